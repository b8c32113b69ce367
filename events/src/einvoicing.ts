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

/** `einvoice-{uuid}`: what ZATCA answered for one document (reported, cleared or rejected) and finance's re-sends. */
export const einvoiceStream = (uuid: string): string => `einvoice-${uuid}`;
export const EINVOICE_PREFIX = 'einvoice-';

const zatcaMessage = z.object({ type: z.string(), code: z.string(), category: z.string(), message: z.string() });
const documentRef = { uuid: z.string().uuid(), egsId: z.string().min(1), icv: z.number().int().positive() };

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
  /** ZATCA accepted a simplified document (reporting, within 24 h of issue); warnings are kept for finance. */
  DocumentReported: z.object({ ...documentRef, warnings: z.array(zatcaMessage), at: isoDateTime }),
  /** ZATCA cleared a standard document: the cleared XML (with ZATCA's stamp) is what the buyer receives. */
  DocumentCleared: z.object({ ...documentRef, warnings: z.array(zatcaMessage), clearedXml: z.string().min(1), at: isoDateTime }),
  /** ZATCA refused the document with its messages: the booking stands; ops and finance see it and can re-send. */
  DocumentRejected: z.object({ ...documentRef, httpStatus: z.number().int(), errors: z.array(zatcaMessage), warnings: z.array(zatcaMessage), at: isoDateTime }),
  /** Finance asked for the stored document to be sent again (the same signed bytes). */
  DocumentResendRequested: z.object({ ...documentRef, by: z.string().min(1), at: isoDateTime }),
});

export type EinvoicingEvent = EventsOf<typeof einvoicingEvents>;
export type DocumentIssued = Extract<EinvoicingEvent, { type: 'DocumentIssued' }>['data'];
