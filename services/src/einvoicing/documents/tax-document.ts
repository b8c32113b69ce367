import type { CurrencyCode } from '@rihla/events/common';

/** 388 tax invoice, 381 credit note, 383 debit note (UN/CEFACT 1001; ZATCA writes all three as UBL <Invoice>). */
export type DocumentKind = 'invoice' | 'creditNote' | 'debitNote';
export const TYPE_CODE: Record<DocumentKind, string> = { invoice: '388', creditNote: '381', debitNote: '383' };

/** Simplified (B2C, reported within 24 h, transaction code 0200000) or standard (B2B, cleared first, 0100000). */
export type DocumentProfile = 'simplified' | 'standard';
export const TRANSACTION_CODE: Record<DocumentProfile, string> = { simplified: '0200000', standard: '0100000' };

/** A Saudi national address as ZATCA wants it (BR-KSA-09/63: street, 4-digit building, district, city, 5-digit postal code). */
export interface PostalAddress {
  street: string;
  building: string;
  district: string;
  city: string;
  postalZone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** A party in one language (documents are written in the booking's language). */
export interface DocumentParty {
  name: string;
  vatNumber: string;
  address: PostalAddress;
}

export interface Seller extends DocumentParty {
  /** Commercial registration number (PartyIdentification schemeID CRN). */
  crn: string;
}

export interface DocumentLine {
  name: string;
  quantity: number;
  /** What the buyer pays for the line, VAT included, in minor units of the document currency (catalog prices include VAT). */
  gross: number;
  /** 15 (KSA) or 5 (UAE): the rate the catalog price includes. */
  vatRatePercent: number;
}

/** Everything one ZATCA document says, before it is written, signed and chained. */
export interface TaxDocument {
  kind: DocumentKind;
  profile: DocumentProfile;
  /** The seller's document number (BT-1), unique per seller. */
  number: string;
  uuid: string;
  issuedAt: Date;
  /** The EGS unit's invoice counter (ICV) and the previous document's hash (PIH): given by the chain. */
  icv: number;
  pih: string;
  currency: CurrencyCode;
  /** SAR per unit of `currency` (1 for SAR): the VAT total is also stated in SAR (the tax currency). */
  sarRate: number;
  seller: Seller;
  /** The buyer of a standard document (its VAT number and address); none on simplified documents. */
  buyer: DocumentParty | null;
  /** yyyy-mm-dd: when the service is supplied (the experience's date). */
  supplyDate: string;
  /** UNTDID 4461: 10 cash, 30 credit transfer, 48 bank card, 1 not defined (pay later). */
  paymentMeansCode: '1' | '10' | '30' | '48';
  lines: DocumentLine[];
  /** Credit and debit notes: the number of the invoice they correct, and why (KSA-10). */
  billingReference?: string;
  reason?: string;
}
