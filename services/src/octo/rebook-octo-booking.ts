import type { BookingUnitItem } from '@octocloud/types';
import { experiences } from '../catalog/index.ts';
import { holdSeats, releaseHold } from '../inventory/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { decideOctoBooking } from './decide-octo-booking.ts';
import type { OctoBookingState } from './octo-booking-decider.ts';
import { checkSeatsOnHold, holdRefused, resellerHolder } from './reseller-caps.ts';
import { checkRecordable } from './check-octo-input.ts';
import { resolveOctoLine, type Reseller } from './reserve-octo-booking.ts';
import { randomUUID } from 'node:crypto';

type Existing = Exclude<OctoBookingState, { status: 'none' }>;

/** What a reseller may change of a booking's line (OCTO's PATCH, or the units a confirmation sends). */
export interface LineChange {
  productId?: string | undefined;
  optionId?: string | undefined;
  availabilityId?: string | undefined;
  unitItems?: BookingUnitItem[] | undefined;
  /** A new pickup (null: none); absent: the booking's own on the same option, none on another. */
  pickup?: { pointId: string } | null | undefined;
}

const unitIds = (units: readonly { unitId: string }[]) => JSON.stringify(units.map((u) => u.unitId).sort());

/** True when the change names another product, option, departure or units than the booking has. */
export const changesLine = (state: Existing, c: LineChange): boolean =>
  (c.productId !== undefined && c.productId !== state.productId) ||
  (c.optionId !== undefined && c.optionId !== state.optionId) ||
  (c.availabilityId !== undefined && c.availabilityId !== state.availabilityId) ||
  (c.unitItems !== undefined && unitIds(c.unitItems) !== unitIds(state.unitItems));

/**
 * Moves a booking on hold to another product, option, departure or units: the new seats are held first (on the same
 * departure, in the same append that gives the old ones back), the move is recorded, then the earlier hold is given
 * back. A departure without the seats refuses it and changes nothing; a crash in between leaves the booking holding
 * its old seats or its new ones (never neither), and a retry finishes the move.
 */
export async function rebookOctoBooking(store: EventStore, reseller: Reseller, state: Existing, change: LineChange, now: Date): Promise<OctoBookingState> {
  const productId = change.productId ?? state.productId;
  const optionId = change.optionId ?? state.optionId;
  const availabilityId = change.availabilityId ?? state.availabilityId;
  const unitItems = change.unitItems ?? state.unitItems;
  // The pickup point goes along on the same option; another option has points of its own (book without pickup).
  const pickup = change.pickup !== undefined ? change.pickup : productId === state.productId && optionId === state.optionId ? (state.pickup ?? null) : null;
  const line = resolveOctoLine(await experiences.state(store, productId), { productId, optionId, availabilityId, unitItems, pickup }, now);
  const slot = { experienceId: line.experienceId, optionId: line.optionId, date: line.date, startTime: line.startTime };
  const holdId = `${state.bookingId}-${state.itemId}-r${state.status === 'reserved' ? state.earlierHolds.length + 1 : 0}`;
  const command = {
    type: 'RebookOctoBooking' as const,
    data: {
      uuid: state.uuid,
      productId,
      optionId,
      availabilityId,
      slot,
      timeZone: line.timeZone,
      capacity: line.capacity,
      unitItems: unitItems.map((u) => ({ uuid: u.uuid ?? randomUUID(), unitId: u.unitId })),
      quantity: line.quantity,
      total: line.lineTotal,
      pickup,
      holdId,
      now: now.toISOString(),
    },
  };
  const { now: rebookedAt, ...moved } = command.data;
  checkRecordable({ type: 'OctoBookingRebooked', data: { ...moved, previous: { slot: state.slot, holdId: state.holdId }, rebookedAt } });
  // Only a booking on hold moves; the decider says why another cannot before any seat is touched.
  if (state.status !== 'reserved' || Date.parse(state.expiresAt) <= now.getTime()) return (await decideOctoBooking(store, reseller.resellerId, command)).state;
  const sameSlot = JSON.stringify(slot) === JSON.stringify(state.slot);
  await checkSeatsOnHold(reseller, line.quantity, state.quantity);
  const held = await holdSeats(store, {
    slot,
    capacity: line.capacity,
    timeZone: line.timeZone,
    holdId,
    bookingId: state.bookingId,
    quantity: line.quantity,
    now,
    expiresAt: new Date(state.expiresAt),
    ...(sameSlot ? { replacing: state.holdId } : {}),
    holder: resellerHolder(reseller, line.capacity),
  });
  if (!held.ok) throw holdRefused(held, reseller, line.capacity, line.quantity);
  const decided = await decideOctoBooking(store, reseller.resellerId, command, `octo-rebook:${reseller.resellerId}:${state.uuid}:${holdId}`);
  if (decided.state.status === 'reserved') {
    for (const earlier of decided.state.earlierHolds) await releaseHold(store, { ...earlier, reason: `reseller ${reseller.resellerId} rebooked ${state.uuid}` });
  }
  return decided.state;
}
