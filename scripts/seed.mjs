/* global process -- Node scripts, linted without the TypeScript project */
// `npm run seed`: appends the deterministic demo catalog to the event store (nothing when it is already there).
// The projector (npm start) projects it into Redis.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureNodeModules, root } from './lib/prerequisites.mjs';
import { runOnNode24 } from './lib/node-runtime.mjs';

await runOnNode24();
ensureNodeModules();
const r = spawnSync(process.execPath, ['--import', 'tsx', resolve(root, 'services/src/main/seed.ts')], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
