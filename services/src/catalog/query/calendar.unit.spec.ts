import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from './calendar.ts';

describe('zonedTimeToUtc', () => {
  it('gives the instant of a wall-clock time in the zone, the same when asked again', () => {
    expect(zonedTimeToUtc('2026-12-01', '09:30', 'Asia/Riyadh').toISOString()).toBe('2026-12-01T06:30:00.000Z');
    expect(zonedTimeToUtc('2026-12-01', '09:30', 'Asia/Dubai').toISOString()).toBe('2026-12-01T05:30:00.000Z');
    expect(zonedTimeToUtc('2026-12-01', '09:30', 'Asia/Riyadh').toISOString()).toBe('2026-12-01T06:30:00.000Z');
  });

  it('settles a time in a zone whose offset changes (Europe/London, summer time)', () => {
    expect(zonedTimeToUtc('2026-07-01', '12:00', 'Europe/London').toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(zonedTimeToUtc('2026-12-01', '12:00', 'Europe/London').toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('hands out a new Date each time: a caller changing it cannot change the next answer', () => {
    const first = zonedTimeToUtc('2026-12-02', '10:00', 'Asia/Riyadh');
    first.setUTCFullYear(1999);
    expect(zonedTimeToUtc('2026-12-02', '10:00', 'Asia/Riyadh').toISOString()).toBe('2026-12-02T07:00:00.000Z');
  });
});
