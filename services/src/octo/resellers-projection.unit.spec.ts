import { describe, expect, it } from 'vitest';
import type { ResellerEvent } from '@rihla/events/octo';
import { projectionSpecFor } from '../platform/testing/projection-spec.ts';
import { resellersProjection, type ResellerDoc } from './resellers-projection.ts';

const spec = projectionSpecFor(resellersProjection);
const HASH_1 = 'a'.repeat(64);
const HASH_2 = 'b'.repeat(64);
const registered: ResellerEvent = { type: 'ResellerRegistered', data: { resellerId: 'atlas', name: 'Atlas Travel', registeredAt: '2030-01-06T06:00:00.000Z', registeredBy: 'ops-1' } };
const issued = (keyId: string, keyHash: string, issuedAt: string): ResellerEvent => ({
  type: 'ResellerKeyIssued',
  data: { resellerId: 'atlas', keyId, keyHash, keyPrefix: `atlas_${keyId}`, issuedAt },
});
const revoked = (keyId: string, keyHash: string, revokedAt: string): ResellerEvent => ({ type: 'ResellerKeyRevoked', data: { resellerId: 'atlas', keyId, keyHash, revokedAt, revokedBy: 'ops-2' } });
const reseller = (...events: ResellerEvent[]) => spec.given(events).document<ResellerDoc>('resellers', 'atlas');

describe('resellers read model (ops’ list of resellers and their keys)', () => {
  it('given a registration, then the reseller with no keys and the default caps', () => {
    expect(spec.given([registered]).documents()).toEqual({
      'resellers/atlas': { resellerId: 'atlas', name: 'Atlas Travel', registeredAt: '2030-01-06T06:00:00.000Z', keys: [], caps: { maxHeldSeats: null, maxDepartureShare: null } },
    });
  });

  it('given keys issued, then each key by id and prefix, in the order issued, never its hash', () => {
    const doc = reseller(registered, issued('k1', HASH_1, '2030-01-06T06:01:00.000Z'), issued('k2', HASH_2, '2030-01-06T06:02:00.000Z'));
    expect(doc?.keys).toEqual([
      { keyId: 'k1', keyPrefix: 'atlas_k1', issuedAt: '2030-01-06T06:01:00.000Z', revokedAt: null },
      { keyId: 'k2', keyPrefix: 'atlas_k2', issuedAt: '2030-01-06T06:02:00.000Z', revokedAt: null },
    ]);
    expect(JSON.stringify(doc)).not.toContain(HASH_1);
  });

  it('given a key issued twice (a replay), then it is listed once', () => {
    const once = issued('k1', HASH_1, '2030-01-06T06:01:00.000Z');
    expect(reseller(registered, once, once)?.keys).toHaveLength(1);
  });

  it('given a revocation, then that key is revoked when it was first revoked; the other key stays', () => {
    const doc = reseller(
      registered,
      issued('k1', HASH_1, '2030-01-06T06:01:00.000Z'),
      issued('k2', HASH_2, '2030-01-06T06:02:00.000Z'),
      revoked('k1', HASH_1, '2030-01-07T06:00:00.000Z'),
      revoked('k1', HASH_1, '2030-01-08T06:00:00.000Z'),
    );
    expect(doc?.keys.map((k) => [k.keyId, k.revokedAt])).toEqual([
      ['k1', '2030-01-07T06:00:00.000Z'],
      ['k2', null],
    ]);
  });

  it('given caps set, then the latest caps ops set', () => {
    const caps = (maxHeldSeats: number | null, maxDepartureShare: number | null, setAt: string): ResellerEvent => ({
      type: 'ResellerCapsSet',
      data: { resellerId: 'atlas', caps: { maxHeldSeats, maxDepartureShare }, setAt, setBy: 'ops-1' },
    });
    expect(reseller(registered, caps(40, 0.25, '2030-01-06T07:00:00.000Z'), caps(null, 0.5, '2030-01-06T08:00:00.000Z'))?.caps).toEqual({ maxHeldSeats: null, maxDepartureShare: 0.5 });
  });

  it('given events for a reseller never registered, then no document is made up', () => {
    expect(spec.given([issued('k1', HASH_1, '2030-01-06T06:01:00.000Z'), revoked('k1', HASH_1, '2030-01-07T06:00:00.000Z')]).documents()).toEqual({});
  });

  it('given the registration replayed, then the keys and caps stay', () => {
    const before = [registered, issued('k1', HASH_1, '2030-01-06T06:01:00.000Z')];
    expect(reseller(...before, registered)).toEqual(reseller(...before));
  });
});
