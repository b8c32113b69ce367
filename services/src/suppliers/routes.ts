import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Authorizer } from '../platform/http/authorize.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { supplierAsyncApiDocument } from './asyncapi-document.ts';
import { readSupplierChannelStatus } from './supplier-channel-status.ts';

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
  app.get('/ops/supplier-channel', { schema: { hide: true } }, async (req) => {
    await deps.authorizer.requireRole(req, 'ops');
    return readSupplierChannelStatus(deps.store, deps.redis, deps.prefix);
  });
}
