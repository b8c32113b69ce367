import { describe, expect, it } from 'vitest';
import { rateLimitSubject } from './client-address.ts';

describe('who a per-address limit counts', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    const one = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::1%eth0', '2001:db8:1:2::192.0.2.1'];
    expect(new Set(one.map(rateLimitSubject))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(rateLimitSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSubject('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4 client (also written IPv4-mapped) by its address', () => {
    expect(rateLimitSubject('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitSubject('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitSubject('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(rateLimitSubject('unknown')).toBe('unknown');
  });
});
