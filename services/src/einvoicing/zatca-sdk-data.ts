import { hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The vendored folder of ZATCA SDK data (Data/ of SDK 238-R3.4.8; see zatca-data/LICENCE.md). */
export const zatcaDataDir = resolve(import.meta.dirname, 'zatca-data');

/** The SDK's public dummy test key and certificate (test material only; never production). */
export function sdkTestKeyAndCertificate(): { privateKey: string; certificate: string } {
  return {
    privateKey: readFileSync(resolve(zatcaDataDir, 'Certificates/ec-secp256k1-priv-key.pem'), 'utf8'),
    certificate: readFileSync(resolve(zatcaDataDir, 'Certificates/cert.pem'), 'utf8'),
  };
}

/**
 * The PIH of an EGS unit's first document: base64 of the hex SHA-256 of "0", as the SDK ships it in PIH/pih.txt
 * (computed, not read: the production bundle carries no SDK files; a spec checks the two agree).
 */
export const FIRST_PIH = Buffer.from(hash('sha256', '0', 'hex')).toString('base64');

/** The SDK's own copy of the first PIH. */
export const sdkFirstPih = () => readFileSync(resolve(zatcaDataDir, 'PIH/pih.txt'), 'utf8').trim();

/** The SDK's 19 signed sample documents and its 3 unsigned templates (Generated/). */
export function sdkSamples(): { name: string; path: string; xml: string; signed: boolean }[] {
  const dir = resolve(zatcaDataDir, 'Samples');
  return readdirSync(dir)
    .flatMap((group) => readdirSync(resolve(dir, group)).map((file) => ({ name: `${group}/${file}`, path: resolve(dir, group, file) })))
    .map((s) => {
      const xml = readFileSync(s.path, 'utf8');
      return { ...s, xml, signed: xml.includes('<ds:SignatureValue>') };
    });
}
