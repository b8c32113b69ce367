import { describe, expect, it } from 'vitest';
import { devSupplierKey, supplierKeyResolver } from './supplier-keys.ts';

describe('supplier keys', () => {
  it('accepts the documented dev keys outside production only', () => {
    const dev = supplierKeyResolver({ NODE_ENV: 'development' });
    expect(dev(devSupplierKey('najd-trails'))).toBe('najd-trails');
    expect(dev('najd-trails')).toBeNull();
    expect(supplierKeyResolver({ NODE_ENV: 'production' })(devSupplierKey('najd-trails'))).toBeNull();
  });

  it('uses SUPPLIER_KEYS when configured, and nothing else', () => {
    const keys = supplierKeyResolver({ NODE_ENV: 'production', SUPPLIER_KEYS: 'najd-trails=k_3f9a, red-sea-horizons=k_77b1' });
    expect(keys('k_77b1')).toBe('red-sea-horizons');
    expect(keys(devSupplierKey('najd-trails'))).toBeNull();
    expect(() => supplierKeyResolver({ NODE_ENV: 'test', SUPPLIER_KEYS: 'broken' })).toThrow(/supplierId=key/);
  });
});
