import { describe, expect, it } from 'vitest';
import { refreshUntil } from './refresh-until';

describe('refreshUntil', () => {
  it('re-reads until the read model shows the change, then stops', async () => {
    const seen = ['confirmed', 'confirmed', 'cancelled', 'cancelled'];
    let reads = 0;
    await refreshUntil(async () => seen[reads++], (s) => s === 'cancelled', { everyMs: 1 });
    expect(reads).toBe(3);
  });

  it('keeps going past a failed read, and gives up after its time', async () => {
    let reads = 0;
    await refreshUntil(
      async () => {
        reads++;
        if (reads === 1) throw new Error('network');
        return 'confirmed';
      },
      (s) => s === 'cancelled',
      { everyMs: 5, forMs: 40 },
    );
    expect(reads).toBeGreaterThan(2);
    expect(reads).toBeLessThan(12);
  });
});
