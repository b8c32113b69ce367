import { SpanStatusCode, trace, type Span } from '@opentelemetry/api';

/**
 * Spans go through the OpenTelemetry API only: without a registered SDK they are no-ops, and an exporter is
 * wired in by the entrypoint only when OTEL_EXPORTER_OTLP_ENDPOINT is configured.
 */
export const tracer = trace.getTracer('rihla');

export async function withSpan<T>(name: string, attributes: Record<string, string | number | boolean>, fn: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      const result = await fn(span);
      span.setStatus({ code: SpanStatusCode.OK });
      return result;
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}
