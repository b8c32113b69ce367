import type { X509Certificate } from 'node:crypto';

/** Reads one DER element at `at`: its tag, where its content starts and ends. */
function derElement(der: Buffer, at: number): { tag: number; start: number; end: number } {
  const tag = der[at]!;
  let length = der[at + 1]!;
  let start = at + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + der[start + i]!;
    start += bytes;
  }
  if (start + length > der.length) throw new Error('truncated DER');
  return { tag, start, end: start + length };
}

/**
 * The certificate's own signature (the CA's ECDSA signature, DER): QR tag 9. Certificate ::= SEQUENCE {
 * tbsCertificate, signatureAlgorithm, signatureValue BIT STRING }; node:crypto does not expose it.
 */
export function certificateSignature(cert: X509Certificate): Buffer {
  const der = cert.raw;
  const outer = derElement(der, 0);
  const tbs = derElement(der, outer.start);
  const algorithm = derElement(der, tbs.end);
  const value = derElement(der, algorithm.end);
  if (value.tag !== 0x03 || der[value.start] !== 0) throw new Error('certificate signature is not a whole-byte BIT STRING');
  return Buffer.from(der.subarray(value.start + 1, value.end));
}

/** The certificate's public key as DER SubjectPublicKeyInfo: QR tag 8. */
export function publicKeyDer(cert: X509Certificate): Buffer {
  return cert.publicKey.export({ type: 'spki', format: 'der' });
}
