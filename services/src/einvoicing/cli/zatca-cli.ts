// `npm run zatca:onboard -- --csr-config <file> --otp <code> --out <dir> [--key <pem>]`: onboards this deployment's
// EGS unit with ZATCA (CSR, compliance CSID, compliance documents, production CSID) and writes the key and CSID
// files ZATCA_EGS_KEY_FILE / ZATCA_EGS_CSID_FILE name. `npm run zatca:status`: the chain and ZATCA's answers.
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config.ts';
import { openEventStore } from '../../platform/eventstore/open.ts';
import { ZATCA_BASE_URLS } from '../api/zatca-api.ts';
import { zatcaHttpApi } from '../api/zatca-http-api.ts';
import { productionCsidOf } from '../egs-credentials-of.ts';
import { createCsr, newEgsKey, parseCsrConfig } from '../onboarding/csr.ts';
import { onboardEgs } from '../onboarding/onboard-egs.ts';
import { documentStatuses } from '../submission/document-statuses.ts';

const say = (line: string) => void process.stdout.write(`${line}\n`);

const USAGE = `usage:
  npm run zatca:onboard -- --csr-config <file.properties> --otp <one-time code> --out <dir> [--key <existing key.pem>]
  npm run zatca:status`;

async function onboard(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { 'csr-config': { type: 'string' }, otp: { type: 'string' }, out: { type: 'string' }, key: { type: 'string' } } });
  if (!values['csr-config'] || !values.otp || !values.out) throw new Error(`missing arguments\n${USAGE}`);
  if (!/^[0-9]{6}$/.test(values.otp)) throw new Error('--otp is the 6-digit one-time code from the FATOORA portal');
  const config = loadConfig();
  const csrConfig = parseCsrConfig(readFileSync(values['csr-config'], 'utf8'));
  if (csrConfig.organizationIdentifier !== config.ZATCA_SELLER.vatNumber) throw new Error(`the CSR's VAT number ${csrConfig.organizationIdentifier} is not ZATCA_SELLER's ${config.ZATCA_SELLER.vatNumber}`);
  const out = resolve(values.out);
  const keyFile = resolve(out, 'egs-key.pem');
  const csidFile = resolve(out, 'csid.json');
  if (existsSync(csidFile)) throw new Error(`${csidFile} exists: this unit is onboarded (move it away to onboard again)`);
  const privateKeyPem = values.key ? readFileSync(values.key, 'utf8') : newEgsKey();
  const baseUrl = config.ZATCA_BASE_URL ?? ZATCA_BASE_URLS[config.ZATCA_ENVIRONMENT];
  const csrPem = createCsr(csrConfig, privateKeyPem.includes('BEGIN') ? privateKeyPem : `-----BEGIN EC PRIVATE KEY-----\n${privateKeyPem.trim()}\n-----END EC PRIVATE KEY-----\n`, config.ZATCA_ENVIRONMENT);
  say(`onboarding ${csrConfig.commonName} with ZATCA ${config.ZATCA_ENVIRONMENT} (${baseUrl})...`);
  const result = await onboardEgs(zatcaHttpApi(baseUrl), { config: csrConfig, csrPem, privateKeyPem, otp: values.otp, seller: config.ZATCA_SELLER, now: () => new Date() });
  for (const c of result.checks) say(`  compliance ${c.document}: ${c.answer.accepted ? c.answer.status : 'refused'}`);
  mkdirSync(out, { recursive: true });
  writeFileSync(keyFile, privateKeyPem, { mode: 0o600 });
  writeFileSync(resolve(out, 'csr.pem'), csrPem);
  writeFileSync(csidFile, `${JSON.stringify(result.production, null, 2)}\n`, { mode: 0o600 });
  say(`production CSID issued (request ${result.production.requestId}). Set:\n  ZATCA_EGS_KEY_FILE=${keyFile}\n  ZATCA_EGS_CSID_FILE=${csidFile}`);
}

async function status(): Promise<void> {
  const config = loadConfig();
  const csid = productionCsidOf(config);
  const certificate = csid && new X509Certificate(Buffer.from(csid.certificateBase64, 'base64'));
  say(`EGS unit ${config.ZATCA_EGS_ID} on ZATCA ${config.ZATCA_ENVIRONMENT}: ${certificate ? `onboarded, CSID valid until ${certificate.validTo}` : 'not onboarded (documents wait unsent)'}`);
  const store = await openEventStore(config);
  try {
    const rows = await documentStatuses(store, config.ZATCA_EGS_ID);
    const count = (s: string) => rows.filter((r) => r.status === s).length;
    say(`${rows.length} documents (last ICV ${rows.at(-1)?.icv ?? 0}): ${count('reported')} reported, ${count('cleared')} cleared, ${count('rejected')} rejected, ${count('waiting')} waiting`);
    for (const r of rows.filter((x) => x.status === 'rejected')) say(`  rejected ICV ${r.icv} ${r.number} (booking ${r.bookingId}): ${r.messages.join('; ')}`);
  } finally {
    await store.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
(command === 'onboard' ? onboard(rest) : command === 'status' ? status() : Promise.reject(new Error(USAGE))).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
