import type { FastifyRequest } from 'fastify';
import { customers } from '../identity/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Authorizer } from '../platform/http/authorize.ts';
import { forbidden } from '../platform/http/problem.ts';
import type { StaffScope } from './ticket-decider.ts';

/** Who may work the day of the tour: ops (every supplier) or supplier staff (their one supplier). 401/403 otherwise. */
export async function staffScopeOf(store: EventStore, authorizer: Authorizer, req: FastifyRequest): Promise<StaffScope> {
  const p = await authorizer.requireRole(req, 'ops', 'supplier');
  const account = await customers.state(store, p.customerId);
  const name = account.status === 'registered' ? `${account.firstName} ${account.lastName}` : p.customerId;
  if (p.roles.includes('ops')) return { by: { customerId: p.customerId, name }, supplierId: null };
  if (!p.supplierId) throw forbidden('This supplier account is not linked to a supplier. Ask Rihla operations to set it up again.');
  return { by: { customerId: p.customerId, name }, supplierId: p.supplierId };
}
