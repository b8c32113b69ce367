import type { DocumentIssued, EinvoicingEvent } from '@rihla/events/einvoicing';
import { RuleError } from '../../platform/rule-error.ts';

/** Where a chain stands: the last counter and hash, and what each source was issued as. */
export interface ChainState {
  icv: number;
  /** The hash the next document carries as its PIH. */
  lastHash: string;
  /** sourceKey -> the document issued for it (a source is issued once). Mutated in place by `evolveChain`. */
  issued: Map<string, DocumentIssued>;
}

export const initialChain = (firstPih: string): ChainState => ({ icv: 0, lastHash: firstPih, issued: new Map() });

/**
 * Folds one event. It mutates the state it is given: a chain grows by thousands of documents, and copying the
 * source index per event would make a fold quadratic. Only the chain's own issuer (one per process, under its lock)
 * holds a state.
 */
export function evolveChain(state: ChainState, event: EinvoicingEvent): ChainState {
  switch (event.type) {
    case 'DocumentIssued':
      state.icv = event.data.icv;
      state.lastHash = event.data.invoiceHash;
      state.issued.set(event.data.sourceKey, event.data);
      return state;
    default:
      // Submission events live on each document's own stream, never on the chain.
      return state;
  }
}

export class ChainRuleError extends RuleError<'out-of-order' | 'already-issued'> {}

/**
 * The chain's rule: a document is the next one (ICV = last + 1, PIH = last hash) and its source has none yet.
 * The signed document is made outside (signing is not pure: ECDSA draws a random nonce) for the position read here.
 */
export function decideIssue(state: ChainState, document: DocumentIssued): EinvoicingEvent[] {
  if (state.issued.has(document.sourceKey)) throw new ChainRuleError('already-issued', `${document.sourceKey} is already issued`);
  if (document.icv !== state.icv + 1 || document.pih !== state.lastHash) {
    throw new ChainRuleError('out-of-order', `document for ICV ${document.icv} / PIH ${document.pih}, chain at ${state.icv} / ${state.lastHash}`);
  }
  return [{ type: 'DocumentIssued', data: document }];
}
