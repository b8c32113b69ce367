import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import type { DocumentIssued } from '@rihla/events/einvoicing';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { creditNoteForRefund, invoiceForCapture, type DocumentParties } from '../documents/booking-documents.ts';
import type { InvoiceChain } from './invoice-chain.ts';

/** A document a booking event calls for: the invoice of a capture, the credit note of a paid-out refund. */
export type IssueJobData = { bookingId: string; source: 'capture'; captureId: string } | { bookingId: string; source: 'refund'; refundId: string };

export const captureSourceKey = (bookingId: string, captureId: string) => `capture:${bookingId}:${captureId}`;
export const refundSourceKey = (bookingId: string, refundId: string) => `refund:${bookingId}:${refundId}`;

export interface IssueDeps {
  store: EventStore;
  chain: InvoiceChain;
  parties: DocumentParties;
}

type Of<T extends BookingEvent['type']> = Extract<BookingEvent, { type: T }>['data'];

/**
 * Issues the document a booking event calls for, from the booking's own events (ids only travel in the job). A
 * credit note needs its invoice first: it issues that too (the same source, so once), whichever job comes first.
 * Returns null when there is nothing to invoice (a refund of money that was never captured).
 */
export async function issueBookingDocument(deps: IssueDeps, job: IssueJobData): Promise<DocumentIssued | null> {
  const events = (await deps.store.readStream(bookingStream(job.bookingId))).map((r) => bookingEvents.parse(r));
  const all = <T extends BookingEvent['type']>(type: T) => events.flatMap((e) => (e.type === type ? [e.data as Of<T>] : []));
  const checkout = all('CheckoutRequested')[0];
  if (!checkout) throw new Error(`booking ${job.bookingId} has no checkout`);
  const captures = all('PaymentCaptured');
  const invoiceOf = (capture: Of<'PaymentCaptured'>) =>
    deps.chain.issue({ sourceKey: captureSourceKey(job.bookingId, capture.captureId), bookingId: job.bookingId, draft: invoiceForCapture(checkout, capture, deps.parties) });

  if (job.source === 'capture') {
    const capture = captures.find((c) => c.captureId === job.captureId);
    if (!capture) throw new Error(`booking ${job.bookingId} has no capture ${job.captureId}`);
    return invoiceOf(capture);
  }
  const requested = all('RefundRequested').find((r) => r.refundId === job.refundId);
  const issued = all('RefundIssued').find((r) => r.refundId === job.refundId);
  if (!requested || !issued) throw new Error(`booking ${job.bookingId} has no paid-out refund ${job.refundId}`);
  const capture = captures.find((c) => requested.paymentId !== undefined && c.paymentId === requested.paymentId) ?? captures[0];
  if (!capture) return null;
  const invoice = await invoiceOf(capture);
  return deps.chain.issue({ sourceKey: refundSourceKey(job.bookingId, job.refundId), bookingId: job.bookingId, draft: creditNoteForRefund(checkout, requested, issued, invoice.number, deps.parties) });
}
