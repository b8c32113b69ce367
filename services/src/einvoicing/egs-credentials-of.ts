import { readFileSync } from 'node:fs';
import type { Config } from '../platform/config.ts';
import type { Csid } from './api/zatca-api.ts';
import { egsCredentials, type EgsCredentials } from './signing/egs-credentials.ts';
import { sdkTestKeyAndCertificate } from './zatca-sdk-data.ts';

type EgsFiles = Pick<Config, 'ZATCA_EGS_KEY_FILE' | 'ZATCA_EGS_CSID_FILE'>;

/** The production CSID `npm run zatca:onboard` stored, or null when this deployment has none (documents wait unsent). */
export function productionCsidOf(config: EgsFiles): Csid | null {
  if (!config.ZATCA_EGS_CSID_FILE) return null;
  const csid = JSON.parse(readFileSync(config.ZATCA_EGS_CSID_FILE, 'utf8')) as Csid;
  if (!csid.binarySecurityToken || !csid.secret || !csid.certificateBase64) throw new Error(`${config.ZATCA_EGS_CSID_FILE} is not a CSID written by zatca:onboard`);
  return csid;
}

/** The EGS unit's signing key and certificate from the configured files, or ZATCA's dummy test pair when none are set. */
export function egsCredentialsOf(config: EgsFiles): EgsCredentials {
  const csid = productionCsidOf(config);
  if (config.ZATCA_EGS_KEY_FILE && csid) return egsCredentials(readFileSync(config.ZATCA_EGS_KEY_FILE, 'utf8'), csid.certificateBase64);
  const dummy = sdkTestKeyAndCertificate();
  return egsCredentials(dummy.privateKey, dummy.certificate);
}
