import http from 'node:http';
import https from 'node:https';

/** Connections kept open between requests (as fetch keeps them), one pool per scheme. */
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/** Enough of an answer to say what went wrong; a receiver's longer answer is read to its end but not kept. */
const KEPT_ANSWER_CHARS = 64 * 1024;

export interface TextAnswer {
  status: number;
  /** The answer's first KEPT_ANSWER_CHARS characters. */
  text: string;
}

/**
 * POSTs `body` and reads the answer as text. Rejects on a network error, or when no whole answer has come within
 * `timeoutMs`. node:http rather than fetch: for a small webhook, fetch's streams cost ~2.5x the CPU of the request
 * itself here (docs/benchmarks.md), and a receiver's redirect is an answer, not something to follow. A kept-alive
 * connection the server had closed meanwhile fails the request before it is answered; that request is sent once more
 * on a new connection, as Node's documentation advises (a webhook's receiver takes a second copy as the same event).
 */
export function postText(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<TextAnswer> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.reject(new Error(`cannot POST to ${target.protocol} URLs`));
  const client = target.protocol === 'https:' ? https : http;
  const agent = agents[target.protocol];
  const send = (retryStaleConnection: boolean): Promise<TextAnswer> =>
    new Promise((resolve, reject) => {
      const req = client.request(target, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk: string) => {
          if (text.length < KEPT_ANSWER_CHARS) text += chunk.slice(0, KEPT_ANSWER_CHARS - text.length);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      });
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (retryStaleConnection && req.reusedSocket && err.code === 'ECONNRESET') resolve(send(false));
        else reject(err);
      });
      req.end(body);
    });
  return send(true);
}
