/* global process, console -- Node script, linted without the TypeScript project */
/* eslint-disable no-console -- a command-line script reports with console.log */
// `npm run start -w storefront` (and so the root `npm start`): serves the production build on PORT (default 3000)
// and HOST (default 127.0.0.1),
// building it first when there is none or when a source file is newer than the build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '..');
const dist = resolve(dir, process.env.NEXT_DIST_DIR ?? '.next');
const next = resolve(dir, '../node_modules/next/dist/bin/next');

const SOURCES = ['app', 'components', 'lib', 'i18n', 'config', 'messages', 'public', 'next.config.ts', 'proxy.ts', 'package.json'];

/** Newest modification time among the files the build reads (not next-env.d.ts, which every build rewrites). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const buildId = resolve(dist, 'BUILD_ID');
const sourcesChanged = () => Math.max(...SOURCES.map((s) => newest(resolve(dir, s)))) > statSync(buildId).mtimeMs;
if (!existsSync(buildId) || sourcesChanged()) {
  console.log('building the storefront (next build)...');
  const r = spawnSync(process.execPath, [next, 'build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// server.mjs: Next's handler with the visitor's address fixed (X-Forwarded-For), on HOST (loopback by default).
const child = spawn(process.execPath, [resolve(dir, 'scripts/server.mjs')], { cwd: dir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
