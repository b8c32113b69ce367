import { bookingEvents, type BookingEvent } from '@rihla/events/booking';
import type { EventStore, RecordedEvent } from '../platform/eventstore/port.ts';
import { evolveRefund, refundOrderOf, type RefundLedgerDoc, type RefundOrderDoc, bookingIdOfStream, refundLedgerOf, type RefundLedgerEntry, type RefundLedgerView } from '../booking/index.ts';

/** The ledger as the event log tells it, for the period asked. */
export interface RefundAudit extends RefundLedgerView {
  asOf: string;
  from: string | null;
  to: string | null;
}

const HANDLED = new Set<string>(['CheckoutRequested', 'RefundRequested', 'RefundIssued', 'RefundOverdue']);

/** Folds booking events (in log order) into refunds and their orders, with the projection's own evolve. */
export function foldRefunds(recorded: Iterable<RecordedEvent>): { refunds: Map<string, RefundLedgerDoc>; orders: Map<string, RefundOrderDoc> } {
  const refunds = new Map<string, RefundLedgerDoc>();
  const orders = new Map<string, RefundOrderDoc>();
  for (const r of recorded) {
    if (!HANDLED.has(r.type)) continue;
    const bookingId = bookingIdOfStream(r.streamName);
    if (bookingId === null) continue;
    const event: BookingEvent = bookingEvents.parse(r);
    if (event.type === 'CheckoutRequested') {
      const d = event.data;
      if (!orders.has(bookingId)) {
        orders.set(bookingId, refundOrderOf(d));
      }
      continue;
    }
    if (event.type !== 'RefundRequested' && event.type !== 'RefundIssued' && event.type !== 'RefundOverdue') continue;
    const refundId = event.data.refundId;
    const next = evolveRefund(refunds.get(refundId) ?? null, event, bookingId);
    if (next) refunds.set(refundId, next);
  }
  return { refunds, orders };
}

/** Day bounds (YYYY-MM-DD, UTC, inclusive) on the request time. */
export function auditRefunds(
  folded: { refunds: Map<string, RefundLedgerDoc>; orders: Map<string, RefundOrderDoc> },
  opts: { asOf: Date; from?: string; to?: string },
): RefundAudit {
  return { asOf: opts.asOf.toISOString(), from: opts.from ?? null, to: opts.to ?? null, ...refundLedgerOf(folded.refunds.values(), folded.orders, opts) };
}

/** Reads the whole log in pages (finance audits the event log, not a read model). */
export async function readRefundAudit(store: EventStore, opts: { asOf: Date; from?: string; to?: string; pageSize?: number }): Promise<RefundAudit> {
  const pageSize = opts.pageSize ?? 1000;
  const all: RecordedEvent[] = [];
  let after: number | undefined;
  for (;;) {
    const page = await store.readAll({ ...(after !== undefined ? { after } : {}), maxCount: pageSize });
    for (const e of page) if (e.streamName.startsWith('booking-') && HANDLED.has(e.type)) all.push(e);
    if (page.length < pageSize) break;
    after = page[page.length - 1]!.position;
  }
  return auditRefunds(foldRefunds(all), opts);
}

const money = (minor: number) => (minor / 100).toFixed(2);
const hours = (ms: number | null) => (ms === null ? '' : (ms / 3_600_000).toFixed(2));

const COLUMNS = ['refundId', 'bookingId', 'orderId', 'buyer', 'email', 'reseller', 'reason', 'currency', 'amount', 'requestedAt', 'dueBy', 'issuedAt', 'hours', 'status', 'within24h'] as const;

function row(r: RefundLedgerEntry): string[] {
  return [
    r.refundId,
    r.bookingId,
    r.order?.orderId ?? '',
    r.order?.buyer.name ?? '',
    r.order?.buyer.email ?? '',
    r.order?.reseller ? `${r.order.reseller.name}${r.order.reseller.reference ? ` (${r.order.reseller.reference})` : ''}` : '',
    r.reason,
    r.amount.currency,
    money(r.amount.amount),
    r.requestedAt,
    r.dueBy,
    r.issuedAt ?? '',
    hours(r.durationMs),
    r.status,
    r.overdue ? 'no' : r.status === 'pending' ? 'pending' : 'yes',
  ];
}

const csvCell = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

/** Totals per currency and the count outside 24 h (the table's footer; stderr beside a csv). */
export function formatTotals(audit: RefundAudit): string {
  const lines = audit.totals.map(
    (t) => `total ${t.currency}: ${t.count} refunds, requested ${money(t.requested)}, issued ${money(t.issued)} (${t.issuedCount}), pending ${money(t.pending)} (${t.pendingCount}), outside 24 h: ${t.outsideWindow}`,
  );
  if (lines.length === 0) lines.push('total: 0 refunds, outside 24 h: 0');
  return `${lines.join('\n')}\n`;
}

/** csv: the rows only (a spreadsheet reads them as they are); table: rows, the period and the totals. */
export function formatAudit(audit: RefundAudit, format: 'csv' | 'table'): string {
  if (format === 'csv') {
    const lines = [COLUMNS.join(','), ...audit.refunds.map((r) => row(r).map(csvCell).join(','))];
    return `${lines.join('\n')}\n`;
  }
  const rows = [COLUMNS.map(String), ...audit.refunds.map(row)];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const render = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  const out = [render(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(render)];
  if (audit.refunds.length === 0) out.push('(no refunds in this period)');
  out.push('', `as of ${audit.asOf}${audit.from ? `, from ${audit.from}` : ''}${audit.to ? `, to ${audit.to}` : ''}`);
  return `${out.join('\n')}\n${formatTotals(audit)}`;
}
