import { z } from 'zod';
import { isoDateTime, money } from './common.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/**
 * `invoice-chain-{egsId}`: the documents one e-invoicing device (EGS unit) issued, in order. Each carries its
 * counter (ICV, +1 per document) and the previous document's hash (PIH); appends use the exact expected revision,
 * so the chain can have neither a gap nor a fork, whichever worker issues.
 */
export const invoiceChainStream = (egsId: string): string => `invoice-chain-${egsId}`;
export const INVOICE_CHAIN_PREFIX = 'invoice-chain-';

export const documentKind = z.enum(['invoice', 'creditNote', 'debitNote']);
export const documentProfile = z.enum(['simplified', 'standard']);

export const einvoicingEvents = eventRegistry({
  DocumentIssued: z.object({
    icv: z.number().int().positive(),
    /** The previous document's hash (the device's first document: ZATCA's fixed first PIH). */
    pih: z.string().min(1),
    invoiceHash: z.string().min(1),
    uuid: z.string().uuid(),
    number: z.string().min(1),
    kind: documentKind,
    profile: documentProfile,
    bookingId: z.string().min(1),
    /** What the document is for (`capture:{bookingId}:{captureId}`, `refund:{bookingId}:{refundId}`): issued once. */
    sourceKey: z.string().min(1),
    /** Credit and debit notes: the number of the invoice they correct. */
    billingReference: z.string().min(1).optional(),
    total: money,
    vat: money,
    /** The signed XML, exactly as signed: stored, sent to ZATCA and delivered unchanged, never regenerated. */
    xml: z.string().min(1),
    /** The QR payload (base64 TLV) the buyer's copy prints. */
    qr: z.string().min(1),
    issuedAt: isoDateTime,
  }),
});

export type EinvoicingEvent = EventsOf<typeof einvoicingEvents>;
export type DocumentIssued = Extract<EinvoicingEvent, { type: 'DocumentIssued' }>['data'];
