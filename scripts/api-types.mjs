/* global process, console -- Node script, linted without the TypeScript project */
// `npm run api-types`: regenerates storefront/lib/api-types.generated.ts from the api's OpenAPI document, with a
// private Redis and event store under .data/ that are removed afterwards.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { API_TYPES_FILE, apiTypesOf, openApiDocumentOfApi } from './lib/api-types.mjs';
import { freePort, startRedis } from './lib/redis.mjs';

const root = resolve(import.meta.dirname, '..');
const dir = resolve(root, '.data', `api-types-${process.pid}`);
mkdirSync(dir, { recursive: true });
const redis = await startRedis({ port: await freePort(), dir: resolve(dir, 'redis') });
try {
  const document = await openApiDocumentOfApi({ redisUrl: redis.url, redisPrefix: 'api-types:', dir });
  writeFileSync(API_TYPES_FILE, await apiTypesOf(document));
  console.log(`wrote ${relative(root, API_TYPES_FILE)} (${Object.keys(document.paths ?? {}).length} paths)`);
} finally {
  await redis.stop();
  rmSync(dir, { recursive: true, force: true });
}
