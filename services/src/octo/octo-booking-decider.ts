import type { OctoBookingEvent, OctoContact } from '@rihla/events/octo';
import type { Decider } from '../platform/command-handling/decider.ts';
import { unreachable } from '../platform/unreachable.ts';
import { RuleError } from '../platform/rule-error.ts';

type Reserved = Extract<OctoBookingEvent, { type: 'OctoBookingReserved' }>['data'];
export type Rebooked = Extract<OctoBookingEvent, { type: 'OctoBookingRebooked' }>['data'];

interface Reservation extends Reserved {
  updatedAt: string;
  /** Holds of earlier departures or units, given back after each rebooking (a retry gives them back again). */
  earlierHolds: Rebooked['previous'][];
}

/**
 * A reseller's booking: a reservation (seats held until expiresAt) that is confirmed into an engine booking, or
 * cancelled / left to expire. Expiry is not an event: a reservation past expiresAt is expired for every decision.
 */
export type OctoBookingState =
  | { status: 'none' }
  | ({ status: 'reserved' } & Reservation)
  | ({ status: 'confirmed'; confirmedAt: string } & Reservation)
  | ({ status: 'cancelled'; cancelledAt: string; reason: string | null; refund: 'FULL' | 'PARTIAL' | 'NONE'; stage: 'reservation' | 'booking'; confirmedAt: string | null } & Reservation);

export type OctoBookingCommand =
  | { type: 'ReserveOctoBooking'; data: Reserved }
  /** Another departure, units or product for a reservation, whose seats are already held under `holdId`. */
  | { type: 'RebookOctoBooking'; data: Omit<Rebooked, 'previous' | 'rebookedAt'> & { now: string } }
  | { type: 'ExtendOctoReservation'; data: { uuid: string; expiresAt: string; now: string } }
  | { type: 'UpdateOctoBooking'; data: { uuid: string; resellerReference?: string | null; notes?: string | null; contact?: OctoContact; pickup?: { pointId: string } | null; now: string } }
  | { type: 'ConfirmOctoBooking'; data: { uuid: string; contact: OctoContact; resellerReference: string | null; now: string } }
  /** refund: what the engine's cancellation gave back, for a confirmed booking (a reservation always gets FULL). */
  | { type: 'CancelOctoBooking'; data: { uuid: string; reason: string | null; refund: 'FULL' | 'PARTIAL' | 'NONE'; now: string } };

export type OctoRuleCode = 'unknownBooking' | 'uuidReused' | 'expired' | 'cancelled' | 'confirmed';

export class OctoRuleError extends RuleError<OctoRuleCode> {
  override readonly name = 'OctoRuleError';
}

/** The reservation's hold has run out (and nothing confirmed it in time). */
export const isExpired = (state: OctoBookingState, now: string): boolean => state.status === 'reserved' && Date.parse(state.expiresAt) <= Date.parse(now);

function evolve(state: OctoBookingState, event: OctoBookingEvent): OctoBookingState {
  switch (event.type) {
    case 'OctoBookingReserved':
      return { status: 'reserved', ...event.data, updatedAt: event.data.reservedAt, earlierHolds: [] };
    case 'OctoBookingRebooked': {
      if (state.status !== 'reserved') return state;
      const { previous, rebookedAt, ...line } = event.data;
      return { ...state, ...line, updatedAt: rebookedAt, earlierHolds: [...state.earlierHolds, previous] };
    }
    case 'OctoBookingExtended':
      return state.status === 'reserved' ? { ...state, expiresAt: event.data.expiresAt, updatedAt: event.data.extendedAt } : state;
    case 'OctoBookingUpdated': {
      if (state.status === 'none') return state;
      const { resellerReference, notes, contact, pickup, updatedAt } = event.data;
      return {
        ...state,
        ...(resellerReference !== undefined ? { resellerReference } : {}),
        ...(notes !== undefined ? { notes } : {}),
        ...(contact !== undefined ? { contact } : {}),
        ...(pickup !== undefined ? { pickup } : {}),
        updatedAt,
      };
    }
    case 'OctoBookingConfirmed':
      if (state.status !== 'reserved') return state;
      return { ...state, status: 'confirmed', contact: event.data.contact, resellerReference: event.data.resellerReference, confirmedAt: event.data.confirmedAt, updatedAt: event.data.confirmedAt };
    case 'OctoBookingCancelled': {
      if (state.status !== 'reserved' && state.status !== 'confirmed') return state;
      const confirmedAt = state.status === 'confirmed' ? state.confirmedAt : null;
      const { cancelledAt, reason, refund, stage } = event.data;
      return { ...state, status: 'cancelled', cancelledAt, reason, refund, stage, confirmedAt, updatedAt: cancelledAt };
    }
    default:
      return unreachable(event);
  }
}

const sameRequest = (a: Reserved, b: Reserved) =>
  a.productId === b.productId &&
  a.optionId === b.optionId &&
  a.availabilityId === b.availabilityId &&
  JSON.stringify(a.unitItems.map((u) => u.unitId).sort()) === JSON.stringify(b.unitItems.map((u) => u.unitId).sort());

function reservation(state: OctoBookingState, uuid: string): Exclude<OctoBookingState, { status: 'none' }> {
  if (state.status === 'none') throw new OctoRuleError('unknownBooking', `There is no booking ${uuid}.`);
  return state;
}

function decide(command: OctoBookingCommand, state: OctoBookingState): OctoBookingEvent[] {
  switch (command.type) {
    case 'ReserveOctoBooking': {
      if (state.status === 'none') return [{ type: 'OctoBookingReserved', data: command.data }];
      // The reseller's uuid makes a retried reservation answer the first one; another request under it is a mistake.
      if (sameRequest(state, command.data)) return [];
      throw new OctoRuleError('uuidReused', `The uuid ${command.data.uuid} already names a booking for another product, option, availability or units.`);
    }
    case 'RebookOctoBooking': {
      const r = reservation(state, command.data.uuid);
      if (r.status === 'confirmed') throw new OctoRuleError('confirmed', `Booking ${r.uuid} is confirmed; it keeps its product, departure and units (cancel it under its policy and book again).`);
      if (r.status === 'cancelled') throw new OctoRuleError('cancelled', `Booking ${r.uuid} was cancelled.`);
      if (isExpired(r, command.data.now)) throw new OctoRuleError('expired', `Booking ${r.uuid} expired at ${r.expiresAt}; reserve again.`);
      const { now, ...line } = command.data;
      // The same rebooking again (a retry) is already done.
      if (line.holdId === r.holdId) return [];
      return [{ type: 'OctoBookingRebooked', data: { ...line, previous: { slot: r.slot, holdId: r.holdId }, rebookedAt: now } }];
    }
    case 'ExtendOctoReservation': {
      const r = reservation(state, command.data.uuid);
      if (r.status === 'confirmed') throw new OctoRuleError('confirmed', `Booking ${r.uuid} is confirmed; only a booking on hold can be extended.`);
      if (r.status === 'cancelled') throw new OctoRuleError('cancelled', `Booking ${r.uuid} was cancelled.`);
      if (isExpired(r, command.data.now)) throw new OctoRuleError('expired', `Booking ${r.uuid} expired at ${r.expiresAt}.`);
      if (Date.parse(command.data.expiresAt) <= Date.parse(r.expiresAt)) return [];
      return [{ type: 'OctoBookingExtended', data: { uuid: r.uuid, expiresAt: command.data.expiresAt, extendedAt: command.data.now } }];
    }
    case 'UpdateOctoBooking': {
      const r = reservation(state, command.data.uuid);
      if (r.status === 'cancelled') throw new OctoRuleError('cancelled', `Booking ${r.uuid} was cancelled and can no longer change.`);
      const { resellerReference, notes, contact, pickup, now } = command.data;
      const movesPickup = pickup !== undefined && (pickup?.pointId ?? null) !== (r.pickup?.pointId ?? null);
      // The pickup went to the supplier with the confirmed sale (its manifest, the guest's tickets): it is fixed then.
      if (movesPickup && r.status === 'confirmed') {
        throw new OctoRuleError('confirmed', `Booking ${r.uuid} is confirmed; its pickup was sent to the supplier with it and no longer changes (cancel it under its policy and book again).`);
      }
      if (movesPickup && isExpired(r, now)) throw new OctoRuleError('expired', `Booking ${r.uuid} expired at ${r.expiresAt}; reserve again.`);
      const changes = {
        ...(resellerReference !== undefined && resellerReference !== r.resellerReference ? { resellerReference } : {}),
        ...(notes !== undefined && notes !== r.notes ? { notes } : {}),
        ...(contact !== undefined && JSON.stringify(contact) !== JSON.stringify(r.contact) ? { contact } : {}),
        ...(movesPickup ? { pickup } : {}),
      };
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'OctoBookingUpdated', data: { uuid: r.uuid, ...changes, updatedAt: now } }];
    }
    case 'ConfirmOctoBooking': {
      const r = reservation(state, command.data.uuid);
      if (r.status === 'confirmed') return [];
      if (r.status === 'cancelled') throw new OctoRuleError('cancelled', `Booking ${r.uuid} was cancelled.`);
      if (isExpired(r, command.data.now)) throw new OctoRuleError('expired', `Booking ${r.uuid} expired at ${r.expiresAt}; reserve again.`);
      return [{ type: 'OctoBookingConfirmed', data: { uuid: r.uuid, contact: command.data.contact, resellerReference: command.data.resellerReference, confirmedAt: command.data.now } }];
    }
    case 'CancelOctoBooking': {
      const r = reservation(state, command.data.uuid);
      if (r.status === 'cancelled') return [];
      const { reason, now } = command.data;
      const stage = r.status === 'confirmed' ? 'booking' : 'reservation';
      return [{ type: 'OctoBookingCancelled', data: { uuid: r.uuid, stage, refund: stage === 'reservation' ? 'FULL' : command.data.refund, reason, cancelledAt: now } }];
    }
    default:
      return unreachable(command);
  }
}

export const octoBookingDecider: Decider<OctoBookingCommand, OctoBookingEvent, OctoBookingState> = { initialState: () => ({ status: 'none' }), evolve, decide };
