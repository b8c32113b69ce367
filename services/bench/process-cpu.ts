/**
 * CPU time per process from /proc/<pid>/stat (utime + stime, in clock ticks), for "CPU milliseconds per booking":
 * the kernel's own accounting, so it covers every thread of a process (libuv pool, V8 GC, Redis' I/O) and costs
 * nothing inside the measured processes. Linux only; elsewhere every reading is null and the bench says so.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

let ticksPerSecond: number | null = null;
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of one process in milliseconds, or null when it is gone (or there is no /proc). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / clockTicks();
  } catch {
    return null;
  }
}

export type CpuSnapshot = Record<string, number | null>;

export function cpuSnapshot(pids: Record<string, number | undefined>): CpuSnapshot {
  const out: CpuSnapshot = {};
  for (const [name, pid] of Object.entries(pids)) out[name] = pid === undefined ? null : processCpuMs(pid);
  return out;
}

/** CPU ms each process spent between two snapshots, divided by `per` (e.g. the bookings in the phase). */
export function cpuPer(before: CpuSnapshot, after: CpuSnapshot, per: number): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const name of Object.keys(before)) {
    const a = before[name];
    const b = after[name];
    out[name] = a == null || b == null ? null : (b - a) / per;
  }
  return out;
}

/**
 * Waits until the processes are idle (less than `idleShare` of one core over a `windowMs` window, at most
 * `maxMs`): work that follows an outcome (projections, messages, the supplier notice) belongs to the booking.
 */
export async function waitUntilIdle(pids: Record<string, number | undefined>, o: { windowMs?: number; idleShare?: number; maxMs?: number } = {}): Promise<void> {
  const windowMs = o.windowMs ?? 250;
  const idleShare = o.idleShare ?? 0.1;
  const deadline = Date.now() + (o.maxMs ?? 10_000);
  let last = cpuSnapshot(pids);
  while (Date.now() < deadline) {
    await sleep(windowMs);
    const now = cpuSnapshot(pids);
    const spent = Object.values(cpuPer(last, now, 1)).reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
    if (spent < windowMs * idleShare) return;
    last = now;
  }
}

export const totalOf = (perProcess: Record<string, number | null>): number => Object.values(perProcess).reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
