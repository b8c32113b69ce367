/**
 * CPU time per process from /proc/<pid>/stat (utime + stime, in clock ticks), for "CPU milliseconds per booking":
 * the kernel's own accounting, so it covers every thread of a process (libuv pool, V8 GC, Redis' I/O) and costs
 * nothing inside the measured processes. Linux only; elsewhere every reading is null and the bench says so.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

/** The fields of /proc/<pid>/stat after the command name (whose spaces and parentheses would shift a plain split). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

const ticksToMs = (ticks: number) => (ticks * 1000) / clockTicks();

/** utime + stime of one process in milliseconds, or null when it is gone (or there is no /proc). */
export function processCpuMs(pid: number): number | null {
  const fields = statFields(pid);
  // Fields 14 and 15 of stat (utime, stime), the 12th and 13th after the name.
  return fields ? ticksToMs(Number(fields[11]) + Number(fields[12])) : null;
}

/**
 * CPU of a server that forks a process per connection (PostgreSQL): its own, its children's that it has reaped
 * (cutime + cstime), and that of its children still running. Null when it is gone.
 */
export function processTreeCpuMs(pid: number): number | null {
  const fields = statFields(pid);
  if (!fields) return null;
  let ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statFields(Number(entry));
    // Field 4 of stat, the parent's pid, is the 2nd after the name.
    if (child && Number(child[1]) === pid) ticks += Number(child[11]) + Number(child[12]);
  }
  return ticksToMs(ticks);
}

export type CpuSnapshot = Record<string, number | null>;

/** A process by pid, or a server with the processes it forks (`{ tree: pid }`, see processTreeCpuMs). */
export type MeasuredProcess = number | { tree: number } | undefined;

export function cpuSnapshot(pids: Record<string, MeasuredProcess>): CpuSnapshot {
  const out: CpuSnapshot = {};
  for (const [name, pid] of Object.entries(pids)) out[name] = pid === undefined ? null : typeof pid === 'number' ? processCpuMs(pid) : processTreeCpuMs(pid.tree);
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
export async function waitUntilIdle(pids: Record<string, MeasuredProcess>, o: { windowMs?: number; idleShare?: number; maxMs?: number } = {}): Promise<void> {
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
