import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { Logger } from '../log.ts';
import type { Readiness } from './check-readiness.ts';

export interface HealthServerOptions {
  port: number;
  host?: string;
  /** Readiness right now; a draining process answers not ready whatever its stores say. */
  readiness: () => Promise<Readiness>;
  draining: () => boolean;
  metrics: Registry;
  log: Logger;
}

/**
 * The small health port of every process (worker, projector, relay; the api too, for /metrics off the public port):
 * GET /health/live (the event loop turns), /health/ready (stores reachable, checkpoints within bound, not draining),
 * /metrics (Prometheus text). Plain node:http: it must keep answering while the process's own server is busy or closing.
 */
export async function startHealthServer(o: HealthServerOptions): Promise<{ server: Server; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET') return send(405, { status: 405, title: 'Method Not Allowed' });
    if (path === '/health/live') return send(200, { status: 'live' });
    if (path === '/health/ready') {
      return void o.readiness().then(
        (r) => (o.draining() ? send(503, { ...r, ready: false, status: 'draining' }) : send(r.ready ? 200 : 503, r)),
        (err: Error) => send(503, { ready: false, problems: [err.message] }),
      );
    }
    if (path === '/metrics') {
      return void o.metrics.metrics().then(
        (text) => send(200, text, o.metrics.contentType),
        (err: Error) => send(500, err.message, 'text/plain'),
      );
    }
    return send(404, { status: 404, title: 'Not Found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host ?? '0.0.0.0', () => resolve());
  });
  o.log.info({ port: (server.address() as { port: number }).port }, 'health server listening');
  return { server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
