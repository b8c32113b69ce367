import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { cpuPer, cpuSnapshot, processCpuMs, processTreeCpuMs, totalOf } from './process-cpu.ts';

/** A child that spins until it has used `ms` of CPU, then lingers (so it is still running) until killed, if asked. */
const spinner = (ms: number, linger: boolean) => [
  '-e',
  `const s = process.cpuUsage(); let x = 0; for (;;) { for (let i = 0; i < 1e5; i++) x += Math.sqrt(i); const u = process.cpuUsage(s); if (u.user + u.system >= ${ms * 1000}) break; } ${linger ? 'console.log("spun"); setInterval(() => {}, 1000);' : ''}`,
];

describe('CPU per process from /proc', () => {
  it.runIf(process.platform === 'linux')('reads this process\'s CPU time, which grows as it works', () => {
    const before = processCpuMs(process.pid)!;
    // Spin until Node itself counts 120 ms of CPU (however long that takes on a loaded machine).
    const start = process.cpuUsage();
    let x = 0;
    for (;;) {
      for (let i = 0; i < 10_000; i++) x += Math.sqrt(x + 1);
      const used = process.cpuUsage(start);
      if (used.user + used.system >= 120_000) break;
    }
    expect(x).toBeGreaterThan(0);
    const after = processCpuMs(process.pid)!;
    expect(before).toBeGreaterThan(0);
    // The kernel counts in 10 ms ticks: 120 ms of CPU shows as at least 100 ms.
    expect(after - before).toBeGreaterThanOrEqual(100);
  });

  it('answers null for a process that is gone, and leaves it out of the total', () => {
    expect(processCpuMs(2 ** 22 + 12345)).toBeNull();
    const before = { api: 100, gone: null };
    const after = { api: 300, gone: null };
    expect(cpuPer(before, after, 100)).toEqual({ api: 2, gone: null });
    expect(totalOf(cpuPer(before, after, 100))).toBe(2);
    expect(Object.keys(cpuSnapshot({ none: undefined }))).toEqual(['none']);
  });

  it.runIf(process.platform === 'linux')('counts a server with its children: those it reaped and those still running', async () => {
    const tree = () => processTreeCpuMs(process.pid)!;
    const start = tree();
    // A child that ran and was reaped counts in this process's cutime + cstime.
    expect(spawnSync(process.execPath, spinner(150, false)).status).toBe(0);
    const afterReaped = tree();
    expect(afterReaped - start).toBeGreaterThanOrEqual(120);
    // A child still running counts through its own stat.
    const child = spawn(process.execPath, spinner(150, true), { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
      expect(tree() - afterReaped).toBeGreaterThanOrEqual(120);
      // The process's own figure has neither child.
      expect(tree() - processCpuMs(process.pid)!).toBeGreaterThanOrEqual(240);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
