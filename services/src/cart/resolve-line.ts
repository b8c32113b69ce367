import type { CurrencyCode, Money } from '@rihla/events/common';
import { dayTicketHoursOn, type Experience, type ExperienceOption, type Pricing, type UnitType } from '@rihla/events/catalog';
import type { CartExtra, CartPickup, Participants } from '@rihla/events/cart';
import type { ExperienceState } from '../catalog/index.ts';
import { addDays, BOOKING_HORIZON_DAYS, localDateIn, weekdayOf, zonedTimeToUtc } from '../catalog/index.ts';
import { CART_MESSAGES, CART_MESSAGES_AR, CartRuleError, cartMessage } from './cart-rule-error.ts';
import { unreachable } from '../platform/unreachable.ts';

/** What a buyer chooses for an item; never a price. */
export interface LineRequest {
  experienceId: string;
  optionId: string;
  date: string;
  startTime: string;
  /** Travellers per unit type (per-person options; optional for per-item options). */
  participants?: Partial<Participants>;
  /** Items (boats, cars, private groups) for per-item options. */
  quantity?: number;
  extras?: { extraId: string; quantity: number }[];
  pickup?: { pointId: string; time?: string } | null;
}

/** A line as the catalog prices it right now. */
export interface ResolvedLine {
  experienceId: string;
  optionId: string;
  title: Experience['title'];
  optionTitle: ExperienceOption['title'];
  date: string;
  startTime: string;
  timeZone: Experience['timeZone'];
  participants: Participants;
  quantity: number;
  extras: CartExtra[];
  pickup: CartPickup | null;
  unitPrices: Pricing;
  lineTotal: Money;
  capacity: number;
  /** A day ticket: valid all day, the venue's hours that date. */
  validAllDay?: { opens: string; closes: string };
}

const UNITS: UnitType[] = ['adult', 'child', 'infant'];
const list = (xs: readonly string[]) => xs.join(', ');

function minusMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const t = (((h * 60 + m - minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}

function checkDeparture(e: Experience, option: ExperienceOption, date: string, startTime: string, now: Date): void {
  const weekday = weekdayOf(date);
  if ((e.expiresOn !== null && e.expiresOn < date) || !option.daysOfWeek.includes(weekday)) {
    throw new CartRuleError('notRunning', cartMessage('noOptionOnDate'), { date });
  }
  if (!option.startTimes.includes(startTime)) {
    throw new CartRuleError('unknownStartTime', `This option starts at ${list(option.startTimes)}; ${startTime} is not one of its start times.`, {
      startTimes: option.startTimes,
    });
  }
  const hours = dayTicketHoursOn(e, date);
  if (hours && zonedTimeToUtc(date, hours.closes, e.timeZone).getTime() <= now.getTime()) {
    // A day ticket is sold until the venue closes on the day.
    throw new CartRuleError('departed', {
      en: `${date} tickets are no longer sold: the venue closed at ${hours.closes}; choose a later date.`,
      ar: `لم تعد تذاكر ${date} متاحة للبيع: أُغلق المكان الساعة ${hours.closes}؛ اختر تاريخًا لاحقًا.`,
    });
  }
  if (!hours && zonedTimeToUtc(date, startTime, e.timeZone).getTime() <= now.getTime()) {
    throw new CartRuleError('departed', {
      en: `The ${date} ${startTime} departure has already started; choose a later date or time.`,
      ar: `بدأت رحلة ${date} الساعة ${startTime} بالفعل؛ اختر تاريخًا أو وقتًا لاحقًا.`,
    });
  }
  const last = addDays(localDateIn(now, e.timeZone), BOOKING_HORIZON_DAYS);
  if (date > last) {
    throw new CartRuleError('beyondHorizon', {
      en: `Bookings open up to ${BOOKING_HORIZON_DAYS} days ahead; choose a date up to ${last}.`,
      ar: `يُفتح الحجز حتى ${BOOKING_HORIZON_DAYS} يومًا مقدمًا؛ اختر تاريخًا حتى ${last}.`,
    });
  }
}

function sizeOf(pricing: Pricing, req: LineRequest, capacity: number): { participants: Participants; quantity: number; base: number } {
  const p: Participants = { adult: req.participants?.adult ?? 0, child: req.participants?.child ?? 0, infant: req.participants?.infant ?? 0 };
  const people = p.adult + p.child + p.infant;
  switch (pricing.mode) {
    case 'perPerson': {
      if (people === 0) throw new CartRuleError('travellersRequired', 'Choose at least one traveller (adult, child or infant) for this option.');
      if (req.quantity !== undefined && req.quantity !== people) {
        throw new CartRuleError('travellersRequired', 'This option is priced per person: send the travellers per type in participants, not a quantity.');
      }
      const priced = pricing.units.map((u) => u.unit);
      let base = 0;
      for (const unit of UNITS) {
        if (p[unit] === 0) continue;
        const price = pricing.units.find((u) => u.unit === unit);
        if (!price) throw new CartRuleError('unitNotPriced', `This option has no ${unit} price; it can be booked for ${list(priced.map((u) => `${u}s`))}.`);
        base += price.amount * p[unit];
      }
      if (people > capacity) throw new CartRuleError('overCapacity', { en: CART_MESSAGES.overCapacity(capacity), ar: CART_MESSAGES_AR.overCapacity(capacity) }, { capacity });
      return { participants: p, quantity: people, base };
    }
    case 'perItem': {
      const items = req.quantity;
      if (items === undefined || items < 1) {
        throw new CartRuleError('itemsRequired', `This option is priced per item (up to ${pricing.maxPeoplePerItem} people each): choose how many in quantity.`);
      }
      if (items > capacity) throw new CartRuleError('overCapacity', { en: CART_MESSAGES.overCapacity(capacity), ar: CART_MESSAGES_AR.overCapacity(capacity) }, { capacity });
      if (people > items * pricing.maxPeoplePerItem) {
        const needed = Math.ceil(people / pricing.maxPeoplePerItem);
        throw new CartRuleError(
          'tooManyPeoplePerItem',
          `Each item takes up to ${pricing.maxPeoplePerItem} people; ${people} people need at least ${needed} items.`,
          { maxPeoplePerItem: pricing.maxPeoplePerItem },
        );
      }
      return { participants: p, quantity: items, base: pricing.amount * items };
    }
    default:
      return unreachable(pricing);
  }
}

function extrasOf(e: Experience, req: LineRequest, people: number, currency: CurrencyCode): CartExtra[] {
  const chosen = req.extras ?? [];
  const seen = new Set<string>();
  return chosen.map(({ extraId, quantity }) => {
    const extra = e.extras.find((x) => x.extraId === extraId);
    if (!extra) {
      const known = e.extras.map((x) => x.extraId);
      throw new CartRuleError('unknownExtra', `"${extraId}" is not an extra of this experience${known.length ? `; choose from ${list(known)}` : '; it has none'}.`);
    }
    if (seen.has(extraId)) throw new CartRuleError('extraQuantity', `The extra "${extraId}" is listed twice; give it once with its quantity.`);
    seen.add(extraId);
    if (extra.per === 'booking' && quantity !== 1) {
      throw new CartRuleError('extraQuantity', `${extra.title.en} is charged once per booking; its quantity must be 1.`);
    }
    if (extra.per === 'person' && quantity > people) {
      throw new CartRuleError('extraQuantity', `${extra.title.en} is per person; choose it for at most ${people} ${people === 1 ? 'person' : 'people'}.`);
    }
    return { extraId, title: extra.title, per: extra.per, unitAmount: extra.amount, quantity, total: { amount: extra.amount * quantity, currency } };
  });
}

function pickupOf(option: ExperienceOption, req: LineRequest, startTime: string): CartPickup | null {
  if (!req.pickup) return null;
  const points = option.pickup.points;
  const point = points.find((p) => p.pointId === req.pickup!.pointId);
  if (!point) {
    throw new CartRuleError(
      'unknownPickup',
      points.length
        ? `"${req.pickup.pointId}" is not a pickup point of this option; choose one of ${list(points.map((p) => p.pointId))}.`
        : 'This option has no pickup; meet at the meeting point instead.',
    );
  }
  const time = minusMinutes(startTime, point.minutesBeforeStart);
  if (req.pickup.time !== undefined && req.pickup.time !== time) {
    throw new CartRuleError('pickupTime', `Pickup at ${point.name.en} is at ${time} for the ${startTime} departure.`, { time });
  }
  return { pointId: point.pointId, name: point.name, address: point.address, time };
}

/**
 * Checks a buyer's choice against the experience as its stream has it now and prices it from the catalog.
 * Throws CartRuleError with a sentence a buyer can act on.
 */
export function resolveLine(state: ExperienceState, req: LineRequest, now: Date): ResolvedLine {
  if (state.status === 'none') throw new CartRuleError('unknownExperience', `There is no experience "${req.experienceId}".`);
  if (state.status === 'withdrawn') throw new CartRuleError('unavailable', cartMessage('unavailable'));
  const e = state.experience;
  const option = e.options.find((o) => o.optionId === req.optionId);
  if (!option) {
    throw new CartRuleError('unknownOption', `${e.title.en} has no option "${req.optionId}"; choose one of ${list(e.options.map((o) => o.optionId))}.`);
  }
  checkDeparture(e, option, req.date, req.startTime, now);
  const currency = option.pricing.currency;
  const { participants, quantity, base } = sizeOf(option.pricing, req, option.capacityPerSlot);
  // Per-person extras are bounded by the people on the line; a per-item line without a head count may fill its items.
  const headCount = participants.adult + participants.child + participants.infant;
  const people = option.pricing.mode === 'perPerson' ? quantity : headCount > 0 ? headCount : quantity * option.pricing.maxPeoplePerItem;
  const extras = extrasOf(e, req, people, currency);
  const pickup = pickupOf(option, req, req.startTime);
  const validAllDay = dayTicketHoursOn(e, req.date);
  return {
    experienceId: e.experienceId,
    optionId: option.optionId,
    title: e.title,
    optionTitle: option.title,
    date: req.date,
    startTime: req.startTime,
    timeZone: e.timeZone,
    participants,
    quantity,
    extras,
    pickup,
    unitPrices: option.pricing,
    lineTotal: { amount: base + extras.reduce((n, x) => n + x.total.amount, 0), currency },
    capacity: option.capacityPerSlot,
    ...(validAllDay ? { validAllDay } : {}),
  };
}

/** The choices a line was made from, to price it again against the catalog as it is now. */
export function requestOfLine(line: {
  experienceId: string;
  optionId: string;
  date: string;
  startTime: string;
  participants: Participants;
  quantity: number;
  unitPrices: Pricing;
  extras: { extraId: string; quantity: number }[];
  pickup: { pointId: string } | null;
}): LineRequest {
  return {
    experienceId: line.experienceId,
    optionId: line.optionId,
    date: line.date,
    startTime: line.startTime,
    participants: line.participants,
    quantity: line.unitPrices.mode === 'perItem' ? line.quantity : undefined,
    extras: line.extras.map((x) => ({ extraId: x.extraId, quantity: x.quantity })),
    pickup: line.pickup ? { pointId: line.pickup.pointId } : null,
  };
}
