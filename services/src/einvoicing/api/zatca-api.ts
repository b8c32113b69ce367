// ZATCA's FATOORA api as a port: onboarding (compliance CSID, compliance checks, production CSID), reporting and
// clearance. The HTTP adapter talks to ZATCA (sandbox, simulation or production base URL); tests use a local double
// that answers the same way. See docs/einvoicing.md.

/** One message of ZATCA's validationResults (its `code` names the rule, e.g. BR-KSA-27 or invalid-invoice-hash). */
export interface ZatcaMessage {
  type: string;
  code: string;
  category: string;
  message: string;
}

export interface ZatcaValidation {
  status: 'PASS' | 'WARNING' | 'ERROR';
  warnings: ZatcaMessage[];
  errors: ZatcaMessage[];
}

/** A CSID: the certificate (base64 DER text, decoded from binarySecurityToken) and the secret, which authenticate the EGS. */
export interface Csid {
  requestId: string;
  certificateBase64: string;
  /** binarySecurityToken as ZATCA sent it: the Basic auth user name. */
  binarySecurityToken: string;
  secret: string;
}

export interface SubmittedDocument {
  uuid: string;
  invoiceHash: string;
  xml: string;
}

/** ZATCA's answer to a submitted document: accepted (maybe with warnings) or rejected with its messages. */
export type SubmissionAnswer =
  | { accepted: true; status: 'REPORTED' | 'CLEARED'; validation: ZatcaValidation; clearedXml?: string }
  | { accepted: false; httpStatus: number; validation: ZatcaValidation };

/** ZATCA could not be reached or failed (network, 5xx, 429): the call is retried later; nothing was decided. */
export class ZatcaUnavailableError extends Error {
  override readonly name = 'ZatcaUnavailableError';
}

/** ZATCA refused the request itself (401 bad CSID, 400 on onboarding): retrying the same call will not help. */
export class ZatcaRequestError extends Error {
  override readonly name = 'ZatcaRequestError';
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ZatcaApi {
  /** POST /compliance: the CSR (PEM) and the portal's one-time code give a compliance CSID. */
  complianceCsid(csrPem: string, otp: string): Promise<Csid>;
  /** POST /compliance/invoices: one of the compliance documents, checked with the compliance CSID. */
  complianceCheck(csid: Csid, document: SubmittedDocument, profile: 'simplified' | 'standard'): Promise<SubmissionAnswer>;
  /** POST /production/csids: the production CSID, once the compliance documents passed. */
  productionCsid(complianceCsid: Csid): Promise<Csid>;
  /** POST /invoices/reporting/single: a simplified document, within 24 h of issue. */
  report(csid: Csid, document: SubmittedDocument): Promise<SubmissionAnswer>;
  /** POST /invoices/clearance/single: a standard document, before it is delivered; ZATCA returns the cleared XML. */
  clear(csid: Csid, document: SubmittedDocument): Promise<SubmissionAnswer>;
}

/** ZATCA's platforms (the developer portal is the sandbox). */
export const ZATCA_BASE_URLS = {
  sandbox: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
} as const;
