import type { Money } from '@rihla/events/common';
import { PaymentProviderError } from '../payment-provider.ts';
import { runIdempotent } from './idempotency.ts';
import type { LedgerDatabase } from './ledger-database.ts';
import { checkCapture, checkRefund, type PaymentBalance } from './payment-rules.ts';
import { sandboxId } from './sandbox-session-row.ts';
import { SANDBOX_CAPABILITIES, type SandboxPaymentMethod } from './test-cards.ts';

/** The two ways money moves on an authorized payment, each in its own ledger table (ledger-database.ts). */
export type MoneyMovement = 'capture' | 'refund';
const MOVEMENTS: Record<MoneyMovement, { table: string; idColumn: string; idPrefix: string; check: (balance: PaymentBalance, amount: Money) => void }> = {
  capture: { table: 'captures', idColumn: 'capture_id', idPrefix: 'cap', check: checkCapture },
  refund: { table: 'refunds', idColumn: 'refund_id', idPrefix: 're', check: checkRefund },
};

/** A payment's balance: authorized, captured and refunded so far, and whether it may be captured in parts. */
export function balanceOf(db: LedgerDatabase, paymentId: string): PaymentBalance {
  const row = db
    .prepare(
      `SELECT p.payment_id, p.currency, p.status, p.authorized, p.method,
         COALESCE((SELECT SUM(amount) FROM captures c WHERE c.payment_id = p.payment_id), 0) AS captured,
         COALESCE((SELECT SUM(amount) FROM refunds r WHERE r.payment_id = p.payment_id), 0) AS refunded
       FROM payments p WHERE p.payment_id = ?`,
    )
    .get(paymentId) as
    | { payment_id: string; currency: string; status: 'authorized' | 'voided'; authorized: number; method: SandboxPaymentMethod; captured: number; refunded: number }
    | undefined;
  if (!row) throw new PaymentProviderError('payment_not_found', `There is no payment ${paymentId}.`);
  const caps = SANDBOX_CAPABILITIES[row.method];
  return {
    status: row.status,
    paymentId: row.payment_id,
    currency: row.currency,
    authorized: row.authorized,
    captured: row.captured,
    refunded: row.refunded,
    wholeCaptureOnly: !caps.canHold || !caps.partialCapture,
  };
}

/**
 * A capture or a refund: checked against the payment's balance, then recorded once per idempotency key; a replay
 * of the key answers what the first call answered.
 */
export function recordMovement<R>(db: LedgerDatabase, at: Date, operation: MoneyMovement, i: { paymentId: string; amount: Money; idempotencyKey: string }, answer: (movementId: string) => R): R {
  const { table, idColumn, idPrefix, check } = MOVEMENTS[operation];
  const request = { paymentId: i.paymentId, amount: { amount: i.amount.amount, currency: i.amount.currency } };
  return runIdempotent(db, i.idempotencyKey, operation, request, at, () => {
    check(balanceOf(db, i.paymentId), i.amount);
    const movementId = sandboxId(idPrefix);
    db.prepare(`INSERT INTO ${table} (${idColumn}, payment_id, amount, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)`).run(
      movementId,
      i.paymentId,
      i.amount.amount,
      i.idempotencyKey,
      at.toISOString(),
    );
    return answer(movementId);
  });
}
