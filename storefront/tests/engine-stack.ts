import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startRedis } from '../../scripts/lib/redis.mjs';

export const storefrontDir = resolve(import.meta.dirname, '..');
export const rootDir = resolve(storefrontDir, '..');
export const nextBin = resolve(rootDir, 'node_modules/next/dist/bin/next');

/** Polls `url` until `ok` says it is ready, or fails with what it last saw. */
export async function waitFor(url: string, ok: (res: Response) => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (await ok(res)) return;
      last = String(res.status);
    } catch (err) {
      last = (err as Error).message;
    }
    await sleep(300);
  }
  throw new Error(`${what} did not become ready at ${url} (last: ${last})`);
}

export interface EngineStack {
  /** The api as the storefront's server reaches it. */
  api: string;
  /** The stack's own Redis (a test moves the shared test clock there). */
  redisUrl: string;
  /** The engine's environment (event store file included): a test hook run beside it appends to the same log. */
  env: NodeJS.ProcessEnv;
  /** Starts a process in its own group; `stop` ends it with the rest. */
  spawnTracked(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; stdio: StdioOptions }): ChildProcess;
  /** Kills one of the engine's processes (its whole group, SIGKILL: a crash) and starts it again with the same settings. */
  restart(name: 'api' | 'projector' | 'worker'): Promise<void>;
  /** Sends a signal to one of the engine's processes (its whole group): SIGSTOP pauses it, SIGCONT resumes it. */
  signal(name: 'api' | 'projector' | 'worker', signal: NodeJS.Signals): void;
  /** Stops every process (whole groups), Redis, and removes the temp data. */
  stop(): Promise<void>;
}

/**
 * The real engine for browser tests and the web benchmark: its own Redis, a temp SQLite event store seeded with the
 * catalog, and the api, projector and worker processes; resolves once the api reports its read models caught up.
 */
export async function startEngineStack(o: { label: string; apiPort: number; storefrontUrl: string; extraEnv?: Record<string, string>; output: 'inherit' | 'ignore' }): Promise<EngineStack> {
  const redisPort = await freePort();
  const scratch = resolve(rootDir, '.data/test', `${o.label}-${redisPort}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const redis = await startRedis({ port: redisPort, dir: resolve(scratch, 'redis') });
  const env = {
    ...process.env,
    REDIS_URL: redis.url,
    DATA_DIR: scratch,
    EVENTSTORE_SQLITE_FILE: resolve(scratch, 'events.sqlite'),
    API_PORT: String(o.apiPort),
    API_HOST: '127.0.0.1',
    PUBLIC_API_URL: `http://localhost:${o.apiPort}`,
    PUBLIC_STOREFRONT_URL: o.storefrontUrl,
    LOG_LEVEL: 'warn',
    // Browser tests and Lighthouse reach the api from one address (the storefront's server and its proxy on loopback).
    RATE_LIMIT_PER_ADDRESS: '100000000',
    // Many specs (and their retries) sign the same ops account in within one 15-minute window.
    SIGN_IN_LIMIT_PER_ACCOUNT: '1000',
    // More than 20 specs sign a new customer up from loopback within 15 minutes.
    SIGN_UP_LIMIT_PER_ADDRESS: '1000',
    ...o.extraEnv,
  };
  const children: ChildProcess[] = [];
  const spawnTracked: EngineStack['spawnTracked'] = (cmd, args, opts) => {
    const child = spawn(cmd, args, { ...opts, detached: true });
    children.push(child);
    return child;
  };
  const signalAll = (signal: NodeJS.Signals) => {
    for (const c of children) {
      if (c.exitCode !== null || !c.pid) continue;
      try {
        process.kill(-c.pid, signal);
      } catch {
        /* already gone */
      }
    }
  };
  const stop = async () => {
    signalAll('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (children.some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) await sleep(100);
    signalAll('SIGKILL');
    await redis.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', resolve(rootDir, 'services/src/main/seed.ts')], { cwd: rootDir, env, stdio: ['ignore', o.output, 'inherit'] });
    if (seeded.status !== 0) throw new Error('seeding the catalog failed');
    const engine = new Map<string, ChildProcess>();
    const startProcess = (name: string) =>
      engine.set(name, spawnTracked(process.execPath, ['--import', 'tsx', resolve(rootDir, `services/src/main/${name}.ts`)], { cwd: rootDir, env, stdio: ['ignore', o.output, 'inherit'] }));
    for (const name of ['api', 'projector', 'worker']) startProcess(name);
    const restart: EngineStack['restart'] = async (name) => {
      const child = engine.get(name)!;
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        const exited = new Promise((done) => child.once('exit', done));
        process.kill(-child.pid, 'SIGKILL');
        await exited;
      }
      startProcess(name);
    };
    const signal: EngineStack['signal'] = (name, sig) => process.kill(-engine.get(name)!.pid!, sig);
    const api = `http://127.0.0.1:${o.apiPort}`;
    await waitFor(`${api}/health`, async (r) => r.ok && ((await r.json()) as { status: string }).status === 'ok', 120_000, 'the api');
    return { api, redisUrl: redis.url, env, spawnTracked, restart, signal, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
