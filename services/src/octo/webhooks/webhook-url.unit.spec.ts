import { describe, expect, it } from 'vitest';
import { OctoError } from '../octo-error.ts';
import { checkWebhookUrl, isPublicAddress } from './webhook-url.ts';

const refused = async (url: unknown, addresses: string[] = ['93.184.215.14']) => {
  try {
    await checkWebhookUrl(url, { allowPrivate: false, resolve: async () => addresses });
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(OctoError);
    return (err as OctoError).toJSON();
  }
};

describe('webhook URLs: https to public addresses only (SSRF guard)', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/hook'],
    ['loopback v6', 'https://[::1]/hook'],
    ['a private network', 'https://10.1.2.3/hook'],
    ['a private network (172.16/12)', 'https://172.20.0.1/hook'],
    ['a home network', 'https://192.168.1.10/hook'],
    ['the cloud metadata service', 'https://169.254.169.254/latest/meta-data/'],
    ['carrier-grade NAT', 'https://100.64.0.1/hook'],
    ['an IPv4-mapped private address', 'https://[::ffff:10.0.0.1]/hook'],
    ['a unique-local v6 address', 'https://[fd00::1]/hook'],
    ['the unspecified address', 'https://0.0.0.0/hook'],
    ['localhost by name', 'https://localhost/hook'],
    ['an internal name', 'https://billing.internal/hook'],
  ])('refuses %s', async (_what, url) => {
    expect(await refused(url)).toMatchObject({ error: 'BAD_REQUEST', errorMessage: expect.stringMatching(/^url: .*(private|loopback)/) });
  });

  it('refuses a public name that resolves to a private address (any of its addresses)', async () => {
    expect(await refused('https://hooks.reseller.example/octo', ['93.184.215.14', '10.0.0.7'])).toMatchObject({ errorMessage: expect.stringMatching(/private/) });
    expect(await refused('https://hooks.reseller.example/octo', [])).toMatchObject({ errorMessage: expect.stringMatching(/does not resolve/) });
  });

  it('refuses plain http, credentials, non-URLs and URLs over 2048 characters', async () => {
    expect(await refused('http://hooks.reseller.example/octo')).toMatchObject({ errorMessage: expect.stringMatching(/https/) });
    expect(await refused('https://user:pw@hooks.reseller.example/octo')).toMatchObject({ errorMessage: expect.stringMatching(/user name or password/) });
    expect(await refused('hooks.reseller.example')).toMatchObject({ errorMessage: 'url: not a URL.' });
    expect(await refused(42)).toMatchObject({ error: 'BAD_REQUEST' });
    expect(await refused(`https://hooks.reseller.example/${'a'.repeat(2048)}`)).toMatchObject({ errorMessage: expect.stringMatching(/2048/) });
  });

  it('accepts https to a public address, and anything URL-shaped with the development flag', async () => {
    expect(await refused('https://hooks.reseller.example/octo?x=1')).toBeNull();
    expect(await refused('https://93.184.215.14/octo')).toBeNull();
    expect(await checkWebhookUrl('http://127.0.0.1:8080/hook', { allowPrivate: true })).toBe('http://127.0.0.1:8080/hook');
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    expect(isPublicAddress('fe80::1')).toBe(false);
  });
});
