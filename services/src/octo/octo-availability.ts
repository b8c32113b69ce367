import { AvailabilityStatus, type Availability, type AvailabilityCalendar, type PricingUnit } from '@octocloud/types';
import type { ExperienceOption } from '@rihla/events/catalog';
import type { Locale } from '@rihla/events/common';
import { zonedTimeToUtc, buildAvailability, type SlotView } from '../catalog/index.ts';
import type { IndexedExperience } from '../catalog/index.ts';
import type { SlotDocument } from '../inventory/index.ts';
import { localDateTimeEnd, localDateTimeOf, utcOffsetAt } from './octo-availability-id.ts';
import { departurePickups } from './octo-pickups.ts';
import { octoPricing } from './octo-pricing.ts';
import { unitAmountOf, unitIdsOf } from './octo-units.ts';

export interface UnitRequest {
  unitId: string;
  quantity: number;
}

/** OCTO's status for a departure: sold out, closed once started, limited when fewer than half the seats are left. */
function statusOf(slot: SlotView): AvailabilityStatus {
  if (slot.status === 'started') return AvailabilityStatus.CLOSED;
  if (slot.remaining === 0) return AvailabilityStatus.SOLD_OUT;
  return slot.remaining * 2 < slot.capacity ? AvailabilityStatus.LIMITED : AvailabilityStatus.AVAILABLE;
}

/** Seats a request for units takes: people for per-person options, items for per-item options. */
export const seatsOf = (units: readonly UnitRequest[]): number => units.reduce((n, u) => n + u.quantity, 0);

function unitPricing(entry: IndexedExperience, option: ExperienceOption): PricingUnit[] {
  return unitIdsOf(option.pricing).map((unitId) => ({ unitId, ...octoPricing(unitAmountOf(option.pricing, unitId), option.pricing.currency, entry.doc.countryCode) }));
}

/** The departures of one option on the given dates, as OCTO availabilities (with prices when asked). */
export function octoAvailabilities(opts: {
  entry: IndexedExperience;
  option: ExperienceOption;
  dates: readonly string[];
  locale: Locale;
  now: Date;
  slots: ReadonlyMap<string, SlotDocument | null>;
  units: readonly UnitRequest[];
  pricing: boolean;
  /** octo/pickups asked: each departure's pickup points with their times. */
  pickups?: boolean;
}): Availability[] {
  const { entry, option, units } = opts;
  const seats = seatsOf(units);
  const out: Availability[] = [];
  for (const date of opts.dates) {
    const day = buildAvailability({ entry, date, locale: opts.locale, now: opts.now, slots: opts.slots });
    const views = day.options.find((o) => o.optionId === option.optionId)?.slots ?? [];
    for (const slot of views) {
      const status = statusOf(slot);
      const fits = slot.remaining >= Math.max(1, seats);
      const id = localDateTimeOf(date, slot.startTime, entry.doc.timeZone);
      const total = units.reduce((n, u) => n + unitAmountOf(option.pricing, u.unitId) * u.quantity, 0);
      // A day ticket is valid all day: from opening to closing, sold until the venue closes.
      const hours = slot.openingHours;
      out.push({
        id,
        localDateTimeStart: id,
        localDateTimeEnd: hours ? `${date}T${hours.closes}:00${utcOffsetAt(date, hours.closes, entry.doc.timeZone)}` : localDateTimeEnd(date, slot.startTime, entry.doc.timeZone, entry.doc.duration.totalMinutes),
        utcCutoffAt: (hours ? zonedTimeToUtc(date, hours.closes, entry.doc.timeZone).toISOString() : slot.startsAt).replace(/\.\d{3}Z$/, 'Z'),
        allDay: slot.allDay,
        available: fits && (status === AvailabilityStatus.AVAILABLE || status === AvailabilityStatus.LIMITED),
        status: fits || status === AvailabilityStatus.CLOSED ? status : AvailabilityStatus.SOLD_OUT,
        vacancies: slot.remaining,
        capacity: slot.capacity,
        maxUnits: slot.remaining,
        openingHours: hours ? [{ from: hours.opens, to: hours.closes }] : [],
        ...(opts.pickups ? departurePickups(option, opts.locale, entry.doc.countryCode, date, slot.startTime, entry.doc.timeZone) : {}),
        ...(opts.pricing
          ? { unitPricing: unitPricing(entry, option), ...(units.length ? { pricing: octoPricing(total, option.pricing.currency, entry.doc.countryCode) } : {}) }
          : {}),
      });
    }
  }
  return out;
}

/** One calendar day per date: available when any departure is, vacancies and capacity summed over its departures. */
export function octoCalendar(opts: Parameters<typeof octoAvailabilities>[0]): AvailabilityCalendar[] {
  const { entry, option } = opts;
  return opts.dates.map((date) => {
    const departures = octoAvailabilities({ ...opts, dates: [date] });
    const available = departures.some((d) => d.available);
    const status = available
      ? departures.some((d) => d.status === AvailabilityStatus.AVAILABLE && d.available)
        ? AvailabilityStatus.AVAILABLE
        : AvailabilityStatus.LIMITED
      : departures.length === 0 || departures.every((d) => d.status === AvailabilityStatus.CLOSED)
        ? AvailabilityStatus.CLOSED
        : AvailabilityStatus.SOLD_OUT;
    return {
      localDate: date,
      available,
      status,
      vacancies: departures.reduce((n, d) => n + (d.vacancies ?? 0), 0),
      capacity: departures.reduce((n, d) => n + (d.capacity ?? 0), 0),
      // A day ticket's hours that day (a closed day has none); timed departures have none.
      openingHours: departures.flatMap((d) => d.openingHours),
      ...(opts.pricing ? { unitPricingFrom: unitPricing(entry, option) } : {}),
    };
  });
}
