import { randomUUID } from 'node:crypto';
import type { Money } from '@rihla/events/common';
import type { DeclineReason } from '../payment-provider.ts';
import type { LedgerDatabase } from './ledger-database.ts';

/** A session as the ledger's sessions table holds it. */
export interface SessionRow {
  session_id: string;
  booking_id: string;
  amount: number;
  currency: Money['currency'];
  return_url: string;
  customer_email: string | null;
  reference: string | null;
  locale: 'en' | 'ar' | null;
  status: 'open' | 'authorized' | 'declined';
  decline_reason: DeclineReason | null;
  payment_id: string | null;
  created_at: string;
  expires_at: string;
}

/** The session's row, or undefined. */
export const sessionRowOf = (db: LedgerDatabase, sessionId: string) => db.prepare('SELECT * FROM sessions WHERE session_id = ?').get(sessionId) as SessionRow | undefined;

/** A new id of the sandbox's kind, e.g. `pay_…`, `cs_…`. */
export const sandboxId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '')}`;


export function withSessionParam(returnUrl: string, sessionId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('session', sessionId);
  return url.toString();
}

