import type { FastifyInstance } from 'fastify';
import { supplierStaffCreated, supplierStaffInput } from '@rihla/events/identity';
import type { Authorizer } from '../platform/http/authorize.ts';
import { documented } from '../platform/http/openapi.ts';
import { conflict, parseInput } from '../platform/http/problem.ts';
import { customers } from './customers.ts';
import type { IdentityContext } from './identity-context.ts';
import { checkNewPassword } from './new-password-rules.ts';
import { ensureStaffAccount } from './staff-accounts.ts';

/** Ops creates supplier staff accounts: the `supplier` role, scoped to one supplier. */
export function registerSupplierStaffRoutes(app: FastifyInstance, ctx: IdentityContext, authorizer: Authorizer): void {
  app.post(
    '/ops/supplier-staff',
    documented({ errors: [401, 403, 409, 422], summary: "Create a supplier's staff account (ops only): it sees and scans that supplier's departures only", tags: ['accounts'], body: supplierStaffInput, response: { 201: supplierStaffCreated } }),
    async (req, reply) => {
      const ops = await authorizer.requireRole(req, 'ops');
      const input = parseInput(supplierStaffInput, req.body, 'supplier staff account');
      checkNewPassword({ password: input.password, confirmPassword: input.password });
      const result = await ensureStaffAccount(ctx.store, { role: 'supplier', ...input, grantedBy: ops.customerId }, (p) => ctx.hasher.hash(p), ctx.now(), ctx.log);
      if (result.outcome === 'refused') throw conflict('This address belongs to a customer account; use another address for the supplier staff account.');
      const account = await customers.state(ctx.store, result.customerId);
      if (account.status !== 'registered' || account.supplierId !== input.supplierId) {
        throw conflict(`This address already has a staff account${account.status === 'registered' && account.supplierId ? ` for supplier ${account.supplierId}` : ''}; use another address.`);
      }
      const message = result.outcome === 'created' ? 'The supplier staff account was created.' : 'This supplier staff account already existed; its password was not changed.';
      return reply.status(result.outcome === 'created' ? 201 : 200).send({ customerId: result.customerId, email: result.email, supplierId: input.supplierId, outcome: result.outcome, message });
    },
  );
}
