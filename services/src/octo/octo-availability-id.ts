import { zonedTimeToUtc } from '../catalog/index.ts';

/** `+03:00` for Riyadh: the zone's offset at that local time. */
export function utcOffsetAt(date: string, time: string, timeZone: string): string {
  const utc = zonedTimeToUtc(date, time, timeZone).getTime();
  const asIfUtc = Date.parse(`${date}T${time}:00Z`);
  const minutes = Math.round((asIfUtc - utc) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A departure's local start with its offset, e.g. 2030-01-08T10:00:00+03:00: OCTO's availability id and localDateTimeStart. */
export const localDateTimeOf = (date: string, time: string, timeZone: string): string => `${date}T${time}:00${utcOffsetAt(date, time, timeZone)}`;

/** The local date and start time an availability id names, or null when it is not one of ours. */
export function parseAvailabilityId(id: string): { date: string; startTime: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00[+-]\d{2}:\d{2}$/.exec(id);
  return m ? { date: m[1]!, startTime: m[2]! } : null;
}

/** The local end of a departure that starts at `start` (an id as above) and lasts `minutes`, with the same offset. */
export function localDateTimeEnd(date: string, time: string, timeZone: string, minutes: number): string {
  const end = new Date(zonedTimeToUtc(date, time, timeZone).getTime() + minutes * 60_000);
  const offset = utcOffsetAt(date, time, timeZone);
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number) as [number, number];
  const local = new Date(end.getTime() + sign * (h * 60 + m) * 60_000).toISOString();
  return `${local.slice(0, 19)}${offset}`;
}
