import { returnSeats, SlotRuleError } from '../../../inventory/index.ts';
import { bookings } from '../../bookings.ts';
import type { SagaDeps } from '../saga-deps.ts';
import type { SagaJobOf } from '../saga-jobs.ts';
import { ownEntry } from '../../../platform/own-entry.ts';

/** Gives an item's seats back: a hold is released, booked seats are returned; once per hold. */
export async function releaseSeats(deps: SagaDeps, { bookingId, itemId, holdId, reason }: SagaJobOf<'release-seats'>['data']): Promise<void> {
  const { state } = await bookings.load(deps.store, bookingId);
  if (state.status === 'none') return;
  const item = ownEntry(state.items, itemId);
  if (!item) return;
  try {
    await returnSeats(deps.store, { slot: item.item.slot, holdId, bookingId, quantity: item.item.quantity, reason });
  } catch (err) {
    // A hold that was refused was never written: there is nothing to give back.
    if (err instanceof SlotRuleError && err.code === 'unknownHold') return;
    throw err;
  }
}
