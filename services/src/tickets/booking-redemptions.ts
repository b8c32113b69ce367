import type { Redis } from 'ioredis';
import { readCheckpoint } from '../platform/projection-runner.ts';
import { manifestProjection, readManifestBooking } from './manifest-projection.ts';

export interface BookingRedemptions {
  /** Every ticket of the booking's confirmed items, with when it was checked in (null: not yet). */
  tickets: { ticketRef: string; itemId: string; state: 'notYet' | 'checkedIn' | 'noShow'; redeemedAt: string | null }[];
  /** When the first ticket was checked in; null while none is. */
  firstRedeemedAt: string | null;
  /** When the last ticket was checked in, once every ticket is (OCTO's REDEEMED); null before. */
  allRedeemedAt: string | null;
}

/**
 * Check-in as other modules read it (OCTO reports a booking REDEEMED with its redemption time): from the manifest
 * read model, so a redemption shows within the projector's lag. Null for a booking the read model does not know.
 */
export async function bookingRedemptions(redis: Redis, prefix: string, bookingId: string): Promise<BookingRedemptions | null> {
  const doc = await readManifestBooking(redis, prefix, bookingId);
  if (!doc) return null;
  const tickets = Object.values(doc.items)
    .filter((i) => i.status === 'confirmed')
    .flatMap((i) => i.tickets.map((t) => ({ ticketRef: t.ticketRef, itemId: i.itemId, state: t.state, redeemedAt: t.state === 'checkedIn' ? t.at : null })));
  const times = tickets.map((t) => t.redeemedAt).filter((at): at is string => at !== null).sort();
  return {
    tickets,
    firstRedeemedAt: times[0] ?? null,
    allRedeemedAt: tickets.length > 0 && times.length === tickets.length ? times[times.length - 1]! : null,
  };
}

/** True once the check-ins read model has handled the log up to `position` (a TicketRedeemed there shows in bookingRedemptions). */
export async function redemptionsReadUpTo(redis: Redis, prefix: string, position: number): Promise<boolean> {
  return (await readCheckpoint(redis, prefix, manifestProjection.name)) >= position;
}
