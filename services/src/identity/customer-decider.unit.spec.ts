import { describe, expect, it } from 'vitest';
import type { IdentityEvent } from '@rihla/events/identity';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import { customerDecider } from './customer-decider.ts';
import { IdentityRuleError } from './identity-rule-error.ts';

const T0 = new Date('2030-01-07T06:00:00Z');
const plus = (min: number) => new Date(T0.getTime() + min * 60_000);
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
const h = (c: string) => c.repeat(64);
const spec = deciderSpecFor(customerDecider);
const invalidToken = { code: 'invalidToken' };

const registered: IdentityEvent = {
  type: 'CustomerRegistered',
  data: { customerId: 'c1', firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com', phone: { countryCode: '+966', number: '501234567' }, passwordHash: HASH, locale: 'en', registeredAt: T0.toISOString() },
};
const resetRequested = (c: string, expiresAt: Date, at = T0): IdentityEvent => ({
  type: 'PasswordResetRequested',
  data: { tokenHash: h(c), expiresAt: expiresAt.toISOString(), requestedAt: at.toISOString() },
});
const completeReset = (c: string, at: Date) => ({ type: 'CompletePasswordReset' as const, data: { tokenHash: h(c), passwordHash: HASH, now: at } });

describe('customer decider', () => {
  it('registers once, as a customer, with an unverified address', () => {
    spec
      .given()
      .when({ type: 'RegisterCustomer', data: { customerId: 'c1', firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com', phone: { countryCode: '+966', number: '501234567' }, passwordHash: HASH, locale: 'en', now: T0 } })
      .then([registered]);
    expect(spec.given([registered]).state()).toMatchObject({ status: 'registered', roles: ['customer'], emailVerified: false, credentialsChangedAt: T0.toISOString() });
    spec
      .given([registered])
      .when({ type: 'RegisterCustomer', data: { customerId: 'c1', firstName: 'x', lastName: 'y', email: 'a@b.co', phone: { countryCode: '+1', number: '5555' }, passwordHash: HASH, locale: null, now: T0 } })
      .thenThrows(IdentityRuleError, { code: 'accountExists' });
  });

  it('accepts a reset token once, only before it expires, and only the newest one', () => {
    const requested = [registered, resetRequested('a', plus(60))];
    spec.given(requested).when(completeReset('b', plus(1))).thenThrows(IdentityRuleError, invalidToken);
    spec.given(requested).when(completeReset('a', plus(60))).thenThrows(IdentityRuleError, invalidToken);
    const completed: IdentityEvent = { type: 'PasswordResetCompleted', data: { tokenHash: h('a'), passwordHash: HASH, completedAt: plus(59).toISOString() } };
    spec.given(requested).when(completeReset('a', plus(59))).then([completed]);
    expect(spec.given([...requested, completed]).state()).toMatchObject({ pendingReset: null, credentialsChangedAt: plus(59).toISOString() });
    spec.given([...requested, completed]).when(completeReset('a', plus(59))).thenThrows(IdentityRuleError, invalidToken);
    const replaced = [...requested, resetRequested('c', plus(120), plus(60))];
    spec.given(replaced).when(completeReset('a', plus(61))).thenThrows(IdentityRuleError, invalidToken);
    expect(spec.given(replaced).when(completeReset('c', plus(61))).result().events).toHaveLength(1);
  });

  it('verifies the address with its token and grants roles idempotently', () => {
    const pending = [registered, { type: 'EmailVerificationRequested', data: { tokenHash: h('d'), expiresAt: plus(60).toISOString(), requestedAt: T0.toISOString() } } satisfies IdentityEvent];
    spec.given(pending).when({ type: 'VerifyEmail', data: { tokenHash: h('e'), now: plus(1) } }).thenThrows(IdentityRuleError, invalidToken);
    const verified = spec.given(pending).when({ type: 'VerifyEmail', data: { tokenHash: h('d'), now: plus(1) } }).result();
    expect(verified.state).toMatchObject({ emailVerified: true, pendingVerification: null });
    const granted: IdentityEvent = { type: 'RoleGranted', data: { role: 'ops', grantedBy: 'configuration', grantedAt: T0.toISOString() } };
    const grantOps = { type: 'GrantRole' as const, data: { role: 'ops' as const, grantedBy: 'configuration', now: T0 } };
    spec.given([...pending, ...verified.events]).when(grantOps).then([granted]);
    expect(spec.given([...pending, ...verified.events, granted]).state()).toMatchObject({ roles: ['customer', 'ops'] });
    spec.given([...pending, ...verified.events, granted]).when(grantOps).thenNothing();
  });

  it('refuses commands on an account that does not exist', () => {
    spec.given().when({ type: 'ChangePassword', data: { passwordHash: HASH, now: T0 } }).thenThrows(IdentityRuleError, { code: 'accountNotFound' });
    spec.given().when(completeReset('a', T0)).thenThrows(IdentityRuleError, invalidToken);
  });
});
