import { createPrivateKey, X509Certificate } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/** What an EGS unit signs with: its secp256k1 private key and the certificate (CSID) ZATCA issued for it. */
export interface EgsCredentials {
  privateKey: KeyObject;
  /** The certificate's base64 DER text exactly as ZATCA returned it (the certificate digest is taken over this text). */
  certificateBase64: string;
  certificate: X509Certificate;
}

/** The SDK stores its key as the bare base64 of the SEC1 DER (no PEM armour); OpenSSL writes PEM. Both are read. */
function ecPrivateKeyPem(text: string): string {
  if (text.includes('-----BEGIN')) return text;
  const body = text.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN EC PRIVATE KEY-----\n${body}\n-----END EC PRIVATE KEY-----\n`;
}

/** Reads a private key (PEM, or the SDK's bare base64) and a certificate given as PEM or as its bare base64 body (ZATCA's binarySecurityToken, decoded). */
export function egsCredentials(privateKeyPem: string, certificate: string): EgsCredentials {
  const certificateBase64 = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const cert = new X509Certificate(Buffer.from(certificateBase64, 'base64'));
  const privateKey = createPrivateKey(ecPrivateKeyPem(privateKeyPem));
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'secp256k1') {
    throw new Error('the EGS key must be an EC key on secp256k1');
  }
  return { privateKey, certificateBase64, certificate: cert };
}
