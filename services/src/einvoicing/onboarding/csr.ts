import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

/** The CSR configuration of ZATCA's SDK (Data/Input/*.properties): the EGS unit and its taxpayer. */
export interface CsrConfig {
  commonName: string;
  /** 1-<solution name>|2-<model or version>|3-<serial number> */
  serialNumber: string;
  /** The VAT number (15 digits). */
  organizationIdentifier: string;
  organizationUnitName: string;
  organizationName: string;
  countryName: string;
  /** 4 digits: standard (1...), simplified (.1..): 1100 both. */
  invoiceType: string;
  locationAddress: string;
  industryBusinessCategory: string;
}

const KEYS: Record<keyof CsrConfig, string> = {
  commonName: 'csr.common.name',
  serialNumber: 'csr.serial.number',
  organizationIdentifier: 'csr.organization.identifier',
  organizationUnitName: 'csr.organization.unit.name',
  organizationName: 'csr.organization.name',
  countryName: 'csr.country.name',
  invoiceType: 'csr.invoice.type',
  locationAddress: 'csr.location.address',
  industryBusinessCategory: 'csr.industry.business.category',
};

/** Reads a properties file like the SDK's (key=value lines); refuses one with a missing or malformed field. */
export function parseCsrConfig(text: string): CsrConfig {
  const values = new Map(
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => [l.slice(0, l.indexOf('=')).trim(), l.slice(l.indexOf('=') + 1).trim()] as const),
  );
  const missing = Object.values(KEYS).filter((k) => !values.get(k));
  if (missing.length) throw new Error(`the CSR configuration lacks ${missing.join(', ')}`);
  const config = Object.fromEntries(Object.entries(KEYS).map(([field, key]) => [field, values.get(key)!])) as unknown as CsrConfig;
  if (!/^3[0-9]{13}3$/.test(config.organizationIdentifier)) throw new Error('csr.organization.identifier must be the 15-digit VAT number (first and last digit 3)');
  if (!/^[01]{4}$/.test(config.invoiceType)) throw new Error('csr.invoice.type must be 4 digits of 0/1, e.g. 1100');
  if (!/^1-[^|]+\|2-[^|]+\|3-[^|]+$/.test(config.serialNumber)) throw new Error('csr.serial.number must read 1-<solution>|2-<model>|3-<serial>');
  return config;
}

/** The certificate template ZATCA expects per platform. */
const TEMPLATE = { sandbox: 'TSTZATCA-Code-Signing', simulation: 'PREZATCA-Code-Signing', production: 'ZATCA-Code-Signing' } as const;

/** A new secp256k1 key (SEC1 PEM), as the EGS unit's signing key. */
export function newEgsKey(): string {
  return generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey.export({ type: 'sec1', format: 'pem' }) as string;
}

const escapeValue = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/**
 * The CSR ZATCA's onboarding takes: subject C/OU/O/CN, the certificate template extension and the subject
 * alternative name with the EGS serial (SN), VAT number (UID), invoice types (title), location and industry. Made
 * by OpenSSL (node:crypto has no CSR builder), from a config written like the SDK's.
 */
export function createCsr(config: CsrConfig, privateKeyPem: string, environment: keyof typeof TEMPLATE): string {
  const dir = mkdtempSync(resolve(tmpdir(), 'zatca-csr-'));
  try {
    const keyFile = resolve(dir, 'key.pem');
    const cnfFile = resolve(dir, 'csr.cnf');
    writeFileSync(keyFile, privateKeyPem, { mode: 0o600 });
    writeFileSync(
      cnfFile,
      [
        'oid_section = OIDs',
        '[OIDs]',
        'certificateTemplateName = 1.3.6.1.4.1.311.20.2',
        '[req]',
        'prompt = no',
        'utf8 = yes',
        'string_mask = utf8only',
        'distinguished_name = dn',
        'req_extensions = v3_req',
        '[dn]',
        `C = "${escapeValue(config.countryName)}"`,
        `OU = "${escapeValue(config.organizationUnitName)}"`,
        `O = "${escapeValue(config.organizationName)}"`,
        `CN = "${escapeValue(config.commonName)}"`,
        '[v3_req]',
        'basicConstraints = CA:FALSE',
        'keyUsage = digitalSignature, nonRepudiation, keyEncipherment',
        `certificateTemplateName = ASN1:PRINTABLESTRING:${TEMPLATE[environment]}`,
        'subjectAltName = dirName:alt_names',
        '[alt_names]',
        `SN = "${escapeValue(config.serialNumber)}"`,
        `UID = "${escapeValue(config.organizationIdentifier)}"`,
        `title = "${escapeValue(config.invoiceType)}"`,
        `registeredAddress = "${escapeValue(config.locationAddress)}"`,
        `businessCategory = "${escapeValue(config.industryBusinessCategory)}"`,
        '',
      ].join('\n'),
    );
    return execFileSync('openssl', ['req', '-new', '-sha256', '-key', keyFile, '-config', cnfFile], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
