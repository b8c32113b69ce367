import type { LocalizedText } from '@rihla/events/common';
import type { EventStore } from '../platform/eventstore/port.ts';
import { PromoRuleError } from './promo-decider.ts';
import { promos } from './promos.ts';

export type RedeemPromoResult = { ok: true } | { ok: false; reason: 'unknown' | 'expired' | 'usedUp'; message: string; localized: LocalizedText };

/**
 * Counts one use of a code for a booking, at checkout. The usage limit holds under concurrency because the
 * redemption is appended with the exact revision the count was read at; the same booking redeems once.
 */
export async function redeemPromo(store: EventStore, input: { code: string; bookingId: string; now: Date }): Promise<RedeemPromoResult> {
  const code = input.code.toUpperCase();
  try {
    await promos.handle(store, code, { type: 'RedeemPromo', data: { code, bookingId: input.bookingId, now: input.now.toISOString() } }, { commandId: `redeem:${input.bookingId}` });
    return { ok: true };
  } catch (err) {
    if (err instanceof PromoRuleError) {
      const { reason, message, localized } = err.problem;
      if (reason === 'unknown' || reason === 'expired' || reason === 'usedUp') return { ok: false, reason, message, localized };
    }
    throw err;
  }
}
