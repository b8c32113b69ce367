// The onboarding CLI end to end against the local double of ZATCA's api, then the status check on its files.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../platform/testing/fixtures.ts';
import { egsCredentials } from '../signing/egs-credentials.ts';
import { startZatcaDouble, type ZatcaDouble } from '../testing/zatca-double.ts';
import { sdkTestKeyAndCertificate, zatcaDataDir } from '../zatca-sdk-data.ts';

const run = promisify(execFile);
const cli = resolve(import.meta.dirname, 'zatca-cli.ts');
let double: ZatcaDouble;
const dir = tempDir('zatca-cli');

beforeAll(async () => {
  double = await startZatcaDouble();
});
afterAll(async () => {
  await double.close();
  dir.remove();
});

const env = () => ({ ...process.env, ZATCA_BASE_URL: double.baseUrl, DATA_DIR: dir.dir, EVENTSTORE_SQLITE_FILE: resolve(dir.dir, 'events.sqlite'), LOG_LEVEL: 'silent' });

describe('npm run zatca:onboard / zatca:status', () => {
  it('refuses a malformed one-time code and writes nothing', async () => {
    const out = resolve(dir.dir, 'bad');
    await expect(run(process.execPath, ['--import', 'tsx', cli, 'onboard', '--csr-config', `${zatcaDataDir}/Input/csr-config-example-EN.properties`, '--otp', '12', '--out', out], { env: env() })).rejects.toMatchObject({ stderr: expect.stringContaining('6-digit') });
    expect(existsSync(out)).toBe(false);
  }, 60_000);

  it('onboards with the SDK CSR config and the code, writes the key and the CSID, and status reads them', async () => {
    const out = resolve(dir.dir, 'egs');
    // The sandbox answers with ZATCA's test certificate: sign with its key, as the SDK does there.
    const keyFile = resolve(dir.dir, 'sdk-key.pem');
    const { privateKey, certificate } = sdkTestKeyAndCertificate();
    writeFileSync(keyFile, egsCredentials(privateKey, certificate).privateKey.export({ type: 'sec1', format: 'pem' }) as string);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, 'onboard', '--csr-config', `${zatcaDataDir}/Input/csr-config-example-EN.properties`, '--otp', double.otp, '--out', out, '--key', keyFile], { env: env() });
    expect(stdout).toContain('compliance simplified invoice: REPORTED');
    expect(stdout).toContain('compliance standard invoice: CLEARED');
    expect(stdout).toContain('production CSID issued');
    const csid = JSON.parse(readFileSync(resolve(out, 'csid.json'), 'utf8')) as { secret: string };
    expect(csid.secret).toBeTruthy();
    expect(statSync(resolve(out, 'csid.json')).mode & 0o077).toBe(0);
    const status = await run(process.execPath, ['--import', 'tsx', cli, 'status'], { env: { ...env(), ZATCA_EGS_KEY_FILE: resolve(out, 'egs-key.pem'), ZATCA_EGS_CSID_FILE: resolve(out, 'csid.json') } });
    expect(status.stdout).toMatch(/onboarded, CSID valid until/);
    expect(status.stdout).toContain('0 documents (last ICV 0)');
  }, 120_000);
});
