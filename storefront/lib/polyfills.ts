/**
 * Stands in for Next's `build/polyfills/polyfill-module` in the browser bundle (next.config.ts, turbopack.resolveAlias).
 * Next loads that file on every page for browsers older than the ones it supports (Chrome/Edge/Firefox 111, Safari
 * 16.4): String trimStart/trimEnd, Symbol#description, Array flat/flatMap/at, Promise#finally, Object.fromEntries and
 * hasOwn are all native there, and Lighthouse flags them as legacy JavaScript (issue 25). The one it keeps is
 * URL.canParse, which Chrome 111-119 and Safari 16.4-16.x lack and Next's asset-prefix code calls.
 */
if (typeof URL !== 'undefined' && !('canParse' in URL)) {
  Object.defineProperty(URL, 'canParse', {
    configurable: true,
    writable: true,
    value: (url: string | URL, base?: string | URL): boolean => {
      try {
        return !!new URL(url, base);
      } catch {
        return false;
      }
    },
  });
}

export {};
