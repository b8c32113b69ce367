import type { ZatcaParty, ZatcaSeller } from '../../platform/config.ts';
import type { Csid, SubmissionAnswer, ZatcaApi } from '../api/zatca-api.ts';
import { uuidFrom, type DocumentDraft } from '../documents/booking-documents.ts';
import type { DocumentKind, DocumentProfile } from '../documents/tax-document.ts';
import { writeSignedDocument } from '../documents/write-signed-document.ts';
import { egsCredentials } from '../signing/egs-credentials.ts';
import { FIRST_PIH } from '../zatca-sdk-data.ts';
import type { CsrConfig } from './csr.ts';

/** The buyer of the standard compliance documents: ZATCA's own sample buyer. */
export const COMPLIANCE_BUYER: ZatcaParty = {
  name: { en: 'Fatoora Samples LTD', ar: 'شركة نماذج فاتورة المحدودة' },
  vatNumber: '399999999800003',
  address: {
    en: { street: 'Salah Al-Din', building: '1111', district: 'Al-Murooj', city: 'Riyadh', postalZone: '12222', country: 'SA' },
    ar: { street: 'صلاح الدين', building: '1111', district: 'المروج', city: 'الرياض', postalZone: '12222', country: 'SA' },
  },
};

export interface OnboardingResult {
  compliance: Csid;
  production: Csid;
  checks: { document: string; answer: SubmissionAnswer }[];
}

/** The documents the compliance step asks for: invoice, credit note and debit note of each type the CSR declares. */
function complianceDrafts(config: CsrConfig, seller: ZatcaSeller, at: Date): DocumentDraft[] {
  const profiles: DocumentProfile[] = [...(config.invoiceType[0] === '1' ? (['standard'] as const) : []), ...(config.invoiceType[1] === '1' ? (['simplified'] as const) : [])];
  const kinds: DocumentKind[] = ['invoice', 'creditNote', 'debitNote'];
  const stamp = at.toISOString();
  return profiles.flatMap((profile) =>
    kinds.map((kind, i): DocumentDraft => ({
      kind,
      profile,
      number: `CMP-${profile === 'standard' ? 'S' : 'B'}${i + 1}-${stamp.slice(0, 10).replaceAll('-', '')}`,
      uuid: uuidFrom(`compliance:${config.serialNumber}:${stamp}:${profile}:${kind}`),
      currency: 'SAR',
      sarRate: 1,
      seller: { name: seller.name.en, vatNumber: seller.vatNumber, crn: seller.crn, address: seller.address.en },
      buyer: profile === 'standard' ? { name: COMPLIANCE_BUYER.name.en, vatNumber: COMPLIANCE_BUYER.vatNumber, address: COMPLIANCE_BUYER.address.en } : null,
      supplyDate: stamp.slice(0, 10),
      paymentMeansCode: '48',
      lines: [{ name: 'Desert safari (compliance check)', quantity: 2, gross: 23_000, vatRatePercent: 15 }],
      ...(kind === 'invoice' ? {} : { billingReference: `CMP-${profile === 'standard' ? 'S' : 'B'}1-${stamp.slice(0, 10).replaceAll('-', '')}`, reason: kind === 'creditNote' ? 'Cancellation: money refunded' : 'Extra traveller added' }),
    })),
  );
}

/**
 * ZATCA onboarding of one EGS unit: the CSR and the portal's one-time code give a compliance CSID; the compliance
 * documents (signed with it, chained among themselves) must pass; then the production CSID is issued. Any refusal
 * stops here with ZATCA's messages; nothing is half-written (the caller stores the result only when it is whole).
 */
export async function onboardEgs(api: ZatcaApi, o: { config: CsrConfig; csrPem: string; privateKeyPem: string; otp: string; seller: ZatcaSeller; now: () => Date }): Promise<OnboardingResult> {
  const compliance = await api.complianceCsid(o.csrPem, o.otp);
  const credentials = egsCredentials(o.privateKeyPem, compliance.certificateBase64);
  const checks: OnboardingResult['checks'] = [];
  let position = { icv: 1, pih: FIRST_PIH };
  for (const draft of complianceDrafts(o.config, o.seller, o.now())) {
    const signed = writeSignedDocument(draft, position, o.now(), credentials);
    const answer = await api.complianceCheck(compliance, { uuid: draft.uuid, invoiceHash: signed.invoiceHash, xml: signed.xml }, draft.profile);
    const name = `${draft.profile} ${draft.kind}`;
    checks.push({ document: name, answer });
    if (!answer.accepted) throw new Error(`ZATCA refused the compliance ${name}: ${answer.validation.errors.map((e) => `${e.code}: ${e.message}`).join('; ')}`);
    position = { icv: position.icv + 1, pih: signed.invoiceHash };
  }
  const production = await api.productionCsid(compliance);
  return { compliance, production, checks };
}
