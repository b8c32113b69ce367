import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { CAMERA_PAGE_HEADERS, CAMERA_PAGES, STATIC_SECURITY_HEADERS } from './lib/security-headers';

// Messages are compiled at build time (next-intl's precompile): the browser formats them without intl-messageformat.
const withNextIntl = createNextIntlPlugin({ requestConfig: './i18n/request.ts', experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } } });

const config: NextConfig = {
  reactStrictMode: true,
  // Tests build into their own folder so they never clobber the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.RIHLA_SOURCE_MAPS === '1',
  // scripts/server.mjs (npm start, the tests, the benchmark) compresses itself, brotli first (issue 25), and sets this;
  // the container's standalone server.js does not, so there Next gzips as before.
  compress: process.env.RIHLA_SERVER_COMPRESSES !== '1',
  // The forms validate with the api's own zod schemas (events/, TypeScript sources).
  transpilePackages: ['@rihla/events'],
  // Containers run `node storefront/server.js` from .next/standalone: only the traced files, no dev dependencies. The
  // Dockerfile asks for it (NEXT_OUTPUT=standalone); `npm start` and the tests serve the build with Next's own handler
  // (scripts/server.mjs), which Next refuses to pair with a standalone build.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' as const } : {}),
  // nosniff, no framing, referrer policy on every answer; the per-request CSP with its nonce is set in proxy.ts.
  // The scanner's pages override the Permissions-Policy (a later match of the same key wins).
  headers: async () => [{ source: '/:path*', headers: STATIC_SECURITY_HEADERS }, ...CAMERA_PAGES.map((source) => ({ source, headers: CAMERA_PAGE_HEADERS }))],
  // The workspace root holds the lockfile; say so instead of letting Next guess.
  outputFileTracingRoot: new URL('..', import.meta.url).pathname,
  images: {
    // The api renders WebP at the spec's breakpoints (xs 320 ... 2xl 1536) and their doubles; our loader asks it directly.
    // The doubles of the widest ones are here too, so a large image (the product hero) on a density-2 screen is sharp.
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    deviceSizes: [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072],
    imageSizes: [],
    formats: ['image/webp'],
  },
  // The CSS rides in the HTML (a few KB compressed): the first frame waits for no stylesheet and can come before the
  // page's scripts run, which Lighthouse then charges to neither paint (issue 25; docs/benchmarks.md). The CSP's
  // style-src allows inline styles; script-src keeps its nonce.
  experimental: { inlineCss: true },
  turbopack: {
    root: new URL('..', import.meta.url).pathname,
    // Next's legacy polyfills (every page, for browsers it does not support) swapped for the one a supported browser
    // may lack: lib/polyfills.ts. Next's client imports the file relatively.
    resolveAlias: { '../build/polyfills/polyfill-module': './lib/polyfills.ts', 'next/dist/build/polyfills/polyfill-module': './lib/polyfills.ts' },
  },
};

export default withNextIntl(config);
