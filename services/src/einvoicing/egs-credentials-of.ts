import { readFileSync } from 'node:fs';
import type { Config } from '../platform/config.ts';
import { egsCredentials, type EgsCredentials } from './signing/egs-credentials.ts';
import { sdkTestKeyAndCertificate } from './zatca-sdk-data.ts';

/** The EGS unit's signing key and certificate from the configured files, or ZATCA's dummy test pair when none are set. */
export function egsCredentialsOf(config: Pick<Config, 'ZATCA_EGS_KEY_FILE' | 'ZATCA_EGS_CERT_FILE'>): EgsCredentials {
  if (config.ZATCA_EGS_KEY_FILE && config.ZATCA_EGS_CERT_FILE) {
    return egsCredentials(readFileSync(config.ZATCA_EGS_KEY_FILE, 'utf8'), readFileSync(config.ZATCA_EGS_CERT_FILE, 'utf8'));
  }
  const dummy = sdkTestKeyAndCertificate();
  return egsCredentials(dummy.privateKey, dummy.certificate);
}
