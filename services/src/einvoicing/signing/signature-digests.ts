import type { X509Certificate } from 'node:crypto';
import { hash } from 'node:crypto';
import { C14nCanonicalization } from 'xml-crypto';

/** base64 of the hex text of a SHA-256: how ZATCA writes the certificate and SignedProperties digests (not base64 of the bytes). */
const base64OfHexSha256 = (text: string) => Buffer.from(hash('sha256', text, 'hex'), 'utf8').toString('base64');

/** The xades:CertDigest of a certificate: over its base64 text, not over its DER bytes. */
export function certificateDigest(certificateBase64: string): string {
  return base64OfHexSha256(certificateBase64);
}

/**
 * The digest of xades:SignedProperties: its canonical form with empty elements written `<x/>` (ZATCA's serialisation,
 * where C14N writes `<x></x>`); ZATCA answers `signed-properties-hashing` when this differs.
 */
export function signedPropertiesDigest(signedProperties: Element): string {
  const canonical = new C14nCanonicalization().process(signedProperties, {});
  return signedPropertiesTextDigest(canonical.replace(/<([\w:.-]+)((?:\s[^<>]*)?)><\/\1>/g, '<$1$2/>'));
}

/** The SignedProperties digest of a text already in that canonical form (one Rihla wrote: writeSignedProperties). */
export function signedPropertiesTextDigest(canonical: string): string {
  return base64OfHexSha256(canonical);
}

/** The issuer as the SDK writes it in X509IssuerName: RFC 2253 order (most specific first), ", " between. */
export function issuerName(cert: X509Certificate): string {
  return cert.issuer.split('\n').reverse().join(', ');
}

/** The certificate's serial number in decimal (X509SerialNumber). */
export function serialNumber(cert: X509Certificate): string {
  return BigInt(`0x${cert.serialNumber}`).toString(10);
}
