import { isOnOwnOrigin } from '../../platform/http/own-origins.ts';
import { PaymentProviderError, type PaymentProvider } from '../payment-provider.ts';
import type { LedgerDatabase } from './ledger-database.ts';
import { sandboxId } from './sandbox-session-row.ts';

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Checks a request to open a session (a booking, a positive whole amount, an http(s) return url on the merchant's
 * origins when they are given) and records the open session, expiring `ttlMs` after `at`: its id.
 */
export function insertSession(db: LedgerDatabase, i: Parameters<PaymentProvider['openSession']>[0], at: Date, o: { ttlMs: number; returnOrigins?: readonly string[] }): string {
  if (!i.bookingId) throw new PaymentProviderError('invalid_request', 'A payment session needs the booking id it pays for.');
  if (!Number.isSafeInteger(i.amount.amount) || i.amount.amount <= 0) {
    throw new PaymentProviderError('invalid_request', `A payment session needs a positive whole amount in minor units; got ${i.amount.amount}.`);
  }
  if (!isHttpUrl(i.returnUrl)) throw new PaymentProviderError('invalid_request', `The return url "${i.returnUrl}" is not an http(s) url.`);
  if (o.returnOrigins && !isOnOwnOrigin(i.returnUrl, o.returnOrigins)) {
    throw new PaymentProviderError('invalid_request', `The return url "${i.returnUrl}" is not on one of the merchant's origins.`);
  }
  const sessionId = sandboxId('cs');
  db.prepare(
    "INSERT INTO sessions (session_id, booking_id, amount, currency, return_url, customer_email, reference, locale, status, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)",
  ).run(
    sessionId,
    i.bookingId,
    i.amount.amount,
    i.amount.currency,
    i.returnUrl,
    i.customerEmail ?? null,
    i.reference ?? null,
    i.locale ?? null,
    at.toISOString(),
    new Date(at.getTime() + o.ttlMs).toISOString(),
  );
  return sessionId;
}
