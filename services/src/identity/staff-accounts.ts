import { createHash } from 'node:crypto';
import { normaliseEmail, type Role } from '@rihla/events/identity';
import { DuplicateEventIdError, WrongExpectedVersionError, type EventStore } from '../platform/eventstore/port.ts';
import type { Logger } from '../platform/log.ts';
import { customers } from './customers.ts';
import { customerIdOfEmail, reserveEmail } from './email-reservation.ts';
import { IdentityRuleError } from './identity-rule-error.ts';
import { createPasswordHasher, type PasswordHashProfile } from './password-hashing.ts';

export interface StaffAccountsConfig {
  OPS_EMAIL?: string | undefined;
  OPS_PASSWORD?: string | undefined;
  FINANCE_EMAIL?: string | undefined;
  FINANCE_PASSWORD?: string | undefined;
  PASSWORD_HASH_PROFILE: PasswordHashProfile;
  NODE_ENV: string;
}

export interface StaffAccountResult {
  role: Role;
  email: string;
  customerId: string;
  outcome: 'created' | 'existing' | 'refused';
}

/** The same address always names the same staff account, so every api start (or two at once) finds the first. */
export const staffCustomerId = (email: string): string => `staff-${createHash('sha256').update(`staff:${normaliseEmail(email)}`).digest('hex').slice(0, 32)}`;

const alreadyWritten = (err: unknown) => err instanceof WrongExpectedVersionError || err instanceof DuplicateEventIdError || (err instanceof IdentityRuleError && err.code === 'accountExists');

/** A staff account to exist: its role, address, first password and name; supplier staff work for one supplier. */
export interface StaffAccountSpec {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  supplierId?: string;
  grantedBy: string;
}

export async function ensureStaffAccount(store: EventStore, spec: StaffAccountSpec, hash: (p: string) => Promise<string>, now: Date, log?: Logger): Promise<StaffAccountResult> {
  const { role, password, firstName, lastName } = spec;
  const emailRaw = spec.email;
  const email = normaliseEmail(emailRaw);
  const customerId = staffCustomerId(email);
  const owner = await customerIdOfEmail(store, email);
  if (owner !== null && owner !== customerId) {
    // Never promote an account somebody registered themselves: that would hand them staff rights.
    log?.error({ role }, `the configured ${role} address belongs to a customer account; no ${role} account was created`);
    return { role, email, customerId, outcome: 'refused' };
  }
  let outcome: StaffAccountResult['outcome'] = 'existing';
  if (owner === null) {
    const passwordHash = await hash(password);
    try {
      await customers.handle(
        store,
        customerId,
        { type: 'RegisterCustomer', data: { customerId, firstName, lastName, email, phone: { countryCode: '+966', number: '0000' }, passwordHash, locale: null, now } },
        { expectedRevision: 'no_stream', commandId: `staff-register:${customerId}` },
      );
      outcome = 'created';
    } catch (err) {
      if (!alreadyWritten(err)) throw err;
    }
    try {
      await reserveEmail(store, email, customerId, now, `staff-email:${customerId}`);
    } catch (err) {
      if (!alreadyWritten(err)) throw err;
      if ((await customerIdOfEmail(store, email)) !== customerId) return { role, email, customerId, outcome: 'refused' };
    }
  }
  await customers.handle(store, customerId, { type: 'GrantRole', data: { role, grantedBy: spec.grantedBy, now, ...(spec.supplierId ? { supplierId: spec.supplierId } : {}) } }, { commandId: `staff-grant:${customerId}:${role}` });
  return { role, email, customerId, outcome };
}

/**
 * Creates the first ops and finance accounts from configuration when they do not exist yet (the api calls this at
 * start). Idempotent: deterministic ids and expected revisions; an existing account keeps its password.
 */
export async function ensureConfiguredStaffAccounts(deps: { store: EventStore; config: StaffAccountsConfig; now: () => Date; log?: Logger }): Promise<StaffAccountResult[]> {
  const { config } = deps;
  const wanted: [Role, string | undefined, string | undefined][] = [
    ['ops', config.OPS_EMAIL, config.OPS_PASSWORD],
    ['finance', config.FINANCE_EMAIL, config.FINANCE_PASSWORD],
  ];
  const hasher = createPasswordHasher(config.PASSWORD_HASH_PROFILE, config.NODE_ENV);
  const results: StaffAccountResult[] = [];
  for (const [role, email, password] of wanted) {
    if (!email && !password) continue;
    if (!email || !password) throw new Error(`set both ${role.toUpperCase()}_EMAIL and ${role.toUpperCase()}_PASSWORD, or neither`);
    if (password.length < 12 && config.NODE_ENV === 'production') throw new Error(`${role.toUpperCase()}_PASSWORD must be at least 12 characters in production`);
    const [firstName, lastName] = role === 'ops' ? ['Rihla', 'Operations'] : ['Rihla', 'Finance'];
    results.push(await ensureStaffAccount(deps.store, { role, email, password, firstName, lastName, grantedBy: 'configuration' }, (p) => hasher.hash(p), deps.now(), deps.log));
  }
  return results;
}
