import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/redis.mjs';
import { testContextPerTest } from '../platform/testing/test-context-per-test.ts';

const context = testContextPerTest();
const spawned: ChildProcess[] = [];
const pids = new Set<number>();
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
afterEach(async () => {
  for (const c of spawned.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
  pids.clear();
});

const OPS = { email: 'ops@aio.test', password: 'ops-aio-password-1' };

/** The health detail, which only ops sees: signed in as the configured ops account. */
async function opsHealth(api: string): Promise<{ status: string; readModels: Record<string, unknown> }> {
  const signIn = await fetch(`${api}/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' }, body: JSON.stringify(OPS) });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${api}/ops/health`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as { status: string; readModels: Record<string, unknown> };
}

interface Started {
  service: string;
  childPid: number;
}

/** Starts the supervisor and follows its "started" log lines, which name each child's pid. */
async function startAllInOne() {
  const ctx = await context('aio');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'all-in-one.ts')], {
    env: { ...process.env, ...ctx.env, API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: 'info', OPS_EMAIL: OPS.email, OPS_PASSWORD: OPS.password, PASSWORD_HASH_PROFILE: 'fast-test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push(child);
  const starts: Started[] = [];
  const waiting: (() => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    const entry = JSON.parse(line) as { msg?: string; service?: string; childPid?: number; role?: string };
    if (entry.role === 'all-in-one' && entry.msg === 'started') {
      starts.push({ service: entry.service!, childPid: entry.childPid! });
      pids.add(entry.childPid!);
      for (const w of waiting.splice(0)) w();
    }
  });
  const startedOf = async (service: string, count: number) => {
    while (starts.filter((s) => s.service === service).length < count) await new Promise<void>((r) => waiting.push(r));
    return starts.filter((s) => s.service === service)[count - 1]!.childPid;
  };
  const health = async () => {
    for (let i = 0; i < 300; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
      if (res?.ok) return opsHealth(`http://127.0.0.1:${port}`);
      await sleep(100);
    }
    throw new Error('api never became healthy');
  };
  return { ctx, child, startedOf, health };
}

describe('all-in-one supervisor', () => {
  it('runs api, projector and worker as separate processes, restarts a crashed one, and stops them all on SIGTERM', { timeout: 90_000 }, async () => {
    const { child, startedOf, health } = await startAllInOne();
    // The api answers before every read model has caught up with the seeded catalog ("catching-up"): wait for "ok".
    await expect.poll(async () => (await health()).status, { timeout: 30_000 }).toBe('ok');
    const h = await health();
    expect(Object.keys(h.readModels)).toEqual(expect.arrayContaining(['catalog', 'inventory-slots', 'carts', 'booking-status', 'customer-bookings', 'ops-queues', 'finance-refunds']));
    const api = await startedOf('api', 1);
    const projector = await startedOf('projector', 1);
    const worker = await startedOf('worker', 1);
    expect(new Set([api, projector, worker, child.pid]).size).toBe(4);

    process.kill(projector, 'SIGKILL');
    const restarted = await startedOf('projector', 2);
    expect(restarted).not.toBe(projector);
    expect(alive(api)).toBe(true);
    process.kill(worker, 'SIGKILL');
    const restartedWorker = await startedOf('worker', 2);
    expect(restartedWorker).not.toBe(worker);

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(alive(api)).toBe(false);
    expect(alive(restarted)).toBe(false);
    expect(alive(restartedWorker)).toBe(false);
  });

  it('children shut themselves down when the supervisor is killed outright', { timeout: 90_000 }, async () => {
    const { child, startedOf, health } = await startAllInOne();
    await health();
    const api = await startedOf('api', 1);
    const projector = await startedOf('projector', 1);
    const worker = await startedOf('worker', 1);
    child.kill('SIGKILL');
    // A child closes gracefully and exits by itself at the latest when its grace (SHUTDOWN_GRACE_MS, 10 s) runs out:
    // wait well past that, or a close slowed by a loaded machine races the test's own deadline (seen in CIs at 12.6 s
    // and past 15 s). A child that never exits still fails it.
    for (let i = 0; i < 400 && (alive(api) || alive(projector) || alive(worker)); i++) await sleep(100);
    expect(alive(api)).toBe(false);
    expect(alive(projector)).toBe(false);
    expect(alive(worker)).toBe(false);
  });
});
