import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/log.ts';

interface NodeSdkModule {
  NodeSDK: new (options: { serviceName: string; traceExporter: unknown }) => { start(): void; shutdown(): Promise<void> };
}
interface OtlpExporterModule {
  OTLPTraceExporter: new (options: { url: string }) => unknown;
}

/** Specifiers held in variables: the SDK is an optional install, so neither TypeScript nor the bundler may require it. */
const SDK = '@opentelemetry/sdk-node';
const EXPORTER = '@opentelemetry/exporter-trace-otlp-http';

/**
 * Exports the spans made through the OpenTelemetry API when OTEL_EXPORTER_OTLP_ENDPOINT is configured. The SDK
 * is not a dependency (most runs need no exporter); when it is not installed the spans stay no-ops and the log
 * says what to install. Returns the function that flushes and stops the exporter.
 */
export async function startTelemetryExport(config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT'>, role: string, log: Logger): Promise<() => Promise<void>> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return async () => {};
  try {
    const { NodeSDK } = (await import(SDK)) as NodeSdkModule;
    const { OTLPTraceExporter } = (await import(EXPORTER)) as OtlpExporterModule;
    const sdk = new NodeSDK({ serviceName: `rihla-${role}`, traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }) });
    sdk.start();
    log.info({ endpoint }, 'exporting OpenTelemetry spans');
    return () => sdk.shutdown();
  } catch {
    log.warn(
      { endpoint },
      `OTEL_EXPORTER_OTLP_ENDPOINT is set but ${SDK} and ${EXPORTER} are not installed; spans are created through the API but not exported. ` +
        `Install them (npm install -w services ${SDK} ${EXPORTER}) to export.`,
    );
    return async () => {};
  }
}
