import { REFUND_WINDOW_MS } from '@rihla/events/booking';
import type { Money } from '@rihla/events/common';
import type { RefundLedgerDoc, RefundOrderDoc } from './finance-refunds-projection.ts';

export type RefundLedgerEntry = RefundLedgerDoc & {
  order: RefundOrderDoc | null;
  status: 'pending' | 'issued';
  /** Issued after its 24 h, or still pending past them at `asOf`. */
  overdue: boolean;
};

/** Per currency, over the refunds the ledger shows (after its filter). */
export interface RefundTotals {
  currency: Money['currency'];
  count: number;
  requested: number;
  issued: number;
  pending: number;
  issuedCount: number;
  pendingCount: number;
  issuedWithinWindow: number;
  issuedLate: number;
  pendingOverdue: number;
  /** Outside the 24 h promise: issued late or pending past it (issuedLate + pendingOverdue). */
  outsideWindow: number;
  /** Watchdog alarms raised. */
  overdueRaised: number;
  maxDurationMs: number | null;
}

export interface RefundLedgerView {
  refunds: RefundLedgerEntry[];
  totals: RefundTotals[];
}

/** Which refunds to show: request day bounds (YYYY-MM-DD, UTC, inclusive), status, inside or outside the 24 h. */
export interface RefundLedgerFilter {
  from?: string;
  to?: string;
  status?: 'pending' | 'issued';
  window?: 'within' | 'outside';
}

const ms = (iso: string) => Date.parse(iso);

/**
 * The refund ledger finance reads, from refunds and their orders: the api (from the read model), the audit command
 * (from the event log) and the finance screen (through the api) all show these rows and these totals.
 */
export function refundLedgerOf(docs: Iterable<RefundLedgerDoc>, orders: ReadonlyMap<string, RefundOrderDoc>, opts: { asOf: Date } & RefundLedgerFilter): RefundLedgerView {
  const now = opts.asOf.getTime();
  const fromMs = opts.from ? ms(`${opts.from}T00:00:00Z`) : -Infinity;
  const toMs = opts.to ? ms(`${opts.to}T00:00:00Z`) + 86_400_000 : Infinity;
  const refunds: RefundLedgerEntry[] = [...docs]
    .filter((d) => ms(d.requestedAt) >= fromMs && ms(d.requestedAt) < toMs)
    .map((d) => ({
      ...d,
      order: orders.get(d.bookingId) ?? null,
      status: d.issuedAt === null ? ('pending' as const) : ('issued' as const),
      overdue: d.withinWindow === null ? now - ms(d.requestedAt) > REFUND_WINDOW_MS : !d.withinWindow,
    }))
    .filter((r) => (!opts.status || r.status === opts.status) && (!opts.window || r.overdue === (opts.window === 'outside')))
    .sort((a, b) => (a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : a.refundId < b.refundId ? -1 : 1));

  const totals = new Map<string, RefundTotals>();
  for (const r of refunds) {
    const currency = r.amount.currency;
    const t = totals.get(currency) ?? {
      currency,
      count: 0,
      requested: 0,
      issued: 0,
      pending: 0,
      issuedCount: 0,
      pendingCount: 0,
      issuedWithinWindow: 0,
      issuedLate: 0,
      pendingOverdue: 0,
      outsideWindow: 0,
      overdueRaised: 0,
      maxDurationMs: null,
    };
    t.count += 1;
    t.requested += r.amount.amount;
    if (r.overdueRaisedAt) t.overdueRaised += 1;
    if (r.overdue) t.outsideWindow += 1;
    if (r.status === 'issued') {
      t.issuedCount += 1;
      t.issued += r.issuedAmount?.amount ?? 0;
      if (r.withinWindow) t.issuedWithinWindow += 1;
      else t.issuedLate += 1;
      t.maxDurationMs = Math.max(t.maxDurationMs ?? 0, r.durationMs ?? 0);
    } else {
      t.pendingCount += 1;
      t.pending += r.amount.amount;
      if (r.overdue) t.pendingOverdue += 1;
    }
    totals.set(currency, t);
  }
  return { refunds, totals: [...totals.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1)) };
}
