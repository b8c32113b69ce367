import { bookings, resellerSaleIds, sell } from '../booking/index.ts';
import { releaseHold } from '../inventory/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { decideOctoBooking } from './decide-octo-booking.ts';
import { buyerOf } from './buyer-of.ts';
import type { OctoBookingState } from './octo-booking-decider.ts';
import { unprocessable } from './octo-error.ts';
import { ITEM_UNIT_ID } from './octo-units.ts';
import { keepHeldForSale } from './keep-held-for-sale.ts';

type Existing = Exclude<OctoBookingState, { status: 'none' }>;

/** The reserved line as booking sells it: items for a per-item option, else travellers per unit. */
function lineOf(state: Existing) {
  const units = state.unitItems.map((u) => u.unitId);
  const count = (unit: string) => units.filter((u) => u === unit).length;
  const { experienceId, optionId, date, startTime } = state.slot;
  const heldAs = state.holdId;
  const pickup = state.pickup ?? null;
  return units.every((u) => u === ITEM_UNIT_ID)
    ? { experienceId, optionId, date, startTime, heldAs, pickup, quantity: units.length }
    : { experienceId, optionId, date, startTime, heldAs, pickup, participants: { adult: count('adult'), child: count('child'), infant: count('infant') } };
}

/** A booking the engine's saga has an answer for (or is waiting on its supplier for). */
export const isSettledOrWaiting = (s: { status: string }): boolean => s.status === 'confirmed' || s.status === 'partiallyConfirmed' || s.status === 'failed' || s.status === 'onHold';

/**
 * The second half of a confirmation: a confirmed reseller booking becomes an engine booking through booking's one sale
 * use case. Idempotent (the sale is keyed by reseller and uuid), so the confirm request, its retry and the worker's
 * sale completer after a crash all reach the same one booking.
 */
export async function completeOctoSale(deps: { store: EventStore; holdTtlMs: number }, resellerName: string, state: OctoBookingState, now: Date): Promise<void> {
  if (state.status !== 'confirmed') return;
  const { store } = deps;
  if ((await bookings.load(store, state.bookingId)).state.status !== 'none') return;
  const saleKey = state.saleKey ?? state.uuid;
  if (resellerSaleIds(state.resellerId, saleKey).bookingId !== state.bookingId) {
    throw unprocessable(`Booking ${state.uuid} was reserved before an upgrade changed how reseller bookings are named; cancel it and reserve again.`);
  }
  // After a crash between the confirmation and the sale the hold may need keeping again; gone, the saga holds afresh.
  await keepHeldForSale(store, state, now, deps.holdTtlMs);
  const sold = await sell(
    store,
    {
      channel: 'reseller',
      reseller: { resellerId: state.resellerId, name: resellerName, reference: state.resellerReference },
      saleKey,
      line: lineOf(state),
      buyer: buyerOf(state.contact),
      locale: state.contact.locales.some((l) => l.toLowerCase().startsWith('ar')) ? 'ar' : 'en',
    },
    now,
  );
  if (sold.kind === 'started') return;
  // The catalog no longer sells the line (departed, withdrawn): the confirmation is taken back, whole, before answering.
  const why = `The sale was refused: ${sold.kind === 'refused' ? sold.detail.en : 'this product can no longer be booked.'}`;
  await releaseHold(store, { slot: state.slot, holdId: state.holdId, reason: `reseller ${state.resellerId} booking ${state.uuid}: ${why}` });
  await decideOctoBooking(store, state.resellerId, { type: 'CancelOctoBooking', data: { uuid: state.uuid, reason: why.slice(0, 500), refund: 'FULL', now: now.toISOString() } }, `octo-sale-refused:${state.resellerId}:${state.uuid}`);
  throw unprocessable(why);
}
