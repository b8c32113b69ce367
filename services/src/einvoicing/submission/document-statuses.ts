import { einvoiceStream, einvoicingEvents, invoiceChainStream } from '@rihla/events/einvoicing';
import type { EventStore } from '../../platform/eventstore/port.ts';

export type DocumentStatus = 'waiting' | 'reported' | 'cleared' | 'rejected';

export interface DocumentStatusRow {
  icv: number;
  uuid: string;
  number: string;
  kind: string;
  profile: string;
  bookingId: string;
  issuedAt: string;
  status: DocumentStatus;
  /** ZATCA's messages of the last answer (errors of a rejection, warnings of an acceptance). */
  messages: string[];
}

/** Every document of a chain with where it stands at ZATCA, read from the event log (ICV order). */
export async function documentStatuses(store: EventStore, egsId: string): Promise<DocumentStatusRow[]> {
  const rows: DocumentStatusRow[] = [];
  for (const recorded of await store.readStream(invoiceChainStream(egsId))) {
    const issued = einvoicingEvents.parse(recorded);
    if (issued.type !== 'DocumentIssued') continue;
    const d = issued.data;
    let status: DocumentStatus = 'waiting';
    let messages: string[] = [];
    for (const r of await store.readStream(einvoiceStream(d.uuid))) {
      const e = einvoicingEvents.parse(r);
      if (e.type === 'DocumentReported' || e.type === 'DocumentCleared') {
        status = e.type === 'DocumentReported' ? 'reported' : 'cleared';
        messages = e.data.warnings.map((m) => `${m.code}: ${m.message}`);
      } else if (e.type === 'DocumentRejected') {
        status = 'rejected';
        messages = e.data.errors.map((m) => `${m.code}: ${m.message}`);
      } else if (e.type === 'DocumentResendRequested') status = 'waiting';
    }
    rows.push({ icv: d.icv, uuid: d.uuid, number: d.number, kind: d.kind, profile: d.profile, bookingId: d.bookingId, issuedAt: d.issuedAt, status, messages });
  }
  return rows;
}
