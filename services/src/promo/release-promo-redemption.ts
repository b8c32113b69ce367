import { promoEvents, promoStream } from '@rihla/events/promo';
import { handleCommand } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { promoDecider } from './promo-decider.ts';

/** Gives back the use of a code a refused checkout redeemed; a booking that never redeemed it changes nothing. */
export async function releasePromoRedemption(store: EventStore, input: { code: string; bookingId: string; now: Date }): Promise<void> {
  const code = input.code.toUpperCase();
  const streamName = promoStream(code);
  await handleCommand({
    store,
    registry: promoEvents,
    decider: promoDecider,
    streamName,
    command: { type: 'ReleasePromoRedemption', data: { code, bookingId: input.bookingId, now: input.now.toISOString() } },
    commandId: `${streamName}:release:${input.bookingId}`,
    maxAttempts: 100,
  });
}
