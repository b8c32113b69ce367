/**
 * Flash sale: N buyers race for one departure of capacity C (a concert-like launch), against the same N buyers
 * spread over many departures, on the same stack in the same run, pay later, the same number of checkouts in flight.
 * Each buyer gets one answer: confirmed (BookingConfirmed) or sold out (the checkout's 409 review, or the saga's
 * ReviewRequired "allUnavailable" when the hold lost the race). Measured per phase:
 *   - answers/s (first checkout sent -> last answer) and confirmed/s (-> last confirmation);
 *   - wait p50/p99: checkout sent -> answer (the 409's arrival, or the outcome event's recordedAt);
 *   - oversold: seats booked on the hot departure (folded from its slot stream) beyond its capacity;
 *   - fairness: of the sold-out answers, the share given to buyers who sent their checkout before the last buyer
 *     who got a seat (0 = strictly first come, first served).
 */
import { inventoryEvents, slotStream, type SlotKey } from '@rihla/events/inventory';
import { fixtureExperience, fixtureOption } from '../src/cart/testing/cart-fixtures.ts';
import type { EventStore } from '../src/platform/eventstore/port.ts';

export const FLASH = { hotExperience: 'flash-hot', spreadExperiences: 4, days: 25, startTimes: ['09:00', '15:00'] as const };

export interface Departure {
  experienceId: string;
  date: string;
  startTime: string;
}

/** Instant-confirming tours of `capacity` seats per departure: one for the hot slot, a few for the spread. */
export function flashSaleExperiences(capacity: number) {
  const ids = [FLASH.hotExperience, ...Array.from({ length: FLASH.spreadExperiences }, (_, i) => `flash-spread-${i}`)];
  return ids.map((experienceId) =>
    fixtureExperience({
      experienceId,
      title: { en: `Flash ${experienceId}`, ar: `عرض ${experienceId}` },
      supplier: { supplierId: 'sup-bench', name: { en: 'Bench Tours', ar: 'جولات' }, confirmationMode: 'instant', behaviour: 'instant' },
      options: [fixtureOption({ optionId: 'std', capacityPerSlot: capacity, pricing: { mode: 'perPerson', currency: 'SAR', units: [{ unit: 'adult', amount: 25_000, ageMin: 12, ageMax: 99 }] } })],
    }),
  );
}

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const hotDeparture = (): Departure => ({ experienceId: FLASH.hotExperience, date: dayFromNow(3), startTime: '09:00' });

/** Buyer i of the spread phase: one of `slots` departures (experiences x days x start times), round robin. */
export function spreadDeparture(i: number, slots: number): Departure {
  const s = i % slots;
  const times = FLASH.startTimes.length;
  return {
    experienceId: `flash-spread-${s % FLASH.spreadExperiences}`,
    date: dayFromNow(3 + (Math.floor(s / FLASH.spreadExperiences / times) % FLASH.days)),
    startTime: FLASH.startTimes[Math.floor(s / FLASH.spreadExperiences) % times]!,
  };
}

export type Answer = { kind: 'confirmed' | 'soldOut'; at: number } | { kind: 'unclear'; at: number; type: string };

export interface FlashSaleDriver {
  makeCarts(departures: readonly Departure[]): Promise<{ cartId: string; key: string }[]>;
  /** Sends every checkout (bounded in flight) and resolves each buyer's answer with the moment it was sent. */
  race(carts: readonly { cartId: string; key: string }[]): Promise<{ sentAt: number; answer: Answer }[]>;
}

export interface FlashPhaseResult {
  buyers: number;
  slots: number;
  capacityPerSlot: number;
  confirmed: number;
  soldOut: number;
  unclear: number;
  answersPerSec: number;
  confirmedPerSec: number;
  waitP50Ms: number;
  waitP99Ms: number;
  /** Seats booked beyond capacity on the busiest departure (0: none). */
  oversold: number;
  /** Sold-out answers given to buyers who arrived before the last confirmed buyer, as a share of all sold-out answers. */
  unfairShare: number;
}

export interface FlashSaleResult {
  hot: FlashPhaseResult;
  spread: FlashPhaseResult;
  /** hot answers/s / spread answers/s. */
  ratio: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Seats booked (and not returned) on a departure, folded from its slot stream. */
async function bookedSeats(store: EventStore, slot: SlotKey): Promise<number> {
  let booked = 0;
  for (const r of await store.readStream(slotStream(slot))) {
    const e = inventoryEvents.parse(r);
    if (e.type === 'SeatsBooked') booked += e.data.quantity;
    if (e.type === 'SeatsReturned') booked -= e.data.quantity;
  }
  return booked;
}

async function phase(store: EventStore, driver: FlashSaleDriver, departures: Departure[], capacity: number): Promise<FlashPhaseResult> {
  const carts = await driver.makeCarts(departures);
  const firstSent = Date.now();
  const answers = await driver.race(carts);
  const count = (k: Answer['kind']) => answers.filter((a) => a.answer.kind === k).length;
  const last = (list: typeof answers) => Math.max(firstSent + 1, ...list.map((a) => a.answer.at));
  const confirmed = answers.filter((a) => a.answer.kind === 'confirmed');
  const waits = answers.map((a) => a.answer.at - a.sentAt).sort((a, b) => a - b);
  const lastConfirmedArrival = Math.max(-Infinity, ...confirmed.map((a) => a.sentAt));
  const soldOut = answers.filter((a) => a.answer.kind === 'soldOut');
  const slots = new Map(departures.map((d) => [`${d.experienceId}|${d.date}|${d.startTime}`, d]));
  let oversold = 0;
  for (const d of slots.values()) oversold = Math.max(oversold, (await bookedSeats(store, { ...d, optionId: 'std' })) - capacity);
  return {
    buyers: answers.length,
    slots: slots.size,
    capacityPerSlot: capacity,
    confirmed: confirmed.length,
    soldOut: soldOut.length,
    unclear: count('unclear'),
    answersPerSec: (answers.length / (last(answers) - firstSent)) * 1000,
    confirmedPerSec: confirmed.length ? (confirmed.length / (last(confirmed) - firstSent)) * 1000 : 0,
    waitP50Ms: percentile(waits, 50),
    waitP99Ms: percentile(waits, 99),
    oversold,
    unfairShare: soldOut.length ? soldOut.filter((a) => a.sentAt < lastConfirmedArrival).length / soldOut.length : 0,
  };
}

/** The hot phase (every buyer on one departure), then the spread phase (the same number over `slots` departures). */
export async function benchFlashSale(o: { store: EventStore; driver: FlashSaleDriver; buyers: number; capacity: number; slots: number; log: (l: string) => void }): Promise<FlashSaleResult> {
  o.log(`    flash sale: ${o.buyers} buyers on one departure of ${o.capacity} seats...`);
  const hot = await phase(o.store, o.driver, Array.from({ length: o.buyers }, hotDeparture), o.capacity);
  o.log(`    flash sale: ${o.buyers} buyers over ${o.slots} departures...`);
  const spread = await phase(o.store, o.driver, Array.from({ length: o.buyers }, (_, i) => spreadDeparture(i, o.slots)), o.capacity);
  return { hot, spread, ratio: hot.answersPerSec / spread.answersPerSec };
}
