// Known answers: ZATCA's SDK signed its 19 samples; every value it wrote there (invoice hash, signature,
// certificate digest, SignedProperties digest, QR) is recomputed here and must match. The 3 unsigned templates (Generated/) are
// signed here with the SDK's dummy key and verified. A tampered document must fail.
import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_PIH, sdkFirstPih, sdkSamples, sdkTestKeyAndCertificate } from '../zatca-sdk-data.ts';
import { certificateSignature, publicKeyDer } from './certificate-signature.ts';
import { documentQrFields } from './document-qr-fields.ts';
import { egsCredentials } from './egs-credentials.ts';
import { invoiceHash, invoiceHashOf } from './invoice-hash.ts';
import { decodeQr, encodeQr } from './qr-tlv.ts';
import { signInvoice } from './sign-invoice.ts';
import { certificateDigest, issuerName, serialNumber } from './signature-digests.ts';
import { writeSignedProperties } from './signature-extension.ts';
import { verifySignedInvoice } from './verify-signed-invoice.ts';
import { XMLSerializer } from '@xmldom/xmldom';
import { parseXml } from './xml-document.ts';

const samples = sdkSamples();
const signed = samples.filter((s) => s.signed);
const unsigned = samples.filter((s) => !s.signed);
const { privateKey, certificate } = sdkTestKeyAndCertificate();
const credentials = egsCredentials(privateKey, certificate);

/** What the SDK wrote into a signed sample. */
function stated(xml: string) {
  const tag = (name: string, at = 0) => [...xml.matchAll(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`, 'g'))][at]?.[1] ?? '';
  return {
    invoiceHash: tag('ds:DigestValue', 0),
    signedPropertiesDigest: tag('ds:DigestValue', 1),
    certificateDigest: tag('ds:DigestValue', 2),
    signatureValue: tag('ds:SignatureValue'),
    certificate: tag('ds:X509Certificate'),
    signingTime: tag('xades:SigningTime'),
    qr: /<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</.exec(xml)![1]!,
  };
}

/** A signed sample as it was before signing: without the extension and the QR reference. */
const unsign = (xml: string) =>
  xml.replace(/<ext:UBLExtensions>[\s\S]*<\/ext:UBLExtensions>/, '').replace(/<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/, '');

describe('ZATCA SDK samples (known answers)', () => {
  it('computes the first PIH the SDK ships', () => {
    expect(FIRST_PIH).toBe(sdkFirstPih());
  });

  it('has the 22 files: 19 samples signed by the SDK, 3 unsigned templates', () => {
    expect(samples).toHaveLength(22);
    expect(signed).toHaveLength(19);
  });

  it.each(signed.map((s) => [s.name, s.xml]))('%s: every value the SDK wrote is recomputed', (_name, xml) => {
    const sdk = stated(xml);
    const cert = new X509Certificate(Buffer.from(sdk.certificate, 'base64'));
    expect(invoiceHash(xml)).toBe(sdk.invoiceHash);
    expect(certificateDigest(sdk.certificate)).toBe(sdk.certificateDigest);
    // Our own SignedProperties text, filled with the sample's values, digests to what the SDK stated.
    expect(signedPropertiesOf(sdk.signingTime, cert).digest).toBe(sdk.signedPropertiesDigest);
    const fields = documentQrFields(parseXml(xml));
    const qr = encodeQr({
      ...fields,
      invoiceHash: sdk.invoiceHash,
      signature: sdk.signatureValue,
      publicKey: publicKeyDer(cert),
      ...(fields.simplified ? { certificateSignature: certificateSignature(cert) } : {}),
    });
    expect(qr).toBe(sdk.qr);
    expect(verifySignedInvoice(xml).problems).toEqual([]);
  });

  it.each(signed.map((s) => [s.name, s.xml]))('%s: re-signed with the dummy key, same hash and digests, a new valid signature', (_name, xml) => {
    const sdk = stated(xml);
    const again = signInvoice(unsign(xml), credentials, new Date(`${sdk.signingTime}Z`));
    expect(again.invoiceHash).toBe(sdk.invoiceHash);
    const mine = stated(again.xml);
    expect(mine.signedPropertiesDigest).toBe(sdk.signedPropertiesDigest);
    expect(mine.certificateDigest).toBe(sdk.certificateDigest);
    expect(verifySignedInvoice(again.xml).problems).toEqual([]);
    expect(decodeQr(again.qr).invoiceHash).toBe(sdk.invoiceHash);
  });

  it.each(unsigned.map((s) => [s.name, s.xml]))('%s (unsigned template): signs and verifies', (_name, xml) => {
    const template = unsign(xml);
    const result = signInvoice(template, credentials, new Date('2026-11-26T10:00:00Z'));
    expect(result.invoiceHash).toBe(invoiceHash(xml));
    expect(verifySignedInvoice(result.xml).problems).toEqual([]);
  });
});

describe('the invoice hash of a parsed document', () => {
  it.each(signed.map((s) => [s.name, s.xml]))('%s: leaves the document as it was given (the stripped parts are put back)', (_name, xml) => {
    const doc = parseXml(xml);
    const before = new XMLSerializer().serializeToString(doc);
    expect(invoiceHashOf(doc)).toBe(stated(xml).invoiceHash);
    expect(new XMLSerializer().serializeToString(doc)).toBe(before);
    expect(invoiceHashOf(doc)).toBe(stated(xml).invoiceHash);
  });
});

describe('a tampered document fails', () => {
  const original = signed.find((s) => s.name === 'Simplified/Simplified_Invoice.xml')!.xml;
  const other = signed.find((s) => s.name === 'Standard/Standard_Invoice.xml')!.xml;

  it('an amount changed after signing breaks the invoice hash', () => {
    const tampered = original.replace('<cbc:PriceAmount currencyID="SAR">34.00</cbc:PriceAmount>', '<cbc:PriceAmount currencyID="SAR">3.40</cbc:PriceAmount>');
    expect(tampered).not.toBe(original);
    expect(verifySignedInvoice(tampered).problems.join('\n')).toMatch(/invoice hash/);
  });

  it('another document\'s signature does not verify', () => {
    const tampered = original.replace(stated(original).signatureValue, stated(other).signatureValue);
    expect(verifySignedInvoice(tampered).problems.join('\n')).toMatch(/signature: does not verify/);
  });

  it('a changed signing time breaks the SignedProperties digest', () => {
    const tampered = original.replace('<xades:SigningTime>2025-07-22T15:51:28', '<xades:SigningTime>2025-07-22T15:51:29');
    expect(verifySignedInvoice(tampered).problems).toContain('SignedProperties digest: differs');
  });

  it('a changed certificate breaks the certificate digest', () => {
    const cert = stated(original).certificate;
    const tampered = original.replace(`<ds:X509Certificate>${cert}`, `<ds:X509Certificate>${cert.replace('MIID3j', 'MIID3J')}`);
    expect(verifySignedInvoice(tampered).problems.join('\n')).toMatch(/certificate/);
  });

  it('a QR with another total fails', () => {
    const qr = stated(original).qr;
    const fields = decodeQr(qr);
    const forged = encodeQr({ ...fields, totalWithVat: '1.00' });
    expect(verifySignedInvoice(original.replace(qr, forged)).problems.join('\n')).toMatch(/QR total with VAT/);
  });
});


/** Our SignedProperties text for a sample's signing time and certificate. */
function signedPropertiesOf(signingTime: string, cert: X509Certificate) {
  return writeSignedProperties({ signingTime, certificateDigest: certificateDigest(cert.raw.toString('base64')), issuerName: issuerName(cert), serialNumber: serialNumber(cert) });
}
