/* global process, console -- Node scripts, linted without the TypeScript project */
// Rihla runs on Node 24 LTS (Node 20 is end of life since April 2026). A machine that ships an older Node still needs
// nothing else: the npm registry serves Node itself (the `node` package), so the two README commands fetch it into
// .tools/node24 once and run themselves again under it. Everything they start (npm ci, turbo, vitest, next, the
// services) then finds Node 24 first on PATH, and native packages build against its own headers (no download).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const REQUIRED_NODE_MAJOR = 24;
const root = resolve(import.meta.dirname, '../..');
const toolsDir = resolve(root, '.tools/node24');
/**
 * Node's own per-platform package (what the `node` package's install script would fetch): the binary and its C headers
 * (include/node), which node-gyp needs offline. Installed directly, it runs no install script.
 */
const platformPackage = `node-${process.platform}-${process.arch}`;
const distDir = resolve(toolsDir, `node_modules/${platformPackage}`);
const binary = resolve(distDir, 'bin/node');

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

function installNode() {
  console.log(`this machine runs Node ${process.version}; fetching Node ${REQUIRED_NODE_MAJOR} LTS from the npm registry into .tools/node24 (once)...`);
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', toolsDir, `${platformPackage}@${REQUIRED_NODE_MAJOR}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (!existsSync(binary)) throw new Error(`npm installed ${platformPackage}@${REQUIRED_NODE_MAJOR} but ${binary} is missing`);
}

/** The environment a Node 24 child needs: its bin first on PATH, native builds against its headers. */
export function node24Env(env = process.env) {
  return { ...env, PATH: `${dirname(binary)}:${env.PATH ?? ''}`, npm_config_nodedir: distDir };
}

/**
 * Returns when this process already runs on Node >= 24; otherwise runs the same script under Node 24 (fetched when
 * missing) and exits with its code, so the caller's next line only ever runs on Node 24.
 */
export async function runOnNode24() {
  if (majorOf(process.version) >= REQUIRED_NODE_MAJOR) return;
  if (!existsSync(binary)) installNode();
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: node24Env() });
  // `npm start` without a terminal is stopped with SIGTERM: the Node 24 run must hear it to stop what it started.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((done) => child.on('exit', (c, s) => done(c ?? (s ? 1 : 0))));
  process.exit(code);
}
