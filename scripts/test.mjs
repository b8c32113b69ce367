/* global process, console -- Node scripts, linted without the TypeScript project */
// `npm test`: installs what a fresh machine lacks, then typechecks, lints and runs every suite with its real
// services (Redis started per run by the suites' global setup; SQLite files per test; PostgreSQL per test file that needs it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium, ensureNodeModules, ensurePostgres, ensureRedisServer, root } from './lib/prerequisites.mjs';

ensureNodeModules();
ensureRedisServer();
ensurePostgres();
if (!process.env.RIHLA_SKIP_E2E) ensureChromium();

const reports = resolve(root, '.data/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '0' };
const turbo = resolve(root, 'node_modules/.bin/turbo');
const step = (title, args, extraEnv = {}) => {
  console.log(`\n=== ${title}`);
  // Loose env mode: turbo's default strict mode would hide VITEST_JSON_REPORT, EVENTSTORE_URL etc. from the tasks.
  const r = spawnSync(turbo, [...args, '--env-mode=loose'], { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return r.status === 0;
};

const workspaces = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).workspaces;
let ok = step('typecheck and lint', ['run', 'typecheck', 'lint', '--output-logs=errors-only']);
for (const ws of workspaces) {
  // One workspace at a time: the suites start real processes and share two cores.
  const report = resolve(reports, `${ws}.json`);
  ok = step(`tests: ${ws}`, ['run', 'test', `--filter=./${ws}`, '--only', '--output-logs=full'], { VITEST_JSON_REPORT: report }) && ok;
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const ws of workspaces) {
  const file = resolve(reports, `${ws}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
if (passed + failed === 0) ok = false;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
