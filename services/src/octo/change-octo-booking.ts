import type { BookingCancellationBody, BookingUpdateBody, ExtendReservationBody } from '@octocloud/types';
import { bookings, BookingRuleError } from '../booking/index.ts';
import { experiences } from '../catalog/index.ts';
import { extendHold, releaseHold, SlotRuleError } from '../inventory/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { isExpired, type OctoBookingCommand, type OctoBookingState } from './octo-booking-decider.ts';
import { decideOctoBooking } from './decide-octo-booking.ts';
import { locateOctoBooking, octoBookings } from './octo-booking-stream.ts';
import { normaliseContact } from './octo-contact.ts';
import { checkPickupPoint } from './octo-pickups.ts';
import { badRequest, invalidBookingUuid, unprocessable } from './octo-error.ts';
import { changesLine, rebookOctoBooking } from './rebook-octo-booking.ts';
import { checkNames, checkRecordable } from './check-octo-input.ts';
import { DEFAULT_EXPIRATION_MINUTES, MAX_EXPIRATION_MINUTES, type Reseller } from './reserve-octo-booking.ts';

async function existing(store: EventStore, reseller: Reseller, uuid: string): Promise<Exclude<OctoBookingState, { status: 'none' }>> {
  const { state } = await octoBookings.load(store, await locateOctoBooking(store, reseller.resellerId, uuid));
  // A state of another reseller is no booking of this one (whatever a stream key once let through).
  if (state.status === 'none' || state.resellerId !== reseller.resellerId) throw invalidBookingUuid(uuid);
  return state;
}

/** POST /bookings/{uuid}/extend: the hold (and the reservation) last `expirationMinutes` from now. */
export async function extendOctoReservation(store: EventStore, reseller: Reseller, uuid: string, body: ExtendReservationBody, now: Date, maxLifeMinutes: number): Promise<OctoBookingState> {
  const state = await existing(store, reseller, uuid);
  const minutes = body.expirationMinutes ?? DEFAULT_EXPIRATION_MINUTES;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_EXPIRATION_MINUTES) throw badRequest(`expirationMinutes must be a whole number from 1 to ${MAX_EXPIRATION_MINUTES}.`);
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  // Extensions do not restart the clock: a reservation holds its seats at most this long from when it was made.
  const lastAllowed = Date.parse(state.reservedAt) + maxLifeMinutes * 60_000;
  if (state.status === 'reserved' && expiresAt.getTime() > lastAllowed) {
    throw unprocessable(`A reservation holds its seats at most ${maxLifeMinutes} minutes in all; booking ${uuid} may be extended to ${new Date(lastAllowed).toISOString()} at the latest. Confirm it or let it go.`);
  }
  const command: OctoBookingCommand = { type: 'ExtendOctoReservation', data: { uuid, expiresAt: expiresAt.toISOString(), now: now.toISOString() } };
  // The seats are kept first, so a recorded extension always has them; a booking that cannot be extended (confirmed,
  // cancelled, expired) is refused by the decider and its hold is left as it is.
  if (state.status === 'reserved' && !isExpired(state, now.toISOString())) {
    try {
      await extendHold(store, { slot: state.slot, holdId: state.holdId, now, expiresAt });
    } catch (err) {
      if (err instanceof SlotRuleError) throw unprocessable(`Booking ${uuid} can no longer be extended: ${err.message}`);
      throw err;
    }
  }
  return (await decideOctoBooking(store, reseller.resellerId, command, `octo-extend:${reseller.resellerId}:${uuid}:${expiresAt.toISOString()}`)).state;
}

/** PATCH /bookings/{uuid}: references, notes and contact; another departure, units or product rebooks a booking on hold. */
export async function updateOctoBooking(store: EventStore, reseller: Reseller, uuid: string, body: BookingUpdateBody & { pickup?: { pointId: string } | null }, now: Date): Promise<OctoBookingState> {
  let state = await existing(store, reseller, uuid);
  const { pickup } = body;
  const contact = body.contact !== undefined ? normaliseContact({ ...state.contact, ...body.contact }) : undefined;
  if (contact) checkNames(contact);
  const changes = {
    ...(body.resellerReference !== undefined ? { resellerReference: body.resellerReference } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
    ...(contact !== undefined ? { contact } : {}),
  };
  checkRecordable({ type: 'OctoBookingUpdated', data: { uuid, ...changes, ...(pickup !== undefined ? { pickup } : {}), updatedAt: now.toISOString() } });
  if (changesLine(state, body)) {
    // The new line's pickup is checked against its option as the line is resolved.
    const moved = await rebookOctoBooking(store, reseller, state, body, now);
    if (moved.status !== 'none') state = moved;
  } else if (pickup !== undefined) {
    const experience = await experiences.state(store, state.productId);
    const option = experience.status === 'none' ? undefined : experience.experience.options.find((o) => o.optionId === state.optionId);
    if (option) checkPickupPoint(option, pickup);
  }
  const command: OctoBookingCommand = {
    type: 'UpdateOctoBooking',
    data: { uuid, ...changes, ...(pickup !== undefined ? { pickup } : {}), now: now.toISOString() },
  };
  return (await decideOctoBooking(store, reseller.resellerId, command)).state;
}

/**
 * POST /bookings/{uuid}/cancel: a reservation gives its seats back; a confirmed booking is cancelled by the engine
 * under the product's policy (refused past the point where the policy allows it), and the refund is recorded.
 */
export async function cancelOctoBooking(store: EventStore, reseller: Reseller, uuid: string, body: BookingCancellationBody, now: Date): Promise<OctoBookingState> {
  const state = await existing(store, reseller, uuid);
  if (state.status === 'cancelled') return state;
  const reason = body.reason ?? null;
  checkRecordable({ type: 'OctoBookingCancelled', data: { uuid, stage: 'reservation', refund: 'FULL', reason, cancelledAt: now.toISOString() } });
  let refund: 'FULL' | 'PARTIAL' | 'NONE' = 'FULL';
  if (state.status === 'reserved') {
    await releaseHold(store, { slot: state.slot, holdId: state.holdId, reason: `reseller ${reseller.resellerId} cancelled reservation ${uuid}` });
  } else {
    const { bookingId, itemId } = state;
    try {
      const { newEvents } = await bookings.handle(store, bookingId, { type: 'RequestCancellation', data: { itemIds: [itemId], now: now.toISOString() } }, { commandId: `octo-cancel:${bookingId}` });
      const requested = newEvents.find((e) => e.type === 'CancellationRequested');
      if (requested?.type === 'CancellationRequested') {
        const { penalty, refundAmount } = requested.data;
        refund = penalty.amount === 0 ? 'FULL' : refundAmount.amount === 0 ? 'NONE' : 'PARTIAL';
      }
    } catch (err) {
      if (err instanceof BookingRuleError) throw unprocessable(err.message);
      throw err;
    }
  }
  return (await decideOctoBooking(store, reseller.resellerId, { type: 'CancelOctoBooking', data: { uuid, reason, refund, now: now.toISOString() } }, `octo-cancel:${reseller.resellerId}:${uuid}`)).state;
}
