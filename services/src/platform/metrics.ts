import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One Prometheus registry per process: Node's default metrics (event loop lag, heap, GC) labelled with the role,
 * plus what each process adds (request rate and latency, queue depth, projection and relay lag).
 */
export function createMetricsRegistry(role: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ role });
  collectDefaultMetrics({ register: registry, prefix: 'rihla_' });
  return registry;
}

/** Request count and latency per method, route pattern (never the raw url: ids would explode the label set) and status. */
export function instrumentHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({ name: 'rihla_http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'rihla_http_request_duration_seconds',
    help: 'HTTP request latency from arrival to the last byte handed to the socket',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * A gauge read at scrape time: `read` returns one value per label value (e.g. read model -> positions behind), so the
 * numbers are never older than the scrape.
 */
export function scrapedGauge(registry: Registry, o: { name: string; help: string; label: string; read: () => Promise<Record<string, number>> }): void {
  new Gauge({
    name: o.name,
    help: o.help,
    labelNames: [o.label],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [k, v] of Object.entries(await o.read())) this.set({ [o.label]: k }, v);
    },
  });
}
