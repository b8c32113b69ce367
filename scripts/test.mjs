/* global process, console -- Node scripts, linted without the TypeScript project */
// `npm test`: installs what a fresh machine lacks, then typechecks, lints and runs every suite with its real
// services (Redis started per run by the suites' global setup; SQLite files per test; PostgreSQL per test file that
// needs it; a Kafka broker per Kafka test file).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureKafkaJars } from './lib/kafka.mjs';
import { ensureChromium, ensureDeployToolsInstalled, ensureJavaAndMaven, ensureJdk, ensureNodeModules, ensurePostgres, ensureRedisServer, ensureSchemathesis, ensureStripeMock, root } from './lib/prerequisites.mjs';
import { runOnNode24 } from './lib/node-runtime.mjs';
import { ensureSaxonJars } from './lib/saxon.mjs';

await runOnNode24();
ensureNodeModules();
ensureRedisServer();
ensureSchemathesis();
// Without them the k8s checks fail with a clear message; every other suite still runs.
await ensureDeployToolsInstalled().catch((err) => console.error(`could not install the deployment checkers: ${err.message}`));
ensurePostgres();
// The supplier channel's tests run a real Kafka broker (each test file that needs one starts its own).
ensureJavaAndMaven();
ensureKafkaJars();
// The Stripe adapter's contract suite and the storefront's Stripe checkout (checkout-stripe.e2e.spec.ts) run against
// stripe-mock (each test file starts its own).
ensureStripeMock();
// ZATCA e-invoices are validated with the UBL schema (JDK) and the EN 16931 + KSA rules (Saxon-HE).
ensureJdk();
ensureSaxonJars();
if (!process.env.RIHLA_SKIP_E2E) ensureChromium();

const reports = resolve(root, '.data/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '0' };
const turbo = resolve(root, 'node_modules/.bin/turbo');
/** `passthrough` goes to the tasks' own command (after turbo's `--`). */
const step = (title, args, extraEnv = {}, passthrough = []) => {
  console.log(`\n=== ${title}`);
  // Loose env mode: turbo's default strict mode would hide VITEST_JSON_REPORT, EVENTSTORE_URL etc. from the tasks.
  const r = spawnSync(turbo, [...args, '--env-mode=loose', ...(passthrough.length ? ['--', ...passthrough] : [])], { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return r.status === 0;
};

// The replicated stack (services/src/main/replicated-stack.int.spec.ts: two of every process on PostgreSQL, a Redis
// Cluster and Kafka, 500 checkouts, kills -9 midway) is the longest suite and mostly waits on its own processes: it
// runs in the background from here, beside the typecheck, lint and build (which no timing depends on), instead of
// after them in the services suite. Its output goes to a file (a pipe would fill while this script waits on a step).
const vitest = resolve(root, 'node_modules/.bin/vitest');
const replicatedSpec = 'src/main/replicated-stack.int.spec.ts';
const replicatedLog = resolve(reports, 'services-replicated.log');
const replicatedOut = openSync(replicatedLog, 'w');
const replicated = spawn(vitest, ['run', replicatedSpec], {
  cwd: resolve(root, 'services'),
  stdio: ['ignore', replicatedOut, replicatedOut],
  env: { ...env, VITEST_JSON_REPORT: resolve(reports, 'services-replicated.json') },
});
closeSync(replicatedOut);
const replicatedExit = once(replicated, 'exit');

const workspaces = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).workspaces;
let ok = step('typecheck and lint', ['run', 'typecheck', 'lint', '--output-logs=errors-only']);
console.log('\n=== production build of the services (node services/dist/main/<role>.js)');
ok = spawnSync(process.execPath, [resolve(root, 'services/scripts/build.mjs')], { cwd: root, stdio: 'inherit', env }).status === 0 && ok;
for (const ws of workspaces) {
  // One workspace at a time: the suites start real processes and share two cores.
  const report = resolve(reports, `${ws}.json`);
  const rest = ws === 'services' ? ['--exclude', replicatedSpec] : [];
  ok = step(`tests: ${ws}`, ['run', 'test', `--filter=./${ws}`, '--only', '--output-logs=full'], { VITEST_JSON_REPORT: report }, rest) && ok;
}

// The read-model and queue suites once more on a real 3-master Redis Cluster (hash-tagged prefixes, see
// services/src/platform/connect-redis.ts): MULTI, Lua and BullMQ must stay in one slot there.
const clusterSuites = ['src/platform/projection-runner.int.spec.ts', 'src/platform/queues.int.spec.ts'];
console.log('\n=== tests: services on a Redis Cluster');
const cluster = spawnSync(vitest, ['run', ...clusterSuites], {
  cwd: resolve(root, 'services'),
  stdio: 'inherit',
  env: { ...env, RIHLA_TEST_REDIS_CLUSTER: '1', VITEST_JSON_REPORT: resolve(reports, 'services-redis-cluster.json') },
});
ok = cluster.status === 0 && ok;

console.log(`\n=== tests: services, replicated stack (ran in the background; ${replicatedLog})`);
const [replicatedCode] = await replicatedExit;
process.stdout.write(readFileSync(replicatedLog, 'utf8'));
ok = replicatedCode === 0 && ok;

let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of [...workspaces, 'services-redis-cluster', 'services-replicated']) {
  const file = resolve(reports, `${name}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
if (passed + failed === 0) ok = false;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
