import type { TimeZone } from '@rihla/events/common';
import { slotStartsAt } from '../booking/index.ts';

/**
 * From when a departure's guests nobody checked in may be marked no-shows: its start time; a day ticket's day
 * (`validAllDay`, OPENING_HOURS) has no start, its guests may come until closing, so after its closing time (the next
 * day's when the venue closes after midnight).
 */
export function noShowsFrom(date: string, startTime: string, timeZone: TimeZone, validAllDay?: { opens: string; closes: string }): Date {
  if (!validAllDay) return slotStartsAt(date, startTime, timeZone);
  const closes = slotStartsAt(date, validAllDay.closes, timeZone);
  return validAllDay.closes > validAllDay.opens ? closes : new Date(closes.getTime() + 86_400_000);
}
