import { hash, type KeyObject, sign } from 'node:crypto';
import { createRequire } from 'node:module';

/** SHA256withECDSA over `data` with an EGS unit's secp256k1 key, DER-encoded: the XAdES SignatureValue's bytes. */
export type Secp256k1Signer = (data: Buffer) => Buffer;

/** The two calls we use of bitcoin-core's libsecp256k1, as the `secp256k1` package's N-API binding offers them. */
export interface Libsecp256k1 {
  ecdsaSign(message32: Uint8Array, privateKey: Uint8Array): { signature: Uint8Array };
  signatureExport(compact: Uint8Array): Uint8Array;
}

/**
 * The native binding itself, not the package's index: that falls back to the pure-JS `elliptic` without a word, which
 * is slower than OpenSSL. No binding for this platform (no prebuild, no compiler at install) means OpenSSL signs.
 */
function loadLibsecp256k1(): Libsecp256k1 | undefined {
  try {
    return createRequire(import.meta.url)('secp256k1/bindings') as Libsecp256k1;
  } catch {
    return undefined;
  }
}

export const nativeLibsecp256k1 = loadLibsecp256k1();

/** OpenSSL's signature: its secp256k1 is the generic constant-time code, ~500 µs of CPU per signature here. */
export function opensslSigner(privateKey: KeyObject): Secp256k1Signer {
  return (data) => sign('sha256', data, privateKey);
}

/**
 * libsecp256k1's signature (~60 µs here, a card booking signs one invoice): the same algorithm over the same digest,
 * so OpenSSL and ZATCA verify it alike. Its nonce is RFC 6979's (derived from key and digest) and its S is the low one,
 * both valid ECDSA.
 */
export function libsecp256k1Signer(privateKey: KeyObject, lib: Libsecp256k1): Secp256k1Signer {
  const jwk = privateKey.export({ format: 'jwk' });
  if (jwk.crv !== 'secp256k1' || !jwk.d) throw new Error('libsecp256k1 signs with a secp256k1 private key only');
  const scalar = Buffer.alloc(32);
  const d = Buffer.from(jwk.d, 'base64url');
  d.copy(scalar, 32 - d.length);
  return (data) => Buffer.from(lib.signatureExport(lib.ecdsaSign(hash('sha256', data, 'buffer'), scalar).signature));
}

/** The fastest signer this platform has for the key. */
export function secp256k1Signer(privateKey: KeyObject, lib: Libsecp256k1 | undefined = nativeLibsecp256k1): Secp256k1Signer {
  return lib ? libsecp256k1Signer(privateKey, lib) : opensslSigner(privateKey);
}
