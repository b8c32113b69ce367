/* global process -- Node scripts, linted without the TypeScript project */
// `npm run bench`: installs what is missing (node packages, redis-server), then runs the benchmark, which starts
// its own Redis, servers and temporary event store and removes them afterwards. Extra arguments pass through
// (e.g. npm run bench -- --duration=20).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureKafkaJars } from './lib/kafka.mjs';
import { ensureJavaAndMaven, ensureNodeModules, ensurePostgres, ensureRedisServer, root } from './lib/prerequisites.mjs';
import { runOnNode24 } from './lib/node-runtime.mjs';

await runOnNode24();
ensureNodeModules();
ensureRedisServer();
if (process.argv.includes('--store=postgres')) ensurePostgres();
// The bookings part runs the supplier relay against a real Kafka broker (unless --no-relay).
if (!process.argv.includes('--no-relay')) {
  ensureJavaAndMaven();
  ensureKafkaJars();
}
const r = spawnSync(process.execPath, ['--import', 'tsx', resolve(root, 'services/bench/run.ts'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
