import type { Redis } from 'ioredis';
import { readModelKeys } from '../../platform/projection-runner.ts';
import { financeRefundLedgerProjection, type RefundLedgerDoc, type RefundOrderDoc } from './finance-refunds-projection.ts';
import { refundLedgerOf, type RefundLedgerFilter, type RefundLedgerView } from './refund-ledger-of.ts';

/** The refund ledger from the read model. `asOf` judges pending refunds against their 24 h. */
export async function getRefundLedger(redis: Redis, prefix: string, opts: { asOf: Date } & RefundLedgerFilter): Promise<RefundLedgerView> {
  const keys = readModelKeys(prefix, financeRefundLedgerProjection.name);
  const docs = (await redis.hvals(keys.collection('refunds'))).map((v) => JSON.parse(v) as RefundLedgerDoc);
  const bookingIds = [...new Set(docs.map((d) => d.bookingId))];
  const orders = new Map<string, RefundOrderDoc>();
  if (bookingIds.length) {
    const raw = await redis.hmget(keys.collection('orders'), ...bookingIds);
    raw.forEach((o, i) => o !== null && orders.set(bookingIds[i]!, JSON.parse(o) as RefundOrderDoc));
  }
  return refundLedgerOf(docs, orders, opts);
}
