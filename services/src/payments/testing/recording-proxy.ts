import { createServer, type IncomingHttpHeaders } from 'node:http';
import { freePort } from '../../../../scripts/lib/redis.mjs';
import type { SentRequest } from './provider-contract.ts';

export interface RecordingProxy {
  /** Where the adapter under test sends its API calls. */
  host: string;
  port: number;
  /** Every request that reached the proxy, in order, as the wire carried it. */
  sent(): SentRequest[];
  /** The next request is answered with this instead of being forwarded (a refusal or an outage). */
  answerNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

/** Form fields (`a[b][c]=v`, the Stripe wire) or JSON, flattened to `a[b][c]` -> string. */
function bodyFields(raw: string, headers: IncomingHttpHeaders): Record<string, string> {
  if (!raw) return {};
  if ((headers['content-type'] ?? '').includes('application/json')) {
    const out: Record<string, string> = {};
    const walk = (v: unknown, path: string) => {
      if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}[${k}]` : k);
      else out[path] = String(v);
    };
    walk(JSON.parse(raw), '');
    return out;
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * A plain HTTP proxy in front of a provider's API (stripe-mock, a local double): it records each request the adapter
 * sends and forwards it, or answers the next one with a given refusal, so a test sees exactly what went on the wire.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const sent: SentRequest[] = [];
  const scripted: { status: number; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const key = req.headers['idempotency-key'];
      sent.push({ method: req.method ?? 'GET', path: req.url ?? '/', idempotencyKey: typeof key === 'string' ? key : null, body: bodyFields(raw, req.headers) });
      const answer = scripted.shift();
      if (answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'content-length')) as Record<string, string>;
      fetch(`${target}${req.url}`, { method: req.method ?? 'GET', headers, ...(raw ? { body: raw } : {}) })
        .then(async (r) => {
          const text = await r.text();
          res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' }).end(text);
        })
        .catch((err: unknown) => res.writeHead(502).end(String(err)));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port,
    sent: () => [...sent],
    answerNext: (status, body) => scripted.push({ status, body }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
