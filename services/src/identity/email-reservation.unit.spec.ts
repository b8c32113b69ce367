import { describe, expect, it } from 'vitest';
import type { IdentityEvent } from '@rihla/events/identity';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import { emailDecider, emailHashOf, type EmailCommand } from './email-reservation.ts';
import { IdentityRuleError } from './identity-rule-error.ts';

const spec = deciderSpecFor(emailDecider);
const HASH = emailHashOf('Sara@Example.com');
const reserve = (customerId: string): EmailCommand => ({ type: 'ReserveEmail', data: { emailHash: HASH, customerId, now: new Date('2030-01-07T06:00:00.000Z') } });
const reserved = (customerId: string): IdentityEvent => ({ type: 'EmailReserved', data: { emailHash: HASH, customerId, reservedAt: '2030-01-06T06:00:00.000Z' } });

describe('e-mail reservation decider (one account per address)', () => {
  it('names an address by the hash of its normalised form, so case and spaces do not make a second account', () => {
    expect(emailHashOf('  sara@example.COM ')).toBe(HASH);
    expect(HASH).toMatch(/^[0-9a-f]{64}$/);
    expect(emailHashOf('sara2@example.com')).not.toBe(HASH);
  });

  it('given a free address, when an account reserves it, then EmailReserved for that account, at the time given', () => {
    spec
      .given([])
      .when(reserve('c-1'))
      .then([{ type: 'EmailReserved', data: { emailHash: HASH, customerId: 'c-1', reservedAt: '2030-01-07T06:00:00.000Z' } }]);
  });

  it('given a reserved address, when any account reserves it again, then accountExists', () => {
    spec.given([reserved('c-1')]).when(reserve('c-2')).thenThrows(IdentityRuleError, { code: 'accountExists' });
    spec.given([reserved('c-1')]).when(reserve('c-1')).thenThrows(IdentityRuleError, /already exists/);
  });

  it('given a reservation, then the address is held by that account', () => {
    expect(spec.given([reserved('c-1')]).state()).toEqual({ status: 'reserved', customerId: 'c-1' });
    expect(spec.given([]).state()).toEqual({ status: 'free' });
  });
});
