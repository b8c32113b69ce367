import { einvoiceStream, einvoicingEvents, invoiceChainStream, type DocumentIssued, type EinvoicingEvent } from '@rihla/events/einvoicing';
import { eventIdFor } from '../../platform/command-handling/decider.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import type { Logger } from '../../platform/log.ts';
import type { Csid, ZatcaApi } from '../api/zatca-api.ts';

export interface SubmitJobData {
  egsId: string;
  icv: number;
  /** Which request this is: the first submission, or finance's re-send recorded at this revision of the document's stream. */
  attempt: string;
}

export interface SubmitDeps {
  store: EventStore;
  api: ZatcaApi;
  /** The EGS unit's production CSID (token and secret). */
  csid: () => Csid;
  now: () => Date;
  log: Logger;
}

/** The document at an ICV (the chain's revisions are ICV - 1: one document per event, from 1). */
export async function documentAt(store: EventStore, egsId: string, icv: number): Promise<DocumentIssued> {
  const [recorded] = await store.readStream(invoiceChainStream(egsId), { fromRevision: icv - 1, maxCount: 1 });
  const event = recorded && einvoicingEvents.parse(recorded);
  if (event?.type !== 'DocumentIssued' || event.data.icv !== icv) throw new Error(`the chain of ${egsId} has no document ${icv}`);
  return event.data;
}

/**
 * Sends one stored document to ZATCA as it was signed: simplified documents are reported, standard ones cleared.
 * ZATCA's answer is recorded on the document's stream: accepted (with its warnings; a cleared document keeps
 * ZATCA's cleared XML) or rejected with its messages, which ops and finance are told about; the booking is never
 * touched. ZATCA unreachable (network, 5xx) throws, and the job retries with backoff.
 */
export async function submitDocument(deps: SubmitDeps, job: SubmitJobData): Promise<EinvoicingEvent> {
  const doc = await documentAt(deps.store, job.egsId, job.icv);
  const stream = einvoiceStream(doc.uuid);
  const history = (await deps.store.readStream(stream)).map((r) => einvoicingEvents.parse(r));
  const accepted = history.find((e) => e.type === 'DocumentReported' || e.type === 'DocumentCleared');
  if (accepted) return accepted;
  const submitted = { uuid: doc.uuid, invoiceHash: doc.invoiceHash, xml: doc.xml };
  const answer = doc.profile === 'standard' ? await deps.api.clear(deps.csid(), submitted) : await deps.api.report(deps.csid(), submitted);
  const ref = { uuid: doc.uuid, egsId: job.egsId, icv: doc.icv };
  const at = deps.now().toISOString();
  const event: EinvoicingEvent = answer.accepted
    ? answer.status === 'CLEARED'
      ? { type: 'DocumentCleared', data: { ...ref, warnings: answer.validation.warnings, clearedXml: answer.clearedXml ?? doc.xml, at } }
      : { type: 'DocumentReported', data: { ...ref, warnings: answer.validation.warnings, at } }
    : { type: 'DocumentRejected', data: { ...ref, httpStatus: answer.httpStatus, errors: answer.validation.errors, warnings: answer.validation.warnings, at } };
  const s = einvoicingEvents.serialize(event);
  // One answer per request: a job that runs again after its append finds the same event id stored.
  await deps.store.appendToStream(stream, [{ id: eventIdFor(`${stream}:${job.attempt}`, 0), type: s.type, data: s.data, metadata: { ...s.metadata, commandId: `${stream}:${job.attempt}` } }]);
  if (event.type === 'DocumentRejected') {
    deps.log.error(
      { uuid: doc.uuid, number: doc.number, bookingId: doc.bookingId, icv: doc.icv, httpStatus: event.data.httpStatus, errors: event.data.errors.map((e) => `${e.code}: ${e.message}`) },
      'ZATCA rejected an e-invoice: the booking stands; finance must correct and re-send it',
    );
  }
  return event;
}
