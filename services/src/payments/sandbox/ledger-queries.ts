import type { CurrencyCode } from '@rihla/events/common';
import type { LedgerDatabase } from './ledger-database.ts';

/** Minor units in the payment's currency. `voided` is the uncaptured remainder a void released. */
export interface LedgerTotals {
  authorized: number;
  captured: number;
  refunded: number;
  voided: number;
}

/** How many times the provider did each thing for one booking: a repeated job must not add to any of them. */
export interface LedgerOperations {
  sessions: number;
  authorizations: number;
  captures: number;
  voids: number;
  refunds: number;
}

export interface LedgerPayment extends LedgerTotals {
  paymentId: string;
  sessionId: string;
  bookingId: string;
  currency: CurrencyCode;
  status: 'authorized' | 'voided';
}

/** Read-only questions tests and audits ask the sandbox's books. */
export interface SandboxLedger {
  payment(paymentId: string): LedgerPayment | null;
  paymentsForBooking(bookingId: string): LedgerPayment[];
  /** Summed over the booking's payments (a booking pays in one currency); zeros when it has none. */
  bookingTotals(bookingId: string): LedgerTotals;
  bookingOperations(bookingId: string): LedgerOperations;
  /** Per currency, since amounts in different currencies cannot be added. */
  overallTotals(): Partial<Record<CurrencyCode, LedgerTotals>>;
  /** Captures that reused an idempotency key plus payments captured beyond their authorization; 0 in a healthy ledger. */
  doubleCaptureCount(): number;
  /** Every broken rule, in words; empty in a healthy ledger. */
  invariantViolations(): string[];
  webhookDeliveries(): { eventId: string; sessionId: string; status: 'pending' | 'delivered' | 'failed'; attempts: number; lastError: string | null }[];
}

interface PaymentRow {
  payment_id: string;
  session_id: string;
  booking_id: string;
  currency: CurrencyCode;
  status: 'authorized' | 'voided';
  authorized: number;
  captured: number;
  refunded: number;
  voided: number;
}

const PAYMENT_TOTALS = `
SELECT p.payment_id, p.session_id, p.booking_id, p.currency, p.status, p.authorized,
  COALESCE((SELECT SUM(amount) FROM captures c WHERE c.payment_id = p.payment_id), 0) AS captured,
  COALESCE((SELECT SUM(amount) FROM refunds r WHERE r.payment_id = p.payment_id), 0) AS refunded,
  COALESCE((SELECT SUM(released) FROM voids v WHERE v.payment_id = p.payment_id), 0) AS voided
FROM payments p`;

const BOOKING_OPERATIONS = `
SELECT
  (SELECT COUNT(*) FROM sessions WHERE booking_id = @bookingId) AS sessions,
  (SELECT COUNT(*) FROM payments WHERE booking_id = @bookingId) AS authorizations,
  (SELECT COUNT(*) FROM captures c JOIN payments p USING (payment_id) WHERE p.booking_id = @bookingId) AS captures,
  (SELECT COUNT(*) FROM voids v JOIN payments p USING (payment_id) WHERE p.booking_id = @bookingId) AS voids,
  (SELECT COUNT(*) FROM refunds r JOIN payments p USING (payment_id) WHERE p.booking_id = @bookingId) AS refunds`;

const toPayment = (r: PaymentRow): LedgerPayment => ({
  paymentId: r.payment_id,
  sessionId: r.session_id,
  bookingId: r.booking_id,
  currency: r.currency,
  status: r.status,
  authorized: r.authorized,
  captured: r.captured,
  refunded: r.refunded,
  voided: r.voided,
});

const zero = (): LedgerTotals => ({ authorized: 0, captured: 0, refunded: 0, voided: 0 });
const add = (a: LedgerTotals, b: LedgerTotals): LedgerTotals => ({
  authorized: a.authorized + b.authorized,
  captured: a.captured + b.captured,
  refunded: a.refunded + b.refunded,
  voided: a.voided + b.voided,
});

export function createLedgerQueries(db: LedgerDatabase): SandboxLedger {
  const allPayments = () => (db.prepare(PAYMENT_TOTALS).all() as PaymentRow[]).map(toPayment);
  const paymentsForBooking = (bookingId: string) => (db.prepare(`${PAYMENT_TOTALS} WHERE p.booking_id = ? ORDER BY p.created_at`).all(bookingId) as PaymentRow[]).map(toPayment);
  const reusedCaptureKeys = () =>
    (db.prepare('SELECT COUNT(*) AS n FROM (SELECT idempotency_key FROM captures GROUP BY idempotency_key HAVING COUNT(*) > 1)').get() as { n: number }).n;

  return {
    payment(paymentId) {
      const row = db.prepare(`${PAYMENT_TOTALS} WHERE p.payment_id = ?`).get(paymentId) as PaymentRow | undefined;
      return row ? toPayment(row) : null;
    },
    paymentsForBooking,
    bookingTotals: (bookingId) => paymentsForBooking(bookingId).reduce<LedgerTotals>(add, zero()),
    bookingOperations: (bookingId) => db.prepare(BOOKING_OPERATIONS).get({ bookingId }) as LedgerOperations,
    overallTotals() {
      const out: Partial<Record<CurrencyCode, LedgerTotals>> = {};
      for (const p of allPayments()) out[p.currency] = add(out[p.currency] ?? zero(), p);
      return out;
    },
    doubleCaptureCount: () => reusedCaptureKeys() + allPayments().filter((p) => p.captured > p.authorized).length,
    invariantViolations() {
      const problems: string[] = [];
      const reused = reusedCaptureKeys();
      if (reused > 0) problems.push(`${reused} capture idempotency key(s) were used for more than one capture`);
      for (const p of allPayments()) {
        if (p.captured > p.authorized) problems.push(`payment ${p.paymentId} captured ${p.captured} of ${p.authorized} authorized`);
        if (p.voided > 0 && p.captured + p.voided > p.authorized) problems.push(`payment ${p.paymentId} captured ${p.captured} and released ${p.voided} of ${p.authorized} authorized`);
        if (p.refunded > p.captured) problems.push(`payment ${p.paymentId} refunded ${p.refunded} of ${p.captured} captured`);
        if (p.status === 'voided' && p.captured + p.voided !== p.authorized) problems.push(`voided payment ${p.paymentId} left ${p.authorized - p.captured - p.voided} neither captured nor released`);
      }
      const orphans = db.prepare("SELECT COUNT(*) AS n FROM payments p JOIN sessions s ON s.session_id = p.session_id WHERE s.status <> 'authorized'").get() as { n: number };
      if (orphans.n > 0) problems.push(`${orphans.n} payment(s) belong to a session that was not authorized`);
      return problems;
    },
    webhookDeliveries: () =>
      (
        db.prepare('SELECT event_id, session_id, status, attempts, last_error FROM webhook_deliveries ORDER BY created_at, event_id').all() as {
          event_id: string;
          session_id: string;
          status: 'pending' | 'delivered' | 'failed';
          attempts: number;
          last_error: string | null;
        }[]
      ).map((r) => ({ eventId: r.event_id, sessionId: r.session_id, status: r.status, attempts: r.attempts, lastError: r.last_error })),
  };
}
