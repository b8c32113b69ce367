/* global process, fetch, AbortSignal -- Node script, linted without the TypeScript project */
// The storefront's api types, generated from the OpenAPI document the api itself serves: one contract for both sides.
// Used by `npm run api-types` (writes the committed file) and by the drift test (regenerates and compares).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { freePort } from './redis.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Where the generated types live (committed: the storefront builds without a running api). */
export const API_TYPES_FILE = resolve(root, 'storefront/lib/api-types.generated.ts');

const BANNER = `/**
 * Generated from the api's OpenAPI document (/openapi.json) by \`npm run api-types\`: do not edit by hand.
 * services/src/main/contract/api-types.int.spec.ts fails when this file and the document drift apart.
 */
`;

/**
 * /openapi.json as the real api process assembles it: the api started on a free local port with a private Redis key
 * prefix and an empty event store in \`dir\`. Only what the api needs to start is set, so the developer's own
 * environment cannot change the document.
 */
export async function openApiDocumentOfApi({ redisUrl, redisPrefix, dir }) {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    EVENTSTORE_SQLITE_FILE: resolve(dir, 'events.sqlite'),
    DATA_DIR: dir,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  };
  const api = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'services/src/main/api.ts')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((done) => api.once('exit', done));
  try {
    for (let i = 0; i < 400; i++) {
      if (api.exitCode !== null) throw new Error(`the api exited (${api.exitCode}) before serving /openapi.json`);
      const res = await fetch(`http://127.0.0.1:${port}/openapi.json`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      if (res?.ok) return await res.json();
      await sleep(150);
    }
    throw new Error('the api did not serve /openapi.json within 60 s');
  } finally {
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await exited;
    }
  }
}

/** The TypeScript the storefront compiles against: `paths`, `operations`, `components` and a type per named schema. */
export async function apiTypesOf(document) {
  const ast = await openapiTS(document, { alphabetize: true, rootTypes: true, rootTypesNoSchemaPrefix: true, rootTypesKeepCasing: true });
  return BANNER + astToString(ast);
}
