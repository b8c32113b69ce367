import type { Redis } from 'ioredis';
import { einvoicingEvents, INVOICE_CHAIN_PREFIX, type EinvoicingEvent } from '@rihla/events/einvoicing';
import type { Money } from '@rihla/events/common';
import { readModelKeys, type DocumentProjection } from '../../platform/projection-runner.ts';

export type EinvoiceStatus = 'waiting' | 'reported' | 'cleared' | 'rejected';

/** One ZATCA document as the booking page and finance see it (the XML itself stays on the chain). */
export interface EinvoiceDoc {
  uuid: string;
  egsId: string;
  icv: number;
  number: string;
  kind: 'invoice' | 'creditNote' | 'debitNote';
  profile: 'simplified' | 'standard';
  bookingId: string;
  billingReference: string | null;
  total: Money;
  vat: Money;
  /** The QR payload (base64 TLV) the buyer's copy prints. */
  qr: string;
  issuedAt: string;
  status: EinvoiceStatus;
  /** ZATCA's messages of its last answer: the errors of a rejection, the warnings of an acceptance. */
  messages: { code: string; message: string }[];
  answeredAt: string | null;
}

interface BookingEinvoices {
  bookingId: string;
  uuids: string[];
}

const NAME = 'einvoice-documents';

/**
 * ZATCA documents by UUID (with their status at ZATCA), the documents of each booking, and every document in ICV
 * order (an index) for finance. Built from the chains and the documents' answer streams.
 */
export const einvoiceDocumentsProjection: DocumentProjection<EinvoicingEvent> = {
  name: NAME,
  collections: ['documents', 'byBooking'],
  indexes: ['byIcv'],
  handles: [...einvoicingEvents.types] as EinvoicingEvent['type'][],
  registry: einvoicingEvents,
  targets: (event) =>
    event.type === 'DocumentIssued'
      ? [
          { collection: 'documents', id: event.data.uuid },
          { collection: 'byBooking', id: event.data.bookingId },
        ]
      : [{ collection: 'documents', id: event.data.uuid }],
  indexChanges: (event, recorded) =>
    event.type === 'DocumentIssued' ? [{ index: 'byIcv', member: `${recorded.streamName.slice(INVOICE_CHAIN_PREFIX.length)}\0${event.data.uuid}`, score: event.data.icv }] : [],
  evolve: (doc, event, recorded, target) => {
    if (target.collection === 'byBooking') {
      const b = (doc as BookingEinvoices | null) ?? { bookingId: (event.data as { bookingId: string }).bookingId, uuids: [] };
      return b.uuids.includes(event.data.uuid) ? b : { ...b, uuids: [...b.uuids, event.data.uuid] };
    }
    const d = doc as EinvoiceDoc | null;
    const messages = (list: { code: string; message: string }[]) => list.map(({ code, message }) => ({ code, message }));
    switch (event.type) {
      case 'DocumentIssued': {
        const { uuid, icv, number, kind, profile, bookingId, total, vat, qr, issuedAt } = event.data;
        return { uuid, egsId: recorded.streamName.slice(INVOICE_CHAIN_PREFIX.length), icv, number, kind, profile, bookingId, billingReference: event.data.billingReference ?? null, total, vat, qr, issuedAt, status: d?.status ?? 'waiting', messages: d?.messages ?? [], answeredAt: d?.answeredAt ?? null };
      }
      case 'DocumentReported':
      case 'DocumentCleared':
        return d && { ...d, status: event.type === 'DocumentReported' ? 'reported' : 'cleared', messages: messages(event.data.warnings), answeredAt: event.data.at };
      case 'DocumentRejected':
        return d && { ...d, status: 'rejected', messages: messages(event.data.errors), answeredAt: event.data.at };
      case 'DocumentResendRequested':
        return d && { ...d, status: 'waiting' };
    }
  },
  version: 1,
};

const keys = (prefix: string) => readModelKeys(prefix, NAME);

export async function getEinvoice(redis: Redis, prefix: string, uuid: string): Promise<EinvoiceDoc | null> {
  const raw = await redis.hget(keys(prefix).collection('documents'), uuid);
  return raw ? (JSON.parse(raw) as EinvoiceDoc) : null;
}

/** A booking's documents, in issue order. */
export async function bookingEinvoices(redis: Redis, prefix: string, bookingId: string): Promise<EinvoiceDoc[]> {
  const raw = await redis.hget(keys(prefix).collection('byBooking'), bookingId);
  const uuids = raw ? (JSON.parse(raw) as BookingEinvoices).uuids : [];
  const docs = uuids.length ? await redis.hmget(keys(prefix).collection('documents'), ...uuids) : [];
  return docs.flatMap((d) => (d ? [JSON.parse(d) as EinvoiceDoc] : [])).sort((a, b) => a.icv - b.icv);
}

/** Every document, newest ICV first (a page of `limit`). */
export async function latestEinvoices(redis: Redis, prefix: string, limit: number): Promise<EinvoiceDoc[]> {
  const members = await redis.zrevrange(keys(prefix).index('byIcv'), 0, limit - 1);
  const uuids = members.map((m) => m.split('\0')[1]!);
  const docs = uuids.length ? await redis.hmget(keys(prefix).collection('documents'), ...uuids) : [];
  return docs.flatMap((d) => (d ? [JSON.parse(d) as EinvoiceDoc] : []));
}
