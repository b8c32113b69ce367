import type { TimeZone } from '@rihla/events/common';

/** Building an Intl formatter is costly; one per zone serves every quote. */
const formatters = new Map<TimeZone, Intl.DateTimeFormat>();
function formatterFor(timeZone: TimeZone): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Milliseconds the zone is ahead of UTC at the instant `utcMs`. */
function zoneOffsetMs(timeZone: TimeZone, utcMs: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(utcMs / 1000) * 1000;
}

/** The UTC instant of a slot's local date and start time in its IANA zone. */
export function slotStartsAt(date: string, startTime: string, timeZone: TimeZone): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = startTime.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset even on a day the zone changes it (neither Riyadh nor Dubai does today).
  let utc = wall - zoneOffsetMs(timeZone, wall);
  utc = wall - zoneOffsetMs(timeZone, utc);
  return new Date(utc);
}
