import { describe, expect, it } from 'vitest';
import { cpuPer, cpuSnapshot, processCpuMs, totalOf } from './process-cpu.ts';

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
});
