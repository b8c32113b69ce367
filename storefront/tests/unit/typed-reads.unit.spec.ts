import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every read of the api goes through the typed client (`lib/api.ts` and `lib/api-core.ts` over the generated `paths`,
 * `lib/use-api.ts` for SWR): no screen pairs a url with an answer type it wrote itself. The fetches below are the only others, each for a
 * reason that is not an api answer.
 */
const root = resolve(import.meta.dirname, '../..');
const OWN_FETCHES: Record<string, string> = {
  'lib/api-core.ts': "the typed client itself: its request rules and GETs (lib/api.ts builds openapi-fetch's client on them)",
  'app/api/[...path]/route.ts': 'the same-origin proxy: passes the bytes through, reads no answer',
  'components/layout/Providers.tsx': "the storefront's own /builds/latest.json, not the api",
  'components/staff/CatalogWithdrawals.tsx': "the storefront's own /api/catalog-changed (drops its catalog cache), reads no answer",
};

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(spec|generated)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = ['app', 'components', 'lib'].flatMap(sources).map((path) => ({ path: relative(root, join(root, path)), text: readFileSync(join(root, path), 'utf8') }));

describe('reads of the api', () => {
  it('name no hand-written answer type: no useSWR<T>, no untyped GET helper', () => {
    const found = files.flatMap(({ path, text }) =>
      [/useSWR(Infinite)?\s*</, /undocumentedGet/, /useSWR\(\s*['"`]\//].filter((re) => path !== 'lib/use-api.ts' && re.test(text)).map((re) => `${path}: ${re}`),
    );
    expect(found).toEqual([]);
  });

  it('call fetch only in the typed client (and the few places that read no api answer)', () => {
    const found = files.filter(({ path, text }) => /\bfetch\(/.test(text) && !(path in OWN_FETCHES)).map(({ path }) => path);
    expect(found).toEqual([]);
  });
});
