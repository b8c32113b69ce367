import type { FastifyRequest } from 'fastify';
import type { Principal } from '../platform/http/authorize.ts';
import type { Session, SessionStore } from '../platform/http/sessions.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { RegisteredCustomer } from './customer-state.ts';
import { customers } from './customers.ts';

export interface SignedIn {
  session: Session;
  customer: RegisteredCustomer;
}

/**
 * The session's account, read from its stream (consistent, no projection lag). A session older than the last
 * password change or reset is refused even if Redis still had it.
 */
export async function resolveSignedIn(store: EventStore, sessions: SessionStore, req: FastifyRequest): Promise<SignedIn | null> {
  const session = await sessions.fromRequest(req);
  if (!session) return null;
  const customer = await customers.state(store, session.customerId);
  if (customer.status !== 'registered') return null;
  if (Date.parse(session.createdAt) < Date.parse(customer.credentialsChangedAt)) return null;
  return { session, customer };
}

export const principalOf = (c: RegisteredCustomer): Principal => ({
  customerId: c.customerId,
  roles: c.roles,
  verifiedEmail: c.emailVerified ? c.email : null,
  supplierId: c.supplierId,
});
