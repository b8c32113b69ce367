import { createServer } from 'node:http';
import { waitUntil } from './payments-harness.ts';

export interface RawWebhook {
  rawBody: string;
  headers: Record<string, string>;
}

/** A plain HTTP endpoint on this port keeping every webhook exactly as it arrived (the signature covers those bytes). */
export async function startWebhookEndpoint(port: number): Promise<{ next(): Promise<RawWebhook>; close(): Promise<void> }> {
  const received: RawWebhook[] = [];
  const endpoint = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ rawBody: body, headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(port, '127.0.0.1', resolve));
  return {
    async next() {
      await waitUntil(() => received.length > 0);
      return received.shift()!;
    },
    close: () => new Promise<void>((resolve) => endpoint.close(() => resolve())),
  };
}
