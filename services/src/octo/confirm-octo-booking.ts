import type { BookingConfirmationBody } from '@octocloud/types';
import type { BookingWatch } from '../booking/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { completeOctoSale, isSettledOrWaiting } from './complete-octo-sale.ts';
import { decideOctoBooking } from './decide-octo-booking.ts';
import { isExpired, type OctoBookingState } from './octo-booking-decider.ts';
import { locateOctoBooking, octoBookings } from './octo-booking-stream.ts';
import { normaliseContact } from './octo-contact.ts';
import { invalidBookingUuid, unprocessable } from './octo-error.ts';
import { buyerOf } from './buyer-of.ts';
import { keepHeldForSale } from './keep-held-for-sale.ts';
import type { Reseller } from './reserve-octo-booking.ts';
import { changesLine, rebookOctoBooking } from './rebook-octo-booking.ts';
import { checkNames, checkRecordable } from './check-octo-input.ts';

export interface ConfirmDeps {
  store: EventStore;
  watch: BookingWatch;
  /** How long a confirmed booking's seats stay held while the saga books them (the engine's hold time). */
  holdTtlMs: number;
  /** How long the answer waits for the supplier's instant confirmation before answering with the booking as it is. */
  waitMs: number;
}

/**
 * POST /bookings/{uuid}/confirm: OCTO records the confirmation on the reseller's booking first, then sells the
 * reserved line through booking's one sale use case (the saga's hold step finds the reservation's hold, so no second
 * seat is taken). Each step is idempotent on the uuid: a retry, or the worker's sale completer after a crash, finishes
 * what a confirmation started. On-request products stay ON_HOLD until their supplier answers.
 */
export async function confirmOctoBooking(deps: ConfirmDeps, reseller: Reseller, uuid: string, body: BookingConfirmationBody, now: Date): Promise<OctoBookingState> {
  const { store } = deps;
  const loaded = await octoBookings.load(store, await locateOctoBooking(store, reseller.resellerId, uuid));
  if (loaded.state.status === 'none' || loaded.state.resellerId !== reseller.resellerId) throw invalidBookingUuid(uuid);
  let state: Exclude<OctoBookingState, { status: 'none' }> = loaded.state;
  const contact = normaliseContact({ ...state.contact, ...body.contact });
  const resellerReference = body.resellerReference ?? state.resellerReference;
  // What the sale needs from the request, and what the confirmation records, is checked before anything changes.
  checkNames(contact);
  checkRecordable({ type: 'OctoBookingConfirmed', data: { uuid, contact, resellerReference, confirmedAt: now.toISOString() } });
  buyerOf(state.status === 'confirmed' ? state.contact : contact);
  // Units sent with the confirmation are what is booked: a booking on hold moves to them first (or is refused, unchanged).
  if (body.unitItems !== undefined && changesLine(state, { unitItems: body.unitItems })) {
    const moved = await rebookOctoBooking(store, reseller, state, { unitItems: body.unitItems }, now);
    if (moved.status !== 'none') state = moved;
  }
  // The reservation's seats are kept for the saga's hold time before the confirmation is recorded, so a recorded
  // confirmation always has its seats held (keeping a hold longer takes nothing from anyone).
  if (state.status === 'reserved' && !isExpired(state, now.toISOString())) {
    if (!(await keepHeldForSale(store, state, now, deps.holdTtlMs))) throw unprocessable(`Booking ${uuid} can no longer be confirmed: its seats are no longer held.`);
  }
  const decided = await decideOctoBooking(store, reseller.resellerId, { type: 'ConfirmOctoBooking', data: { uuid, contact, resellerReference, now: now.toISOString() } }, `octo-confirm:${reseller.resellerId}:${uuid}`);
  await completeOctoSale({ store, holdTtlMs: deps.holdTtlMs }, reseller.name, decided.state, now);
  if (decided.state.status !== 'none') await deps.watch.waitFor(decided.state.bookingId, isSettledOrWaiting, deps.waitMs);
  return decided.state;
}
