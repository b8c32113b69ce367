import { describe, expect, it } from 'vitest';
import type { IdentityEvent } from '@rihla/events/identity';
import { decideCustomer } from './customer-decider.ts';
import { evolveCustomer, initialCustomerState, type CustomerState } from './customer-state.ts';
import { IdentityRuleError } from './identity-rule-error.ts';

const T0 = new Date('2030-01-07T06:00:00Z');
const plus = (min: number) => new Date(T0.getTime() + min * 60_000);
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
const h = (c: string) => c.repeat(64);

const fold = (events: IdentityEvent[], from: CustomerState = initialCustomerState()) => events.reduce(evolveCustomer, from);
const registered = fold(
  decideCustomer(
    { type: 'RegisterCustomer', data: { customerId: 'c1', firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com', phone: { countryCode: '+966', number: '501234567' }, passwordHash: HASH, locale: 'en', now: T0 } },
    initialCustomerState(),
  ),
);

const rule = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof IdentityRuleError ? err.code : 'other';
  }
  return 'none';
};

describe('customer decider', () => {
  it('registers once, as a customer, with an unverified address', () => {
    expect(registered).toMatchObject({ status: 'registered', roles: ['customer'], emailVerified: false, credentialsChangedAt: T0.toISOString() });
    expect(rule(() => decideCustomer({ type: 'RegisterCustomer', data: { customerId: 'c1', firstName: 'x', lastName: 'y', email: 'a@b.co', phone: { countryCode: '+1', number: '5555' }, passwordHash: HASH, locale: null, now: T0 } }, registered))).toBe('accountExists');
  });

  it('accepts a reset token once, only before it expires, and only the newest one', () => {
    const requested = fold(decideCustomer({ type: 'RequestPasswordReset', data: { tokenHash: h('a'), expiresAt: plus(60), now: T0 } }, registered), registered);
    const complete = (tokenHash: string, at: Date, s: CustomerState) => decideCustomer({ type: 'CompletePasswordReset', data: { tokenHash, passwordHash: HASH, now: at } }, s);
    expect(rule(() => complete(h('b'), plus(1), requested))).toBe('invalidToken');
    expect(rule(() => complete(h('a'), plus(60), requested))).toBe('invalidToken');
    const done = complete(h('a'), plus(59), requested);
    expect(done).toEqual([{ type: 'PasswordResetCompleted', data: { tokenHash: h('a'), passwordHash: HASH, completedAt: plus(59).toISOString() } }]);
    const after = fold(done, requested);
    expect(after).toMatchObject({ pendingReset: null, credentialsChangedAt: plus(59).toISOString() });
    expect(rule(() => complete(h('a'), plus(59), after))).toBe('invalidToken');
    const replaced = fold(decideCustomer({ type: 'RequestPasswordReset', data: { tokenHash: h('c'), expiresAt: plus(120), now: plus(60) } }, requested), requested);
    expect(rule(() => complete(h('a'), plus(61), replaced))).toBe('invalidToken');
    expect(rule(() => complete(h('c'), plus(61), replaced))).toBe('none');
  });

  it('verifies the address with its token and grants roles idempotently', () => {
    const pending = fold(decideCustomer({ type: 'RequestEmailVerification', data: { tokenHash: h('d'), expiresAt: plus(60), now: T0 } }, registered), registered);
    expect(rule(() => decideCustomer({ type: 'VerifyEmail', data: { tokenHash: h('e'), now: plus(1) } }, pending))).toBe('invalidToken');
    const verified = fold(decideCustomer({ type: 'VerifyEmail', data: { tokenHash: h('d'), now: plus(1) } }, pending), pending);
    expect(verified).toMatchObject({ emailVerified: true, pendingVerification: null });
    const ops = fold(decideCustomer({ type: 'GrantRole', data: { role: 'ops', grantedBy: 'configuration', now: T0 } }, verified), verified);
    expect(ops).toMatchObject({ roles: ['customer', 'ops'] });
    expect(decideCustomer({ type: 'GrantRole', data: { role: 'ops', grantedBy: 'configuration', now: T0 } }, ops)).toEqual([]);
  });

  it('refuses commands on an account that does not exist', () => {
    expect(rule(() => decideCustomer({ type: 'ChangePassword', data: { passwordHash: HASH, now: T0 } }, initialCustomerState()))).toBe('accountNotFound');
    expect(rule(() => decideCustomer({ type: 'CompletePasswordReset', data: { tokenHash: h('a'), passwordHash: HASH, now: T0 } }, initialCustomerState()))).toBe('invalidToken');
  });
});
