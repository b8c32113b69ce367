/* global process -- Node scripts, linted without the TypeScript project */
// `npm run bench:web`: installs what is missing (node packages, redis-server, Debian's chromium), then runs Lighthouse
// (mobile) against a production build of the storefront it builds and serves itself, on its own Redis, servers and
// temporary event store, all removed afterwards. Extra arguments pass through (e.g. npm run bench:web -- --runs=1).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureChromium, ensureNodeModules, ensureRedisServer, root } from './lib/prerequisites.mjs';
import { runOnNode24 } from './lib/node-runtime.mjs';

await runOnNode24();
ensureNodeModules();
ensureRedisServer();
ensureChromium();
const r = spawnSync(process.execPath, ['--import', 'tsx', resolve(root, 'storefront/bench/lighthouse.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
});
process.exit(r.status ?? 1);
