import { describe, it } from 'vitest';
import type { ResellerCaps, ResellerEvent } from '@rihla/events/octo';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import { MAX_WEBHOOKS_PER_RESELLER, resellerDecider, ResellerRuleError } from './reseller-decider.ts';

const spec = deciderSpecFor(resellerDecider);
const NOW = '2030-01-06T06:00:00.000Z';
const key = (n: number) => ({ keyId: `k${n}`.padEnd(12, '0'), keyHash: String(n).repeat(64).slice(0, 64), keyPrefix: `rk_atlas_${n}` });
const registered: ResellerEvent = { type: 'ResellerRegistered', data: { resellerId: 'atlas', name: 'Atlas Travel', registeredAt: NOW, registeredBy: 'ops-1' } };
const issued = (n: number): ResellerEvent => ({ type: 'ResellerKeyIssued', data: { resellerId: 'atlas', ...key(n), issuedAt: NOW } });
const register = (name = 'Atlas Travel', n = 1) => ({ type: 'RegisterReseller' as const, data: { resellerId: 'atlas', name, firstKey: key(n), now: NOW, by: 'ops-1' } });

describe('reseller decider', () => {
  it('registers a reseller together with its first key, in one append; a retry is a repeat, another registration is refused', () => {
    spec.given([]).when(register()).then([registered, issued(1)]);
    spec.given([registered, issued(1)]).when(register()).thenNothing();
    spec.given([registered, issued(1)]).when(register('Atlas Travel', 2)).thenThrows(ResellerRuleError, /already exists/);
    spec.given([registered, issued(1)]).when(register('Other Name')).thenThrows(ResellerRuleError);
  });

  it('issues more keys and revokes one once; an unknown reseller or key is refused', () => {
    const issue = { type: 'IssueResellerKey' as const, data: { resellerId: 'atlas', ...key(2), now: NOW } };
    spec.given([registered, issued(1)]).when(issue).then([issued(2)]);
    spec.given([]).when(issue).thenThrows(ResellerRuleError, /no reseller/);
    const revoke = (keyId: string) => ({ type: 'RevokeResellerKey' as const, data: { resellerId: 'atlas', keyId, now: NOW, by: 'ops-1' } });
    const revoked: ResellerEvent = { type: 'ResellerKeyRevoked', data: { resellerId: 'atlas', keyId: key(1).keyId, keyHash: key(1).keyHash, revokedAt: NOW, revokedBy: 'ops-1' } };
    spec.given([registered, issued(1)]).when(revoke(key(1).keyId)).then([revoked]);
    spec.given([registered, issued(1), revoked]).when(revoke(key(1).keyId)).thenNothing();
    spec.given([registered, issued(1)]).when(revoke('nope')).thenThrows(ResellerRuleError, /no key/);
  });

  it("sets a reseller's caps once (a repeat writes nothing); an unknown reseller is refused", () => {
    const caps: ResellerCaps = { maxHeldSeats: 20, maxDepartureShare: 0.25 };
    const setCaps = (c: ResellerCaps = caps) => ({ type: 'SetResellerCaps' as const, data: { resellerId: 'atlas', caps: c, now: NOW, by: 'ops-1' } });
    const capsSet: ResellerEvent = { type: 'ResellerCapsSet', data: { resellerId: 'atlas', caps, setAt: NOW, setBy: 'ops-1' } };
    spec.given([registered, issued(1)]).when(setCaps()).then([capsSet]);
    spec.given([registered, issued(1), capsSet]).when(setCaps()).thenNothing();
    spec.given([registered, issued(1)]).when(setCaps({ maxHeldSeats: null, maxDepartureShare: null })).thenNothing();
    spec.given([]).when(setCaps()).thenThrows(ResellerRuleError, /no reseller/);
  });

  it('registers webhooks up to the cap, a retry once; deletes one once; an unknown webhook is refused', () => {
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const hook = (n: number) => ({ webhookId: id(n), event: 'booking_update' as const, url: `https://hooks.atlas.example/${n}`, capabilities: [] });
    const register = (n: number) => ({ type: 'RegisterResellerWebhook' as const, data: { resellerId: 'atlas', ...hook(n), now: NOW } });
    const made = (n: number): ResellerEvent => ({ type: 'ResellerWebhookRegistered', data: { resellerId: 'atlas', ...hook(n), registeredAt: NOW } });
    spec.given([registered, issued(1)]).when(register(1)).then([made(1)]);
    spec.given([registered, issued(1), made(1)]).when(register(1)).thenNothing();
    const ten = Array.from({ length: MAX_WEBHOOKS_PER_RESELLER }, (_, i) => made(i + 1));
    spec.given([registered, issued(1), ...ten]).when(register(99)).thenThrows(ResellerRuleError, /at most 10 webhooks/);
    const remove = { type: 'DeleteResellerWebhook' as const, data: { resellerId: 'atlas', webhookId: id(1), now: NOW } };
    const removed: ResellerEvent = { type: 'ResellerWebhookDeleted', data: { resellerId: 'atlas', webhookId: id(1), deletedAt: NOW } };
    spec.given([registered, issued(1), made(1)]).when(remove).then([removed]);
    spec.given([registered, issued(1), made(1), removed]).when(remove).thenThrows(ResellerRuleError, /no webhook/);
    spec.given([]).when(register(1)).thenThrows(ResellerRuleError, /no reseller/);
  });
});
