/* global process, console, setTimeout -- Node script, linted without the TypeScript project */
/* eslint-disable no-console -- a command-line script reports with console.log */
// The storefront's HTTP server: Next's own request handler behind one rule `next start` does not keep. Next fills
// X-Forwarded-For from the socket only when the request has none, so a visitor could send their own and the api's
// per-address rate limits would count whatever they chose. Here the header is always rewritten to the address this
// server saw (or, behind proxies named in STOREFRONT_TRUST_PROXY, the nearest address they vouch for), before the
// /api proxy route passes it on.
//
// It also compresses, the way a phone on a slow network is best served (issue 25): Next's build files brotli at
// quality 11, compressed once (scripts/compressed-static.mjs), and every other answer (pages, flight data, /api) brotli
// at quality 4 as it streams (the `compression` middleware, gzip for a client without br). Next's own gzip is switched
// off for this process (RIHLA_SERVER_COMPRESSES, read by next.config.ts) so nothing is compressed twice; the
// container's .next/standalone/server.js does not run this file and keeps Next's gzip.
//
// And the pages people read first (lib/paint-first-pages.ts) paint first: their scripts are fetched and run after the
// first frame instead of racing it (paint-first.mjs).
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import next from 'next';
import proxyaddr from 'proxy-addr';
import { paintsFirst } from '../lib/paint-first-pages.ts';
import { BUILD_FILE_SECURITY_HEADERS } from '../lib/security-headers.ts';
import { compressedStatic } from './compressed-static.mjs';
import { paintFirst } from './paint-first.mjs';

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
const distDir = resolve(dir, process.env.NEXT_DIST_DIR ?? '.next');
rmSync(resolve(distDir, 'cache/fetch-cache'), { recursive: true, force: true });
process.env.RIHLA_SERVER_COMPRESSES = '1';
const app = next({ dev: false, dir, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

const serveStatic = compressedStatic({ staticDir: resolve(distDir, 'static'), extraHeaders: BUILD_FILE_SECURITY_HEADERS });
// Quality 4: fast enough to compress a streamed page as it renders, most of quality 11's gain on HTML.
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });

const server = createServer((req, res) => {
  req.headers['x-forwarded-for'] = proxyaddr(req, trust);
  serveStatic(req, res).then(
    (answered) => {
      if (answered) return;
      // A byte range is served from the plain bytes (Next answers it); compressing a 206 would break its offsets.
      if (req.headers.range) return void handle(req, res);
      compress(req, res, () => {
        if (paintsFirst(req.url ?? '/')) paintFirst(res);
        void handle(req, res);
      });
    },
    (err) => {
      console.error('storefront: serving a static file failed', err);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    },
  );
});
server.listen(port, host, () => {
  console.log(`storefront listening on http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  void serveStatic.warm();
});
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
