import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startRedis } from '../../../scripts/lib/redis.mjs';
import { API, API_PORT, GENERAL_WEB_PORT, WEB_PORT } from './stack';

const storefront = resolve(import.meta.dirname, '../..');
const root = resolve(storefront, '..');

async function waitFor(url: string, ok: (res: Response) => Promise<boolean>, timeoutMs: number, what: string) {
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

/** The real stack: Redis, a temp SQLite event store with the seeded catalog, api + projector + worker, the storefront build. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const redisPort = await freePort();
  const scratch = resolve(root, '.data/test', `e2e-${redisPort}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const redis = await startRedis({ port: redisPort, dir: resolve(scratch, 'redis') });
  const env = {
    ...process.env,
    REDIS_URL: redis.url,
    DATA_DIR: scratch,
    EVENTSTORE_SQLITE_FILE: resolve(scratch, 'events.sqlite'),
    API_PORT: String(API_PORT),
    API_HOST: '127.0.0.1',
    PUBLIC_API_URL: `http://localhost:${API_PORT}`,
    PUBLIC_STOREFRONT_URL: `http://localhost:${WEB_PORT}`,
    LOG_LEVEL: 'warn',
    // Staff accounts for the /ops and /finance screens (staff.e2e.spec.ts).
    OPS_EMAIL: 'ops@rihla.local',
    OPS_PASSWORD: 'ops-local-123',
    FINANCE_EMAIL: 'finance@rihla.local',
    FINANCE_PASSWORD: 'finance-local-123',
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const c of children) if (c.exitCode === null && c.pid) try { process.kill(-c.pid, 'SIGTERM'); } catch { /* gone */ }
    const deadline = Date.now() + 10_000;
    while (children.some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) await sleep(100);
    for (const c of children) if (c.exitCode === null && c.pid) try { process.kill(-c.pid, 'SIGKILL'); } catch { /* gone */ }
    await redis.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', resolve(root, 'services/src/main/seed.ts')], { cwd: root, env, stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error('seeding the e2e catalog failed');
    for (const name of ['api', 'projector', 'worker']) {
      const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, `services/src/main/${name}.ts`)], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
      children.push(child);
    }
    await waitFor(`${API}/health`, async (r) => r.ok && (await r.json()).status === 'ok', 120_000, 'the api');

    const webEnv = { ...process.env, NEXT_DIST_DIR: process.env.E2E_NEXT_DIST_DIR ?? '.next-e2e', NEXT_PUBLIC_PAYMENT_HOSTS: `localhost:${API_PORT},127.0.0.1:${API_PORT}`, RIHLA_API_URL: API, NEXT_TELEMETRY_DISABLED: '1', PORT: String(WEB_PORT) };
    if (!process.env.E2E_SKIP_BUILD) {
      const built = spawnSync(process.execPath, [resolve(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: storefront, env: webEnv, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('next build failed');
    }
    const web = spawn(process.execPath, [resolve(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(WEB_PORT)], { cwd: storefront, env: webEnv, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    children.push(web);
    const general = spawn(process.execPath, [resolve(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(GENERAL_WEB_PORT)], {
      cwd: storefront,
      env: { ...webEnv, RIHLA_VARIANT: 'general', PORT: String(GENERAL_WEB_PORT) },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    children.push(general);
    await waitFor(`http://127.0.0.1:${WEB_PORT}/about`, async (r) => r.ok, 60_000, 'the storefront');
    await waitFor(`http://127.0.0.1:${GENERAL_WEB_PORT}/about`, async (r) => r.ok, 60_000, 'the general-variant storefront');
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}
