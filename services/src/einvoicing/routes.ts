import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { money } from '@rihla/events/common';
import { einvoiceStream, einvoicingEvents } from '@rihla/events/einvoicing';
import { getInvoice } from '../booking/index.ts';
import type { ReadAccess } from '../platform/http/read-access.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { documented } from '../platform/http/openapi.ts';
import type { Principal } from '../platform/http/authorize.ts';
import { conflict, notFound, parseInput } from '../platform/http/problem.ts';
import { bookingEinvoices, getEinvoice, latestEinvoices, type EinvoiceDoc } from './read-models/einvoice-documents-projection.ts';
import { documentAt } from './submission/submit-document.ts';

export interface EinvoicingRoutesDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  now: () => Date;
  /** The booking read access the PDF invoice uses (owner, ops, finance). */
  authorize: (req: FastifyRequest, access: ReadAccess) => void | Promise<void>;
  requireFinance: (req: FastifyRequest) => Promise<Principal>;
  /** The booking a signed booking link (from the buyer's e-mail) vouches for, or null: opens a guest booking's e-invoices, as it opens its PDF. */
  bookingOfLink?: (token: string) => string | null;
}

// A path segment with something in it: the pattern tells the api's document (and schemathesis) what trim() then checks.
const id = z.string().regex(/\S/, 'must not be blank').trim().min(1).max(200);
const link = z.string().min(1).max(300).optional();
const xmlQuery = z.strictObject({ document: z.string().uuid().optional(), link });
const listQuery = z.strictObject({ link });
const tags = ['einvoicing'];

const einvoiceSchema = z.object({
  uuid: z.string(),
  icv: z.number(),
  number: z.string(),
  kind: z.enum(['invoice', 'creditNote', 'debitNote']),
  profile: z.enum(['simplified', 'standard']),
  bookingId: z.string(),
  billingReference: z.string().nullable(),
  total: money,
  vat: money,
  qr: z.string(),
  issuedAt: z.string(),
  status: z.enum(['waiting', 'reported', 'cleared', 'rejected']),
  messages: z.array(z.object({ code: z.string(), message: z.string() })),
  answeredAt: z.string().nullable(),
});
const listSchema = z.object({ documents: z.array(einvoiceSchema.omit({ qr: true }).extend({ egsId: z.string() })) });

export function registerEinvoicingRoutes(app: FastifyInstance, deps: EinvoicingRoutesDeps): void {
  const { redis, prefix } = deps;

  /** A booking's documents, for whoever may read its invoice (the PDF's rule); anyone else gets the same 404. */
  const readableDocuments = async (req: FastifyRequest, link: string | undefined): Promise<{ bookingId: string; documents: EinvoiceDoc[] }> => {
    const { bookingId } = parseInput(z.object({ bookingId: id }), req.params, 'booking id');
    const invoice = await getInvoice(redis, prefix, bookingId);
    // A guest has no session: the signed link from their e-mail vouches for this one booking (as for the PDF). An
    // account's booking still needs its account.
    const vouched = link !== undefined && invoice !== null && invoice.customerId === null && deps.bookingOfLink?.(link) === bookingId;
    if (!vouched) await deps.authorize(req, { kind: 'invoice', bookingId, customerId: invoice?.customerId ?? null, buyerEmail: invoice?.guest.email ?? '' });
    const documents = invoice ? await bookingEinvoices(redis, prefix, bookingId) : [];
    if (documents.length === 0) throw notFound(`Booking ${bookingId} has no e-invoice yet.`);
    return { bookingId, documents };
  };

  app.get(
    '/invoices/:bookingId/einvoices',
    documented({
      summary: "A booking's ZATCA e-invoices (QR, number, status)",
      description: "Same access as the PDF invoice: the owner or staff, and a guest booking's also with the signed booking link from the buyer's e-mail (link).",
      tags,
      params: z.object({ bookingId: id }),
      querystring: listQuery,
      response: { 200: z.object({ documents: z.array(einvoiceSchema) }) },
      errors: [401, 404],
    }),
    async (req) => ({ documents: (await readableDocuments(req, parseInput(listQuery, req.query, 'query string').link)).documents }),
  );

  app.get(
    '/invoices/:bookingId/xml',
    documented({
      summary: "A booking's ZATCA e-invoice as signed XML (UBL 2.1)",
      description:
        "The tax invoice by default, or the credit/debit note named by `document` (its UUID). The bytes are the stored signed document; a cleared standard invoice is ZATCA's cleared copy. Same access as the PDF invoice: the owner or staff, and a guest booking's also with the signed booking link (link).",
      tags,
      params: z.object({ bookingId: id }),
      querystring: xmlQuery,
      errors: [401, 404],
      response: { 200: { description: 'The signed XML', content: { 'application/xml': { schema: { type: 'string' } } } } },
    }),
    async (req, reply) => {
      const { document, link: token } = parseInput(xmlQuery, req.query, 'query string');
      const { bookingId, documents } = await readableDocuments(req, token);
      const chosen = document ? documents.find((d) => d.uuid === document) : documents.find((d) => d.kind === 'invoice');
      if (!chosen) throw notFound(`Booking ${bookingId} has no such e-invoice.`);
      const cleared = (await deps.store.readStream(einvoiceStream(chosen.uuid))).map((r) => einvoicingEvents.parse(r)).find((e) => e.type === 'DocumentCleared');
      const xml = cleared?.type === 'DocumentCleared' ? cleared.data.clearedXml : (await documentAt(deps.store, chosen.egsId, chosen.icv)).xml;
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${chosen.number}.xml"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );

  app.get(
    '/finance/einvoices',
    documented({ summary: 'ZATCA e-invoices, newest first, with ICV and status (finance)', tags, querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }), response: { 200: listSchema }, errors: [401, 403] }),
    async (req) => {
      await deps.requireFinance(req);
      const { limit } = parseInput(z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }), req.query, 'query string');
      return { documents: (await latestEinvoices(redis, prefix, limit)).map(({ qr: _qr, ...d }) => d) };
    },
  );

  app.post(
    '/finance/einvoices/:uuid/resend',
    documented({ summary: 'Send a rejected or waiting e-invoice to ZATCA again (the same signed bytes)', tags, params: z.object({ uuid: z.string().uuid() }), response: { 202: z.object({ uuid: z.string(), status: z.literal('waiting') }) }, errors: [401, 403, 404, 409] }),
    async (req, reply) => {
      const finance = await deps.requireFinance(req);
      const { uuid } = parseInput(z.object({ uuid: z.string().uuid() }), req.params, 'document id');
      const doc = await getEinvoice(redis, prefix, uuid);
      if (!doc) throw notFound(`No e-invoice ${uuid}.`);
      if (doc.status === 'reported' || doc.status === 'cleared') throw conflict(`E-invoice ${doc.number} is already ${doc.status}.`);
      const stream = einvoiceStream(uuid);
      const recorded = await deps.store.readStream(stream);
      const revision = recorded.at(-1)?.revision;
      const event = einvoicingEvents.serialize({ type: 'DocumentResendRequested', data: { uuid, egsId: doc.egsId, icv: doc.icv, by: finance.verifiedEmail ?? finance.customerId, at: deps.now().toISOString() } });
      await deps.store.appendToStream(stream, [{ id: crypto.randomUUID(), ...event }], { expectedRevision: revision === undefined ? 'no_stream' : revision });
      return reply.code(202).send({ uuid, status: 'waiting' as const });
    },
  );
}
