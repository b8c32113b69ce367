import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sdkTestKeyAndCertificate } from '../zatca-sdk-data.ts';
import { egsCredentials } from './egs-credentials.ts';
import { libsecp256k1Signer, nativeLibsecp256k1, opensslSigner, secp256k1Signer } from './secp256k1-signer.ts';

const invoiceHash = createHash('sha256').update('<Invoice/>').digest();
// secp256k1's group order: a signature's S above half of it is the "high" twin of a valid one.
const ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** r and s of a DER ECDSA signature (SEQUENCE of two INTEGERs, short lengths: a 256-bit curve). */
function derParts(der: Buffer): { r: bigint; s: bigint } {
  expect(der[0]).toBe(0x30);
  expect(der[1]).toBe(der.length - 2);
  const integer = (at: number) => {
    expect(der[at]).toBe(0x02);
    const length = der[at + 1]!;
    return { value: BigInt(`0x${der.subarray(at + 2, at + 2 + length).toString('hex')}`), next: at + 2 + length };
  };
  const r = integer(2);
  const s = integer(r.next);
  expect(s.next).toBe(der.length);
  return { r: r.value, s: s.value };
}

describe('the secp256k1 signer of e-invoices', () => {
  it('has libsecp256k1 on this platform (the package ships a linux-x64 prebuild)', () => {
    expect(nativeLibsecp256k1).toBeDefined();
  });

  it("signs what OpenSSL verifies with the SDK's key and certificate, as SHA256withECDSA", () => {
    const sdk = sdkTestKeyAndCertificate();
    const credentials = egsCredentials(sdk.privateKey, sdk.certificate);
    const signature = libsecp256k1Signer(credentials.privateKey, nativeLibsecp256k1!)(invoiceHash);
    expect(verify('sha256', invoiceHash, credentials.certificate.publicKey, signature)).toBe(true);
    // Over the hash's bytes hashed once more, not over the hash itself: another message does not verify.
    expect(verify('sha256', createHash('sha256').update(invoiceHash).digest(), credentials.certificate.publicKey, signature)).toBe(false);
  });

  it('gives DER with a low S, the same for the same digest (RFC 6979), and another for another digest', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const sign = libsecp256k1Signer(privateKey, nativeLibsecp256k1!);
    for (let i = 0; i < 50; i++) {
      const digest = createHash('sha256').update(`document ${i}`).digest();
      const signature = sign(digest);
      const { r, s } = derParts(signature);
      expect(r > 0n && r < ORDER).toBe(true);
      expect(s > 0n && s <= ORDER / 2n).toBe(true);
      expect(verify('sha256', digest, publicKey, signature)).toBe(true);
      expect(sign(digest).equals(signature)).toBe(true);
    }
    expect(sign(invoiceHash).equals(sign(createHash('sha256').update('other').digest()))).toBe(false);
  });

  it('refuses a key on another curve', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    expect(() => libsecp256k1Signer(privateKey, nativeLibsecp256k1!)).toThrow(/secp256k1 private key only/);
  });

  it('signs with OpenSSL where the platform has no binding, verifiably too', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const sign = secp256k1Signer(privateKey, undefined);
    const signature = sign(invoiceHash);
    expect(verify('sha256', invoiceHash, publicKey, signature)).toBe(true);
    expect(verify('sha256', invoiceHash, publicKey, opensslSigner(privateKey)(invoiceHash))).toBe(true);
  });

  it('keeps a short private scalar at 32 bytes (a key whose top byte is zero)', () => {
    // The JWK's d may come without its leading zero bytes; the signer pads it back (a one-in-256 key).
    for (let i = 0; i < 2000; i++) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
      const d = Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url');
      const topByteZero = d.length < 32 || d[0] === 0;
      if (!topByteZero) continue;
      expect(verify('sha256', invoiceHash, publicKey, libsecp256k1Signer(privateKey, nativeLibsecp256k1!)(invoiceHash))).toBe(true);
      return;
    }
    throw new Error('no key with a zero top byte in 2000 tries');
  });
});
