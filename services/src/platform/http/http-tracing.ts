import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyInstance } from 'fastify';

/**
 * One span per request from onRequest to onResponse (the whole request: body parsing, hooks, handler, reply), named
 * after the route pattern (the service name comes from the SDK's resource), continuing an incoming `traceparent`. Register it before any route: it instruments routes
 * as they are defined. Probes and metrics scrapes would only add noise, so they are not traced.
 */
export async function registerHttpTracing(app: FastifyInstance): Promise<void> {
  const instrumentation = new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    ignorePaths: (route: { url: string }) => route.url.startsWith('/health'),
  });
  await app.register(instrumentation.plugin());
}
