import type { EventStore } from '../platform/eventstore/port.ts';
import { promos } from './promos.ts';

/** Gives back the use of a code a refused checkout redeemed; a booking that never redeemed it changes nothing. */
export async function releasePromoRedemption(store: EventStore, input: { code: string; bookingId: string; now: Date }): Promise<void> {
  const code = input.code.toUpperCase();
  await promos.handle(store, code, { type: 'ReleasePromoRedemption', data: { code, bookingId: input.bookingId, now: input.now.toISOString() } }, { commandId: `release:${input.bookingId}` });
}
