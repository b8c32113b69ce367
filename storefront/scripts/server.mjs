/* global process, console, setTimeout -- Node script, linted without the TypeScript project */
/* eslint-disable no-console -- a command-line script reports with console.log */
// The storefront's HTTP server: Next's own request handler behind one rule `next start` does not keep. Next fills
// X-Forwarded-For from the socket only when the request has none, so a visitor could send their own and the api's
// per-address rate limits would count whatever they chose. Here the header is always rewritten to the address this
// server saw (or, behind proxies named in STOREFRONT_TRUST_PROXY, the nearest address they vouch for), before the
// /api proxy route passes it on.
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import next from 'next';
import proxyaddr from 'proxy-addr';

const dir = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
// Loopback unless HOST says otherwise, like the api: a development machine offers nothing to the network.
const host = process.env.HOST ?? '127.0.0.1';
const trusted = (process.env.STOREFRONT_TRUST_PROXY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const trust = proxyaddr.compile(trusted.length > 0 ? trusted : []);

// Next builds its request urls (and the proxy's rewrites) on `hostname`; its middleware sees them as localhost, so
// any other name here (even the 127.0.0.1 we listen on) turns each locale rewrite into an external redirect loop.
// The catalog data cache (tag `catalog`, lib/catalog-cache.ts) is dropped by the api's change notices, which a stopped
// storefront does not hear: it starts empty rather than serve what an earlier run cached (up to an hour old).
rmSync(resolve(dir, process.env.NEXT_DIST_DIR ?? '.next', 'cache/fetch-cache'), { recursive: true, force: true });
const app = next({ dev: false, dir, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  req.headers['x-forwarded-for'] = proxyaddr(req, trust);
  void handle(req, res);
});
server.listen(port, host, () => console.log(`storefront listening on http://${host.includes(':') ? `[${host}]` : host}:${port}`));
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
