import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { locale } from '@rihla/events/common';
import { documented } from '../../platform/http/openapi.ts';
import { notFound, parseInput, unauthorized } from '../../platform/http/problem.ts';
import { BOOKING_TEXT } from '../booking-problem-text.ts';
import { bookingStatusSchema } from './booking-status-api-schema.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { renderInvoicePdf, type InvoiceTaxDetails, type InvoiceTicket } from '../invoices/render-invoice-pdf.ts';
import { getBookingStatus } from './booking-status-projection.ts';
import { getInvoice, type InvoiceDoc } from './customer-bookings-projection.ts';
import { customerInvoicesSchema, invoiceSchema } from './invoice-api-schema.ts';
import { listCustomerInvoices } from './list-customer-invoices.ts';
import type { ReadAccess } from '../../platform/http/read-access.ts';
import { getRefundLedger } from './get-refund-ledger.ts';
import { opsQueuesSchema } from './ops-queues-api-schema.ts';
import { getOpsQueues } from './ops-queues-projection.ts';
import { refundLedgerQuery, refundLedgerSchema } from './refund-ledger-api-schemas.ts';

export interface BookingReadRoutesDeps {
  redis: Redis;
  prefix: string;
  /**
   * Called before a read model is shown; throw an HttpProblem (401/403/404) to refuse. Production passes the
   * identity module's `bookingReadAccess` (owner, ops, finance checks). Without it, only a booking's status (the
   * checkout result page, by unguessable id) is served and every account or staff read is refused: forgetting the
   * wiring closes the data instead of opening it.
   */
  authorize?: (req: FastifyRequest, access: ReadAccess) => void | Promise<void>;
  /** Verified addresses of an account: guest bookings made with them are listed with the account's own. */
  claimedEmailsOf?: (customerId: string) => Promise<string[]>;
  /** The clock the finance ledger judges pending refunds with. */
  now?: () => Date;
  /** The booking a signed booking link (from the buyer's e-mail) vouches for, or null: opens a guest booking's PDF invoice. */
  bookingOfLink?: (token: string) => string | null;
  /** The seller's VAT registration and the booking's ZATCA e-invoices (QR) for the PDF; none: the PDF goes without. */
  taxDetailsOf?: (bookingId: string, locale: 'en' | 'ar') => Promise<InvoiceTaxDetails | undefined>;
  /** The booking's working tickets (a page each, with its QR, after the invoice); none: the PDF goes without. */
  ticketsOf?: (bookingId: string) => Promise<InvoiceTicket[]>;
}

const id = z.string().trim().min(1).max(200);
const pdfQuery = z.strictObject({ locale: locale.optional(), link: z.string().min(1).max(300).optional() });
const tags = ['booking'];

const refuseAccountReads = (_req: FastifyRequest, access: ReadAccess): void => {
  if (access.kind !== 'bookingStatus') throw unauthorized('Please sign in to continue.');
};

export function registerBookingReadRoutes(app: FastifyInstance, deps: BookingReadRoutesDeps): void {
  const { redis, prefix } = deps;
  const authorize = deps.authorize ?? refuseAccountReads;
  const claimedEmailsOf = deps.claimedEmailsOf ?? (async () => []);
  const now = deps.now ?? (() => new Date());

  app.get('/bookings/:id/status', documented({ summary: "A booking's status (the checkout result page)", tags, params: z.object({ id }), response: { 200: bookingStatusSchema } }), async (req) => {
    const { id: bookingId } = parseInput(z.object({ id }), req.params, 'booking id');
    // The owner comes from the status document itself: one read, so a lagging invoice model cannot make an account's
    // booking look like a guest's. A missing booking and someone else's answer the same 404.
    const status = await getBookingStatus(redis, prefix, bookingId);
    if (!status) throw notFound(BOOKING_TEXT.noBooking(bookingId));
    const { owner, ...answer } = status;
    await authorize(req, { kind: 'bookingStatus', bookingId, customerId: owner.customerId, buyerEmail: owner.buyerEmail });
    return answer;
  });

  app.get('/customers/:customerId/invoices', documented({ summary: "An account's bookings and invoices", tags, params: z.object({ customerId: id }), response: { 200: customerInvoicesSchema }, errors: [401] }), async (req) => {
    const { customerId } = parseInput(z.object({ customerId: id }), req.params, 'customer id');
    await authorize(req, { kind: 'customerInvoices', customerId });
    return { customerId, invoices: await listCustomerInvoices(redis, prefix, customerId, await claimedEmailsOf(customerId)) };
  });

  /** The invoice the request may read: its owner (or staff); anyone else gets the same 404 as a missing booking. */
  const readableInvoice = async (req: FastifyRequest, link?: string): Promise<InvoiceDoc> => {
    const { bookingId } = parseInput(z.object({ bookingId: id }), req.params, 'booking id');
    const invoice = await getInvoice(redis, prefix, bookingId);
    // A guest has no session: the signed link from their e-mail vouches for this one booking. An account's booking
    // still needs its account (the link page sends them to sign in).
    if (link !== undefined && invoice?.customerId === null && deps.bookingOfLink?.(link) === bookingId) return invoice;
    // Authorize with the owner known, and before telling an outsider whether the booking exists.
    await authorize(req, { kind: 'invoice', bookingId, customerId: invoice?.customerId ?? null, buyerEmail: invoice?.guest.email ?? '' });
    if (!invoice) throw notFound(BOOKING_TEXT.noInvoice(bookingId));
    return invoice;
  };

  app.get('/invoices/:bookingId', documented({ summary: "A booking's invoice", tags, params: z.object({ bookingId: id }), response: { 200: invoiceSchema }, errors: [401] }), async (req) => readableInvoice(req));

  app.get(
    '/invoices/:bookingId/pdf',
    documented({
      summary: "A booking's tax invoice as a PDF (VAT lines per country), in the reader's language",
      description:
        "locale (en or ar; default: Accept-Language) chooses the language; the Arabic PDF runs right to left. Readable by whoever may read the invoice, and a guest booking's also with the signed booking link from the buyer's e-mail (link).",
      tags,
      params: z.object({ bookingId: id }),
      querystring: pdfQuery,
      errors: [401],
      response: { 200: { description: 'The invoice', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
    }),
    async (req, reply) => {
      const { link } = parseInput(pdfQuery, req.query, 'query string');
      const invoice = await readableInvoice(req, link);
      const language = requestLanguage(req);
      const pdf = await renderInvoicePdf(invoice, language, await deps.taxDetailsOf?.(invoice.bookingId, language), (await deps.ticketsOf?.(invoice.bookingId)) ?? []);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.orderId}-${language}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get('/ops/queues', documented({ summary: 'Ops queues: on hold, partially booked, refunds pending', tags, response: { 200: opsQueuesSchema }, errors: [401, 403] }), async (req) => {
    await authorize(req, { kind: 'opsQueues' });
    return getOpsQueues(redis, prefix);
  });

  app.get(
    '/finance/refunds',
    documented({ summary: 'The refund ledger, filtered, with per-currency totals of what it shows', tags, querystring: refundLedgerQuery, response: { 200: refundLedgerSchema }, errors: [401, 403] }),
    async (req) => {
      await authorize(req, { kind: 'financeRefunds' });
      const filter = parseInput(refundLedgerQuery, req.query, 'refund ledger filter');
      return getRefundLedger(redis, prefix, { asOf: now(), ...filter });
    },
  );
}
