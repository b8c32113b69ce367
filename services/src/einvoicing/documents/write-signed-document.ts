import type { EgsCredentials } from '../signing/egs-credentials.ts';
import { signWrittenInvoice, type SignedInvoice } from '../signing/sign-invoice.ts';
import type { DocumentDraft } from './booking-documents.ts';
import { writeUblDocument } from './ubl-invoice-xml.ts';

/** The chain's position for the next document: its counter and the previous document's hash. */
export interface ChainPosition {
  icv: number;
  pih: string;
}

/** Writes a draft at its place in the chain and signs it: the bytes to store, unchanged from here on. */
export function writeSignedDocument(draft: DocumentDraft, at: ChainPosition, issuedAt: Date, credentials: EgsCredentials): SignedInvoice {
  return signWrittenInvoice(writeUblDocument({ ...draft, icv: at.icv, pih: at.pih, issuedAt }), credentials, issuedAt);
}
