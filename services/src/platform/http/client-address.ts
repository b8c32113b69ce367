import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The address a request comes from. fastify's trustProxy (server.ts) decides which hops may set X-Forwarded-For, so
 * `req.ip` is the client as far as trusted proxies say.
 */
const clientAddress = (req: FastifyRequest): string => req.ip || 'unknown';

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Who a per-address limit counts: an IPv4 address as it is, an IPv6 client by its /64. One customer line or host
 * gets a whole /64 (2^64 addresses), so counting single IPv6 addresses would give it endless fresh allowances. An
 * IPv4-mapped IPv6 address (`::ffff:198.51.100.7`) counts as its IPv4 address.
 */
export function rateLimitSubject(address: string): string {
  if (isIPv4(address) || !isIPv6(address.split('%')[0]!)) return address;
  const g = ipv6Groups(address);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
  return `${g.slice(0, 4).map((x) => x.toString(16)).join(':')}::/64`;
}

/** The subject of every per-address limit for this request (see rateLimitSubject). */
export const clientNetwork = (req: FastifyRequest): string => rateLimitSubject(clientAddress(req));
