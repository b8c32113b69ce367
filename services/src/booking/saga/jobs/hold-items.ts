import { holdSeats } from '../../../inventory/index.ts';
import { bookings } from '../../bookings.ts';
import { claimCheckout } from '../../checkout/claim-checkout.ts';
import { currentRound, holdIdFor, roundItems } from '../../decider/booking-state.ts';
import type { JobRun, SagaDeps } from '../saga-deps.ts';
import type { SagaJobOf } from '../saga-jobs.ts';

/**
 * Holds seats for every item of the round still waiting for them, with an expiry. Hold ids are derived from the
 * booking, item and attempt, so a re-run finds its own holds instead of taking more seats.
 */
export async function holdItems(deps: SagaDeps, { bookingId, round }: SagaJobOf<'hold-items'>['data'], run: JobRun): Promise<void> {
  const loaded = run.loaded ?? (await bookings.load(deps.store, bookingId));
  const { state } = loaded;
  if (state.status !== 'holding' || currentRound(state).round !== round) return;
  const now = deps.clock.now();
  // The checkout's promo and cart are claimed before its first seat: after an api crash this is where it happens.
  if (round === 0) {
    const claim = await claimCheckout(deps.store, { bookingId, cartId: state.checkout.cartId, promoCode: state.checkout.promoCode }, now);
    if (!claim.ok) return;
  }
  const expiresAt = new Date(now.getTime() + deps.settings.holdTtlMs);
  const pending = roundItems(state, currentRound(state)).filter((i) => i.status === 'pending');
  const results = await Promise.all(
    pending.map(async (i) => {
      // A reseller's reservation held the first attempt's seats before the sale: that hold is the item's.
      const holdId = i.attempt === 0 && i.item.heldAs ? i.item.heldAs : holdIdFor(bookingId, i.item.itemId, i.attempt);
      const r = await holdSeats(deps.store, { slot: i.item.slot, capacity: i.item.capacity, timeZone: i.item.timeZone, holdId, bookingId, quantity: i.item.quantity, now, expiresAt });
      return { itemId: i.item.itemId, holdId, result: r };
    }),
  );
  const holds = results.filter((r) => r.result.ok).map((r) => ({ itemId: r.itemId, holdId: r.holdId, expiresAt: expiresAt.toISOString() }));
  const unavailable = results.flatMap((r) =>
    r.result.ok ? [] : [{ itemId: r.itemId, holdId: r.holdId, reason: r.result.remaining === 0 ? 'soldOut' : `only ${r.result.remaining} seats left` }],
  );
  await bookings.handleAt(deps.store, bookingId, loaded, { type: 'RecordHolds', data: { round, holds, unavailable, now: now.toISOString() } }, { commandId: run.jobId, ...(run.metadata ? { metadata: run.metadata } : {}) });
}
