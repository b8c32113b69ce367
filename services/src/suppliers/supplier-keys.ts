import { hash, timingSafeEqual } from 'node:crypto';

/** Which supplier a presented key belongs to, or null for an unknown key. */
export type SupplierKeyResolver = (presentedKey: string) => string | null;

/** The documented development key of a supplier. Only used when no keys are configured outside production. */
export const devSupplierKey = (supplierId: string): string => `supplier-key-${supplierId}`;

const digest = (s: string) => hash('sha256', s, 'buffer');
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** A supplier's key, by its id (signs its Kafka answers), or null when it has none. */
export type SupplierKeyOf = (supplierId: string) => string | null;

function parseSupplierKeys(value: string): (readonly [string, string])[] {
  return value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const i = p.indexOf('=');
      if (i <= 0 || i === p.length - 1) throw new Error(`SUPPLIER_KEYS entry "${p}" is not supplierId=key`);
      return [p.slice(0, i), p.slice(i + 1)] as const;
    });
}

/** The same keys as supplierKeyResolver, looked up by supplier: what an HMAC signature is checked against. */
export function supplierKeyOf(config: { SUPPLIER_KEYS?: string | undefined; NODE_ENV: string }): SupplierKeyOf {
  if (config.SUPPLIER_KEYS) {
    const keys = new Map(parseSupplierKeys(config.SUPPLIER_KEYS));
    return (supplierId) => keys.get(supplierId) ?? null;
  }
  if (config.NODE_ENV === 'production') return () => null;
  return (supplierId) => devSupplierKey(supplierId);
}

/**
 * Keys from SUPPLIER_KEYS (`supplierId=key,...`). Without it, outside production, every supplier's key is
 * `supplier-key-{supplierId}` (documented dev default); in production without it no key is valid.
 */
export function supplierKeyResolver(config: { SUPPLIER_KEYS?: string | undefined; NODE_ENV: string }): SupplierKeyResolver {
  if (config.SUPPLIER_KEYS) {
    const pairs = parseSupplierKeys(config.SUPPLIER_KEYS);
    return (presented) => pairs.find(([, key]) => same(presented, key))?.[0] ?? null;
  }
  if (config.NODE_ENV === 'production') return () => null;
  return (presented) => {
    const m = /^supplier-key-(.+)$/.exec(presented);
    return m && same(presented, devSupplierKey(m[1]!)) ? m[1]! : null;
  };
}
