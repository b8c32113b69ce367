import { timingSafeEqual } from 'node:crypto';

/** Compares two sha-256 hex digests in constant time. */
export function sameTokenHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === 32 && y.length === 32 && timingSafeEqual(x, y);
}
