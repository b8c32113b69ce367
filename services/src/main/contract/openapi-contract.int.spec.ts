import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSchemathesis, schemathesisBin } from '../../../../scripts/lib/prerequisites.mjs';
import { freePort } from '../../../../scripts/lib/redis.mjs';
import { createTestContext, type TestContext } from '../../platform/testing/fixtures.ts';

/**
 * The OpenAPI document against the live api: schemathesis (PyPI) generates requests from /openapi.json, every check
 * on (status codes, content types, problem+json bodies, undeclared methods -> 405, missing required headers, valid
 * data accepted, invalid data refused...), a bounded number of examples per operation so the run stays short.
 */
const EXAMPLES = 5;

let ctx: TestContext;
let api: ReturnType<typeof spawn> | undefined;
let base = '';

beforeAll(async () => {
  ensureSchemathesis();
  ctx = await createTestContext('contract');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  api = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../api.ts')], {
    // The per-address limit would answer most generated requests 429; it stays documented on every operation.
    env: { ...process.env, ...ctx.env, API_PORT: String(port), API_HOST: '127.0.0.1', RATE_LIMIT_PER_ADDRESS: '0', PASSWORD_HASH_PROFILE: 'fast-test', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    if ((await fetch(`${base}/health`).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('the api did not start');
}, 60_000);

afterAll(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((r) => api!.once('exit', r));
    api.kill('SIGTERM');
    await exited;
  }
  await ctx?.cleanup();
});

describe('the OpenAPI document is exact', () => {
  it('schemathesis finds no failure with every check on', () => {
    const run = spawnSync(
      schemathesisBin,
      [
        '--config-file',
        resolve(import.meta.dirname, 'schemathesis.toml'),
        'run',
        `${base}/openapi.json`,
        '--checks',
        'all',
        '--max-examples',
        String(EXAMPLES),
        '--generation-deterministic',
        '--workers',
        '1',
        '--no-color',
        '--report-dir',
        resolve(ctx.dir, 'schemathesis'),
      ],
      // The hooks state the api's rules OpenAPI 3.0 has no keyword for (schemathesis_hooks.py says which and why).
      { encoding: 'utf8', cwd: ctx.dir, timeout: 240_000, env: { ...process.env, SCHEMATHESIS_HOOKS: resolve(import.meta.dirname, 'schemathesis_hooks.py') } },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  }, 300_000);
});
