import { describe, expect, it } from 'vitest';
import { localDateIn, zonedTimeToUtc } from './calendar.ts';

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

describe('localDateIn', () => {
  it('turns the date at local midnight, though the minute before was asked just before', () => {
    // Riyadh is UTC+3: local midnight of 2026-11-29 is 21:00 UTC on the 28th.
    expect(localDateIn(new Date('2026-11-28T20:59:59.999Z'), 'Asia/Riyadh')).toBe('2026-11-28');
    expect(localDateIn(new Date('2026-11-28T21:00:00.000Z'), 'Asia/Riyadh')).toBe('2026-11-29');
    expect(localDateIn(new Date('2026-11-28T20:59:30.000Z'), 'Asia/Riyadh')).toBe('2026-11-28');
  });

  it('answers each zone for itself within the same minute', () => {
    const at = new Date('2026-11-28T20:30:00.000Z');
    expect(localDateIn(at, 'Asia/Riyadh')).toBe('2026-11-28');
    expect(localDateIn(at, 'Asia/Dubai')).toBe('2026-11-29');
    expect(localDateIn(at, 'UTC')).toBe('2026-11-28');
    expect(localDateIn(at, 'Asia/Riyadh')).toBe('2026-11-28');
  });

  it('is exact before 1972, when an offset could have seconds (Riyadh was UTC+3:06:52)', () => {
    // Local midnight of 1940-01-02 in Riyadh was 20:53:08 UTC on the 1st, inside a UTC minute.
    expect(localDateIn(new Date('1940-01-01T20:53:07.000Z'), 'Asia/Riyadh')).toBe('1940-01-01');
    expect(localDateIn(new Date('1940-01-01T20:53:09.000Z'), 'Asia/Riyadh')).toBe('1940-01-02');
  });
});
