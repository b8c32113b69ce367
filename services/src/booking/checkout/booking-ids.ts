import { hash } from 'node:crypto';
import { readableCode } from '../../platform/readable-code.ts';

/**
 * Ids of a checkout, all derived from its Idempotency-Key within the caller's scope: the same caller's same key
 * always names the same booking, so a double submit finds the first one instead of starting a second. The key is
 * scoped to the signed-in account (guests share one scope, where the unguessable cart id is the capability), so
 * someone else replaying an account's key names another booking, which their checkout then refuses, and never
 * answers with the account's. The order id (RH-XXXXXX) is what people read.
 */
export function checkoutIds(idempotencyKey: string, customerId: string | null = null): { bookingId: string; orderId: string; purchaseId: string } {
  const scoped = customerId === null ? idempotencyKey : `customer:${customerId}:${idempotencyKey}`;
  return idsOfHash(hash('sha256', `checkout:${scoped}`, 'hex'));
}

/** The booking, order and purchase ids a sale's SHA-256 (hex) names. */
export function idsOfHash(h: string): { bookingId: string; orderId: string; purchaseId: string } {
  return { bookingId: `bk${h.slice(0, 24)}`, orderId: `RH-${readableCode(h.slice(24, 40), 6)}`, purchaseId: `PU-${readableCode(h.slice(40, 64), 10)}` };
}

