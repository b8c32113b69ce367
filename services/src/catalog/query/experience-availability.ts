import type { Locale, LocalizedText } from '@rihla/events/common';
import { dayTicketHoursOn, type ExperienceOption } from '@rihla/events/catalog';
import { slotStream } from '@rihla/events/inventory';
import type { SlotDocument } from '../../inventory/index.ts';
import { weekdayOf, zonedTimeToUtc } from './calendar.ts';
import type { IndexedExperience } from './catalog-index.ts';
import { pricingView, UNAVAILABLE_MESSAGE, type PricingView } from './experience-detail.ts';

export const NO_OPTION_MESSAGE: LocalizedText = {
  en: 'Unfortunately there is no available option at this date, please choose another date from the calendar.',
  ar: 'للأسف لا يوجد خيار متاح في هذا التاريخ، يرجى اختيار تاريخ آخر من التقويم.',
};

export interface SlotView {
  startTime: string;
  /** The departure as a UTC instant. */
  startsAt: string;
  capacity: number;
  held: number;
  booked: number;
  remaining: number;
  /** A day ticket's departure is the day: `started` only once the venue has closed. */
  status: 'available' | 'soldOut' | 'started';
  /** A day ticket (OPENING_HOURS): valid all day, no time to choose. */
  allDay: boolean;
  /** The venue's hours that date (day tickets), else null. */
  openingHours: { opens: string; closes: string } | null;
}

export interface OptionAvailability {
  optionId: string;
  title: string;
  capacityPerSlot: number;
  pricing: PricingView;
  slots: SlotView[];
}

export interface Availability {
  experienceId: string;
  date: string;
  timeZone: string;
  locale: Locale;
  /** At least one slot can be booked. */
  available: boolean;
  /** unavailable: experience withdrawn; noOptionOnDate: nothing runs that day; soldOut: it runs but every slot is full or started. */
  reason: 'unavailable' | 'noOptionOnDate' | 'soldOut' | null;
  /** The spec's sentence for the reason, in the requested language (null when available). */
  message: string | null;
  options: OptionAvailability[];
}

const runsOn = (o: ExperienceOption, weekday: number) => o.daysOfWeek.includes(weekday);

/** Slot ids (slot stream names) of every departure the experience schedules on the date. */
export function scheduledSlotIds(entry: IndexedExperience, date: string): string[] {
  if (!entry.published) return [];
  const weekday = weekdayOf(date);
  if (entry.doc.expiresOn && entry.doc.expiresOn < date) return [];
  return entry.doc.options
    .filter((o) => runsOn(o, weekday))
    .flatMap((o) => o.startTimes.map((startTime) => slotStream({ experienceId: entry.doc.experienceId, optionId: o.optionId, date, startTime })));
}

/**
 * Seats per departure on a date: capacity (the slot's, or the option's before any seat was ever held) minus
 * unexpired holds and booked seats. Holds past their expiry no longer block seats even before HoldExpired lands.
 */
export function buildAvailability(opts: {
  entry: IndexedExperience;
  date: string;
  locale: Locale;
  now: Date;
  slots: ReadonlyMap<string, SlotDocument | null>;
}): Availability {
  const { entry, date, locale, now, slots } = opts;
  const d = entry.doc;
  const base = { experienceId: d.experienceId, date, timeZone: d.timeZone, locale };
  if (!entry.published) return { ...base, available: false, reason: 'unavailable', message: UNAVAILABLE_MESSAGE[locale], options: [] };

  const ids = new Set(scheduledSlotIds(entry, date));
  const weekday = weekdayOf(date);
  const nowMs = now.getTime();
  const hours = dayTicketHoursOn(d, date);
  const options: OptionAvailability[] = [];
  for (const o of d.options) {
    if (!runsOn(o, weekday)) continue;
    const views: SlotView[] = [];
    for (const startTime of [...o.startTimes].sort()) {
      const id = slotStream({ experienceId: d.experienceId, optionId: o.optionId, date, startTime });
      if (!ids.has(id)) continue;
      const slot = slots.get(id) ?? null;
      const capacity = slot?.key ? slot.capacity : o.capacityPerSlot;
      const held = slot ? Object.values(slot.holds).reduce((n, h) => n + (Date.parse(h.expiresAt) > nowMs ? h.quantity : 0), 0) : 0;
      const booked = slot?.booked ?? 0;
      const startsAt = zonedTimeToUtc(date, startTime, d.timeZone);
      // A day ticket sells until the venue closes that day.
      const started = (hours ? zonedTimeToUtc(date, hours.closes, d.timeZone) : startsAt).getTime() <= nowMs;
      const remaining = started ? 0 : Math.max(0, capacity - held - booked);
      views.push({
        startTime,
        startsAt: startsAt.toISOString(),
        capacity,
        held,
        booked,
        remaining,
        status: started ? 'started' : remaining > 0 ? 'available' : 'soldOut',
        allDay: hours !== null,
        openingHours: hours,
      });
    }
    if (views.length) options.push({ optionId: o.optionId, title: o.title[locale], capacityPerSlot: o.capacityPerSlot, pricing: pricingView(o.pricing, locale), slots: views });
  }
  const available = options.some((o) => o.slots.some((s) => s.status === 'available'));
  const reason = available ? null : options.length === 0 ? 'noOptionOnDate' : 'soldOut';
  return {
    ...base,
    available,
    reason,
    message: reason === 'noOptionOnDate' || reason === 'soldOut' ? NO_OPTION_MESSAGE[locale] : null,
    options,
  };
}
