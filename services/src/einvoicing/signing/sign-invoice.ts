import { hash } from 'node:crypto';
import { certificateSignature, publicKeyDer } from './certificate-signature.ts';
import { documentQrFields, type DocumentQrFields } from './document-qr-fields.ts';
import type { EgsCredentials } from './egs-credentials.ts';
import { invoiceHashOf } from './invoice-hash.ts';
import { encodeQr } from './qr-tlv.ts';
import { secp256k1Signer, type Secp256k1Signer } from './secp256k1-signer.ts';
import { certificateDigest, issuerName, serialNumber } from './signature-digests.ts';
import { qrReferenceXml, signatureExtensionXml } from './signature-extension.ts';
import { parseXml } from './xml-document.ts';

export interface SignedInvoice {
  /** The signed document: stored and sent as these exact bytes, never regenerated. */
  xml: string;
  /** Its invoice hash (the next document's PIH). */
  invoiceHash: string;
  /** The QR payload (base64 TLV) printed on what the buyer receives. */
  qr: string;
}

const SIGNATURE_ELEMENT = '<cac:Signature>';

/** What every signature of one EGS unit repeats from its certificate and key, derived once (the key export alone cost a tenth of an OpenSSL signature). */
const certificateFacts = new WeakMap<EgsCredentials, { digest: string; issuerName: string; serialNumber: string; publicKey: Buffer; signature: Buffer; sign: Secp256k1Signer }>();
function factsOf(credentials: EgsCredentials) {
  let facts = certificateFacts.get(credentials);
  if (!facts) {
    const cert = credentials.certificate;
    facts = {
      digest: certificateDigest(credentials.certificateBase64),
      issuerName: issuerName(cert),
      serialNumber: serialNumber(cert),
      publicKey: publicKeyDer(cert),
      signature: certificateSignature(cert),
      sign: secp256k1Signer(credentials.privateKey),
    };
    certificateFacts.set(credentials, facts);
  }
  return facts;
}

/**
 * Signs an unsigned invoice (a document that has its cac:Signature but no extensions and no QR): the hash, the ECDSA
 * secp256k1 signature over the hash's bytes, the XAdES extension as the first child of the root and the QR reference
 * just before cac:Signature. Both are inserted as text so the rest of the document keeps its bytes. The document is
 * parsed once and not verified again here: `verifySignedInvoice` re-deriving every value doubled the cost of each
 * card booking's invoice; the SDK's known answers and the chain's tests verify what this function writes.
 */
export function signInvoice(unsignedXml: string, credentials: EgsCredentials, signingTime: Date): SignedInvoice {
  const doc = parseXml(unsignedXml);
  return signWith(unsignedXml, invoiceHashOf(doc), documentQrFields(doc), credentials, signingTime);
}

/**
 * Signs a document Rihla just wrote (writeUblDocument), from the canonical form and the QR fields written beside it:
 * the same signature as `signInvoice` gives the same bytes, without parsing and canonicalising them again.
 */
export function signWrittenInvoice(written: { xml: string; canonicalForHash: string; qrFields: DocumentQrFields }, credentials: EgsCredentials, signingTime: Date): SignedInvoice {
  return signWith(written.xml, hash('sha256', written.canonicalForHash, 'base64'), written.qrFields, credentials, signingTime);
}

function signWith(unsignedXml: string, invoiceHash: string, fields: DocumentQrFields, credentials: EgsCredentials, signingTime: Date): SignedInvoice {
  const rootStart = /<Invoice\b[^>]*>/.exec(unsignedXml);
  const signatureAt = unsignedXml.indexOf(SIGNATURE_ELEMENT);
  if (!rootStart || signatureAt < 0 || unsignedXml.includes('<ext:UBLExtensions') || unsignedXml.indexOf(SIGNATURE_ELEMENT, signatureAt + 1) >= 0) {
    throw new Error('signInvoice takes an unsigned <Invoice> with one <cac:Signature> and no extensions');
  }
  const certificate = factsOf(credentials);
  const signatureValue = certificate.sign(Buffer.from(invoiceHash, 'base64')).toString('base64');
  const extension = signatureExtensionXml({
    invoiceHash,
    signatureValue,
    certificateBase64: credentials.certificateBase64,
    signingTime: signingTime.toISOString().slice(0, 19),
    certificateDigest: certificate.digest,
    issuerName: certificate.issuerName,
    serialNumber: certificate.serialNumber,
  });
  const qr = encodeQr({
    sellerName: fields.sellerName,
    vatNumber: fields.vatNumber,
    timestamp: fields.timestamp,
    totalWithVat: fields.totalWithVat,
    vatTotal: fields.vatTotal,
    invoiceHash,
    signature: signatureValue,
    publicKey: certificate.publicKey,
    ...(fields.simplified ? { certificateSignature: certificate.signature } : {}),
  });
  const afterRoot = rootStart.index + rootStart[0].length;
  const xml =
    unsignedXml.slice(0, afterRoot) +
    extension +
    unsignedXml.slice(afterRoot, signatureAt) +
    qrReferenceXml(qr) +
    unsignedXml.slice(signatureAt);
  return { xml, invoiceHash, qr };
}
