import { describe, expect, it } from 'vitest';
import { cpuPer, cpuSnapshot, processCpuMs, totalOf } from './process-cpu.ts';

describe('CPU per process from /proc', () => {
  it.runIf(process.platform === 'linux')('reads this process\'s CPU time, which grows as it works', () => {
    const before = processCpuMs(process.pid)!;
    const until = Date.now() + 120;
    let x = 0;
    while (Date.now() < until) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    const after = processCpuMs(process.pid)!;
    expect(before).toBeGreaterThan(0);
    // Clock ticks are 10 ms: 120 ms of busy loop shows as at least 50 ms.
    expect(after - before).toBeGreaterThanOrEqual(50);
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
