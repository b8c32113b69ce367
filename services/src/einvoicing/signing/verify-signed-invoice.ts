import { verify, X509Certificate } from 'node:crypto';
import { certificateSignature, publicKeyDer } from './certificate-signature.ts';
import { documentQrFields } from './document-qr-fields.ts';
import { invoiceHashOf } from './invoice-hash.ts';
import { decodeQr } from './qr-tlv.ts';
import { certificateDigest, signedPropertiesDigest } from './signature-digests.ts';
import { NS } from './ubl-namespaces.ts';
import { childElements, firstText, parseXml } from './xml-document.ts';

/** What a signed invoice states and what it should state; `problems` is empty when every value holds. */
export interface SignedInvoiceCheck {
  invoiceHash: string;
  problems: string[];
}

/**
 * Recomputes everything a signed invoice's signature and QR claim: the invoice hash (DigestValue), the ECDSA
 * signature over the hash's bytes with the embedded certificate's key, the certificate digest, the SignedProperties
 * digest and each QR field. Offline equivalent of the signature checks ZATCA runs.
 */
export function verifySignedInvoice(xml: string): SignedInvoiceCheck {
  const doc = parseXml(xml);
  const problems: string[] = [];
  const hash = invoiceHashOf(doc);
  const signature = doc.getElementsByTagNameNS(NS.ds, 'Signature')[0];
  if (!signature) return { invoiceHash: hash, problems: ['no ds:Signature'] };
  const references = signature.getElementsByTagNameNS(NS.ds, 'Reference');
  const referenceDigest = (uri: string) => {
    const ref = Array.from(references).find((r: Element) => r.getAttribute('URI') === uri);
    return ref ? firstText(ref, NS.ds, 'DigestValue') : null;
  };
  if (referenceDigest('') !== hash) problems.push(`invoice hash: document hashes to ${hash}, signature states ${referenceDigest('')}`);

  const certificateText = firstText(signature, NS.ds, 'X509Certificate') ?? '';
  let cert: X509Certificate | null = null;
  try {
    cert = new X509Certificate(Buffer.from(certificateText, 'base64'));
  } catch {
    problems.push('certificate: not a readable X.509 certificate');
  }
  const signatureValue = firstText(signature, NS.ds, 'SignatureValue') ?? '';
  if (cert && !verify('sha256', Buffer.from(hash, 'base64'), cert.publicKey, Buffer.from(signatureValue, 'base64'))) {
    problems.push('signature: does not verify with the certificate key over the invoice hash');
  }
  const properties = signature.getElementsByTagNameNS(NS.xades, 'SignedProperties')[0];
  const certDigest = properties?.getElementsByTagNameNS(NS.xades, 'CertDigest')[0];
  if ((certDigest && firstText(certDigest, NS.ds, 'DigestValue')) !== certificateDigest(certificateText)) problems.push('certificate digest: differs');
  if (!properties || referenceDigest('#xadesSignedProperties') !== signedPropertiesDigest(properties)) problems.push('SignedProperties digest: differs');

  const qrReference = childElements(doc.documentElement!, NS.cac, 'AdditionalDocumentReference').find((r) => childElements(r, NS.cbc, 'ID')[0]?.textContent === 'QR');
  const qrText = qrReference ? firstText(qrReference, NS.cbc, 'EmbeddedDocumentBinaryObject') : null;
  if (!qrText) problems.push('QR: missing');
  else {
    try {
      const qr = decodeQr(qrText);
      const stated = documentQrFields(doc);
      const expect = (field: string, actual: string, wanted: string) => {
        if (actual !== wanted) problems.push(`QR ${field}: ${JSON.stringify(actual)}, document says ${JSON.stringify(wanted)}`);
      };
      expect('seller name', qr.sellerName, stated.sellerName);
      expect('VAT number', qr.vatNumber, stated.vatNumber);
      expect('timestamp', qr.timestamp, stated.timestamp);
      expect('total with VAT', qr.totalWithVat, stated.totalWithVat);
      expect('VAT total', qr.vatTotal, stated.vatTotal);
      expect('invoice hash', qr.invoiceHash, hash);
      expect('signature', qr.signature, signatureValue);
      if (cert) {
        expect('public key', qr.publicKey.toString('base64'), publicKeyDer(cert).toString('base64'));
        if (stated.simplified) expect('certificate signature', qr.certificateSignature?.toString('base64') ?? '', certificateSignature(cert).toString('base64'));
      }
    } catch (err) {
      problems.push(`QR: ${(err as Error).message}`);
    }
  }
  return { invoiceHash: hash, problems };
}
