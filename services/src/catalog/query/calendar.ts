/** Calendar arithmetic on local dates (YYYY-MM-DD) in the catalog's IANA zones, without a date library. */

/** How far ahead availability and date searches may look. */
export const BOOKING_HORIZON_DAYS = 365;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: Date, timeZone: string): { date: string; time: string; asUtcMs: number } {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  // Intl writes years before 1000 with fewer digits ("202"), which Date.parse refuses: pad to ISO's four.
  const date = `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  return { date, time, asUtcMs: Date.parse(`${date}T${time}:${parts.second}Z`) };
}

/** Per zone, the local date of the last UTC minute asked about. */
const datesByMinute = new Map<string, { minute: number; date: string }>();
/** From 1972 every zone's offset, and so every local midnight, falls on a whole UTC minute (older ones had seconds). */
const WHOLE_MINUTE_OFFSETS_FROM_MS = Date.UTC(1972, 0, 1);

/**
 * The local calendar date of an instant in a zone. Every checkout line asks it about the same minute (Intl's
 * formatToParts cost 2.7 % of the api's CPU in the pay-later bench), and a zone's date cannot change inside a UTC
 * minute, so the answer is kept per zone for the minute it was asked in.
 */
export function localDateIn(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  if (!(ms >= WHOLE_MINUTE_OFFSETS_FROM_MS)) return wallClock(instant, timeZone).date;
  const minute = Math.floor(ms / 60_000);
  const known = datesByMinute.get(timeZone);
  if (known?.minute === minute) return known.date;
  const date = wallClock(instant, timeZone).date;
  datesByMinute.set(timeZone, { minute, date });
  return date;
}

/** A real calendar date (rejects 2025-02-30 and friends). */
export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday: the weekday of the calendar date itself, wherever it is. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * Every checkout asks for the instants of the same few departures, and Intl's formatToParts is what it costs: the
 * answers of a pure function, kept (oldest dropped first).
 */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 10_000;

/** The UTC instant of a local wall-clock time in a zone (the zone's offset at that moment). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const key = `${date}T${time} ${timeZone}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    const guess = Date.parse(`${date}T${time}:00Z`);
    const offset = wallClock(new Date(guess), timeZone).asUtcMs - guess;
    const first = guess - offset;
    // A second pass settles times near an offset change; the catalog's zones have none, but the code stays correct.
    const offset2 = wallClock(new Date(first), timeZone).asUtcMs - first;
    ms = guess - offset2;
    if (instants.size >= INSTANTS_KEPT) instants.delete(instants.keys().next().value!);
    instants.set(key, ms);
  }
  return new Date(ms);
}
