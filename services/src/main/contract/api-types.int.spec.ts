import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesOf, openApiDocumentOfApi } from '../../../../scripts/lib/api-types.mjs';
import { testRedisUrl, tempDir, uniquePrefix } from '../../platform/testing/fixtures.ts';

/**
 * The storefront compiles against types generated from the api's OpenAPI document. Regenerated here from the api as
 * it starts today: a difference means the api's answers changed and the storefront was not told (`npm run api-types`).
 */
let dir: ReturnType<typeof tempDir>;
beforeAll(() => {
  dir = tempDir('api-types');
});
afterAll(() => dir?.remove());

describe('the storefront api types', () => {
  it('are what the api document generates today', async () => {
    const document = await openApiDocumentOfApi({ redisUrl: testRedisUrl(), redisPrefix: uniquePrefix('api-types'), dir: dir.dir });
    const regenerated = join(dir.dir, 'api-types.generated.ts');
    writeFileSync(regenerated, await apiTypesOf(document));
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    const fresh = readFileSync(regenerated, 'utf8');
    // Not toBe: a 200 kB diff helps nobody; the first differing line says where to look.
    const lines = [committed.split('\n'), fresh.split('\n')] as const;
    const at = lines[1].findIndex((line, i) => line !== lines[0][i]);
    expect(
      committed === fresh,
      `storefront/lib/api-types.generated.ts is out of date with the api's OpenAPI document: run \`npm run api-types\` and commit the result (first difference at line ${at + 1}: committed ${JSON.stringify(lines[0][at])}, document ${JSON.stringify(lines[1][at])})`,
    ).toBe(true);
  }, 90_000);
});
