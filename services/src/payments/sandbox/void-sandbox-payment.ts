import { runIdempotent } from './idempotency.ts';
import type { LedgerDatabase } from './ledger-database.ts';
import { balanceOf } from './money-movements.ts';
import { releasedByVoid } from './payment-rules.ts';
import { sandboxId } from './sandbox-session-row.ts';

/** void of the sandbox: releases what is still held on the payment, once per idempotency key. */
export function voidSandboxPayment(db: LedgerDatabase, i: { paymentId: string; idempotencyKey: string }, at: Date): void {
  runIdempotent(db, i.idempotencyKey, 'void', { paymentId: i.paymentId }, at, () => {
    const released = releasedByVoid(balanceOf(db, i.paymentId));
    db.prepare('INSERT INTO voids (void_id, payment_id, released, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)').run(sandboxId('void'), i.paymentId, released, i.idempotencyKey, at.toISOString());
    db.prepare("UPDATE payments SET status = 'voided', voided_at = COALESCE(voided_at, ?) WHERE payment_id = ?").run(at.toISOString(), i.paymentId);
    return null;
  });
}
