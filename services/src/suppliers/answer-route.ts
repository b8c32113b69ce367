import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordSupplierAnswer } from '../booking/index.ts';
import type { SupplierKeyCheck } from '../platform/http/authorize.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { documented } from '../platform/http/openapi.ts';
import { parseInput, unauthorized } from '../platform/http/problem.ts';

const id = (what: string) => z.string({ error: `must be ${what}` }).regex(/^[A-Za-z0-9_-]{1,100}$/, `must be ${what} (letters, digits, "-" or "_")`);

export const supplierAnswerParams = z.object({ bookingId: id('a booking id'), itemId: id('an item id') });

export const supplierAnswerBody = z.strictObject({
  answer: z.enum(['confirmed', 'declined']),
  reference: z.string().trim().min(1).max(100).optional(),
});

export interface SupplierAnswerRouteDeps {
  store: EventStore;
  now: () => Date;
  supplierKeys: SupplierKeyCheck;
}

/**
 * A supplier's answer over HTTP (header x-supplier-key), beside the Kafka answer consumer: both record it through
 * booking's `recordSupplierAnswer`. A refusal (no such booking or item 404, another supplier's item 403, another
 * attempt 409) is a RuleError answered from the one table of refusals.
 */
export function registerSupplierAnswerRoute(app: FastifyInstance, deps: SupplierAnswerRouteDeps): void {
  app.post(
    '/supplier/bookings/:bookingId/items/:itemId/answer',
    documented({ errors: [401], summary: "A supplier's answer for an on-request item (header x-supplier-key)", tags: ['supplier'], params: supplierAnswerParams, body: supplierAnswerBody }),
    async (req) => {
      const presented = req.headers['x-supplier-key'];
      const key = Array.isArray(presented) ? presented[0] : presented;
      const supplierId = key ? deps.supplierKeys(key) : null;
      if (!supplierId) throw unauthorized('Send your supplier key in the x-supplier-key header.');
      const { bookingId, itemId } = parseInput(supplierAnswerParams, req.params, 'url');
      const { answer, reference } = parseInput(supplierAnswerBody, req.body, 'request body');
      return recordSupplierAnswer(deps.store, deps.now, { supplierId, bookingId, itemId, answer, reference });
    },
  );
}
