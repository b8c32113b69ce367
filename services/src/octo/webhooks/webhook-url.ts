import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { OCTO_WEBHOOK_URL_MAX } from '@rihla/events/octo';
import { badRequest } from '../octo-error.ts';

/** Addresses a webhook may never reach: loopback, private, link-local (cloud metadata), shared, reserved, multicast. */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

/** True for an address a reseller's webhook may be sent to (a public unicast address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]!);
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

export interface WebhookUrlRules {
  /** OCTO_WEBHOOKS_ALLOW_PRIVATE: plain http and private addresses (development and tests only). */
  allowPrivate: boolean;
  /** The host's addresses (DNS); passed in so a test can name them. */
  resolve?: (host: string) => Promise<string[]>;
}

const resolveHost = async (host: string): Promise<string[]> => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * A webhook URL Rihla will call: at most OCTO_WEBHOOK_URL_MAX characters, https, no credentials in it, and a host
 * whose every address is public (so a reseller cannot make the engine reach its own network or the cloud's metadata
 * service). Checked at registration and again before each delivery (the host's addresses may have changed since).
 * Refusals are BAD_REQUEST naming `url`.
 */
export async function checkWebhookUrl(raw: unknown, rules: WebhookUrlRules): Promise<string> {
  if (typeof raw !== 'string' || raw.length === 0) throw badRequest('url: send the https URL the webhook is posted to.');
  if (raw.length > OCTO_WEBHOOK_URL_MAX) throw badRequest(`url: at most ${OCTO_WEBHOOK_URL_MAX} characters.`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('url: not a URL.');
  }
  if (url.protocol !== 'https:' && !(rules.allowPrivate && url.protocol === 'http:')) throw badRequest('url: must be an https URL.');
  if (url.username || url.password) throw badRequest('url: must not carry a user name or password (the signature authenticates the delivery).');
  if (rules.allowPrivate) return url.href;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (/(^|\.)(localhost|local|internal|localdomain)$/i.test(host)) throw badRequest('url: names a private host.');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (rules.resolve ?? resolveHost)(host);
  } catch {
    throw badRequest(`url: the host ${host} does not resolve.`);
  }
  if (addresses.length === 0) throw badRequest(`url: the host ${host} does not resolve.`);
  if (!addresses.every(isPublicAddress)) throw badRequest('url: names a loopback, private, link-local or reserved address; webhooks go to public addresses only.');
  return url.href;
}
