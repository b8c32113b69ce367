import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Authorizer } from '../platform/http/authorize.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { supplierAsyncApiDocument } from './asyncapi-document.ts';
import { documented } from '../platform/http/openapi.ts';
import { readSupplierChannelStatus, supplierChannelStatus } from './supplier-channel-status.ts';

export interface SupplierRouteDeps {
  brokers: string;
  store: EventStore;
  redis: Redis;
  prefix: string;
  authorizer: Pick<Authorizer, 'requireRole'>;
}

/**
 * GET /asyncapi.json: the supplier channel's published contract (AsyncAPI 3). GET /ops/supplier-channel (ops): the
 * relay's checkpoint and lag, and the answers parked in the DLQ.
 */
export function registerSupplierRoutes(app: FastifyInstance, deps: SupplierRouteDeps): void {
  const doc = supplierAsyncApiDocument(deps);
  app.get('/asyncapi.json', { schema: { hide: true } }, async () => doc);
  app.get('/ops/supplier-channel', documented({ errors: [401, 403], summary: "Ops: the supplier channel's relay position and lag, and the suppliers' answers parked in the DLQ", tags: ['suppliers', 'ops'], response: { 200: supplierChannelStatus } }), async (req, reply) => {
    await deps.authorizer.requireRole(req, 'ops');
    reply.header('cache-control', 'no-store');
    return readSupplierChannelStatus(deps.store, deps.redis, deps.prefix);
  });
}
