import { context, propagation, SpanStatusCode, trace, type Span } from '@opentelemetry/api';

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

/** W3C trace context (`traceparent`, maybe `tracestate`) as plain strings: what crosses a process boundary. */
export type TraceCarrier = Record<string, string>;

/**
 * The active trace context as a carrier, to store with what outlives this call (event metadata, a queued job, a Kafka
 * message) so the work it causes later, elsewhere, joins the same trace. Empty when no SDK is registered.
 */
export function currentTraceCarrier(): TraceCarrier {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** Runs fn with the trace context a carrier brought (from an event, a job), so its spans continue that trace. */
export function withTraceParent<T>(carrier: unknown, fn: () => T): T {
  if (!carrier || typeof carrier !== 'object') return fn();
  const entries = Object.entries(carrier as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (entries.length === 0) return fn();
  return context.with(propagation.extract(context.active(), Object.fromEntries(entries)), fn);
}

/** The trace context stored in an event's metadata (`traceparent`, `tracestate`), or undefined when it has none. */
export function traceCarrierOf(metadata: Record<string, unknown> | undefined): TraceCarrier | undefined {
  if (typeof metadata?.traceparent !== 'string') return undefined;
  return { traceparent: metadata.traceparent, ...(typeof metadata.tracestate === 'string' ? { tracestate: metadata.tracestate } : {}) };
}
