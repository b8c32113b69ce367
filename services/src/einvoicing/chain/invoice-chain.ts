import { einvoicingEvents, invoiceChainStream, type DocumentIssued } from '@rihla/events/einvoicing';
import { eventIdFor } from '../../platform/command-handling/decider.ts';
import { DuplicateEventIdError, WrongExpectedVersionError, type EventStore } from '../../platform/eventstore/port.ts';
import type { DocumentDraft } from '../documents/booking-documents.ts';
import { documentAmounts } from '../documents/document-amounts.ts';
import { writeSignedDocument } from '../documents/write-signed-document.ts';
import type { EgsCredentials } from '../signing/egs-credentials.ts';
import { decideIssue, evolveChain, initialChain, type ChainState } from './chain-decider.ts';

export interface IssueRequest {
  /** What the document is for; a source is issued once, however often it is asked for. */
  sourceKey: string;
  bookingId: string;
  draft: DocumentDraft;
}

export interface InvoiceChain {
  readonly egsId: string;
  /** Issues the draft as the chain's next document, or returns the document already issued for its source. */
  issue(request: IssueRequest): Promise<DocumentIssued>;
  /** The chain as stored now. */
  state(): Promise<ChainState>;
}

export interface InvoiceChainDeps {
  store: EventStore;
  egsId: string;
  /** The signing key and certificate (CSID) of the EGS unit, read when a document is signed. */
  credentials: () => EgsCredentials;
  now: () => Date;
  /** The PIH of the device's first document. */
  firstPih: string;
  /** Concurrent appends (another process issued first) before giving up; each re-reads and re-signs. */
  maxAttempts?: number;
}

/**
 * One EGS unit's chain in this process: documents are issued one at a time here (a lock), against the chain read up
 * to its last revision, and appended with that exact expected revision; another process that appended first makes
 * this one read the new documents, and sign again for the next position. So every document gets ICV = last + 1 and
 * PIH = the last hash, with no gap and no fork. A crash before the append leaves nothing (the next attempt signs for
 * the same position); after it, the source is found issued. The event id derives from the source too, so even a
 * second copy of the same source could not be stored.
 */
export function invoiceChain(deps: InvoiceChainDeps): InvoiceChain {
  const stream = invoiceChainStream(deps.egsId);
  let folded: { state: ChainState; revision: number } = { state: initialChain(deps.firstPih), revision: -1 };
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  const catchUp = async () => {
    const recorded = await deps.store.readStream(stream, { fromRevision: folded.revision + 1 });
    for (const r of recorded) {
      evolveChain(folded.state, einvoicingEvents.parse(r));
      folded.revision = r.revision;
    }
    return folded;
  };

  const issueOnce = async ({ sourceKey, bookingId, draft }: IssueRequest): Promise<DocumentIssued> => {
    const maxAttempts = deps.maxAttempts ?? 1000;
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await catchUp();
      const already = state.issued.get(sourceKey);
      if (already) return already;
      const issuedAt = deps.now();
      const position = { icv: state.icv + 1, pih: state.lastHash };
      const signed = writeSignedDocument(draft, position, issuedAt, deps.credentials());
      const amounts = documentAmounts(draft.lines, draft.sarRate);
      const document: DocumentIssued = {
        ...position,
        invoiceHash: signed.invoiceHash,
        uuid: draft.uuid,
        number: draft.number,
        kind: draft.kind,
        profile: draft.profile,
        bookingId,
        sourceKey,
        ...(draft.billingReference ? { billingReference: draft.billingReference } : {}),
        total: { amount: amounts.payable, currency: draft.currency },
        vat: { amount: amounts.vat, currency: draft.currency },
        xml: signed.xml,
        qr: signed.qr,
        issuedAt: issuedAt.toISOString(),
      };
      const events = decideIssue(state, document);
      try {
        const result = await deps.store.appendToStream(
          stream,
          events.map((e) => {
            const s = einvoicingEvents.serialize(e);
            return { id: eventIdFor(`${stream}:${sourceKey}`, 0), type: s.type, data: s.data, metadata: { ...s.metadata, commandId: sourceKey } };
          }),
          { expectedRevision: revision === -1 ? 'no_stream' : revision },
        );
        for (const e of events) evolveChain(state, e);
        folded.revision = result.nextExpectedRevision;
        return document;
      } catch (err) {
        if ((err instanceof WrongExpectedVersionError || err instanceof DuplicateEventIdError) && attempt < maxAttempts) continue;
        throw err;
      }
    }
  };

  return {
    egsId: deps.egsId,
    issue: (request) => exclusive(() => issueOnce(request)),
    state: () =>
      exclusive(async () => {
        // A fresh fold, not this process's: what is stored is what counts.
        folded = { state: initialChain(deps.firstPih), revision: -1 };
        return (await catchUp()).state;
      }),
  };
}
