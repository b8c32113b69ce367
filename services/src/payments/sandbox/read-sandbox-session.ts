import type { Money } from '@rihla/events/common';
import type { DeclineReason } from '../payment-provider.ts';
import type { LedgerDatabase } from './ledger-database.ts';
import { sessionRowOf, withSessionParam } from './sandbox-session-row.ts';

export type SandboxSessionStatus = 'open' | 'authorized' | 'declined' | 'expired';

export interface SandboxSession {
  sessionId: string;
  bookingId: string;
  amount: Money;
  returnUrl: string;
  customerEmail: string | null;
  /** The merchant's order reference shown to the payer (null on sessions opened without one). */
  reference: string | null;
  locale: 'en' | 'ar' | null;
  status: SandboxSessionStatus;
  declineReason: DeclineReason | null;
  paymentId: string | null;
  createdAt: string;
  expiresAt: string;
}

/** A session as the hosted page shows it: an open one past its expiry reads `expired`. */
export function readSandboxSession(db: LedgerDatabase, sessionId: string, now: Date): SandboxSession | null {
  const s = sessionRowOf(db, sessionId);
  if (!s) return null;
  const expired = s.status === 'open' && now.getTime() >= Date.parse(s.expires_at);
  return {
    sessionId: s.session_id,
    bookingId: s.booking_id,
    amount: { amount: s.amount, currency: s.currency },
    returnUrl: withSessionParam(s.return_url, s.session_id),
    customerEmail: s.customer_email,
    reference: s.reference,
    locale: s.locale,
    status: expired ? 'expired' : s.status,
    declineReason: s.decline_reason,
    paymentId: s.payment_id,
    createdAt: s.created_at,
    expiresAt: s.expires_at,
  };
}
