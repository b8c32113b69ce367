import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Readiness } from '../platform/health/check-readiness.ts';
import { documented } from '../platform/http/openapi.ts';
import type { SupplierChannelStatus } from '../suppliers/supplier-channel-status.ts';

const checkpointSchema = z.object({ checkpoint: z.number().int(), behind: z.number().int() });
const eventStoreSchema = z.object({ kind: z.enum(['sqlite', 'postgres', 'esdb']), head: z.number().int() });
const healthSchema = z.object({
  status: z.enum(['ok', 'catching-up', 'degraded']),
  eventStore: eventStoreSchema,
  readModels: z.record(z.string(), checkpointSchema),
  /** Present when the supplier channel (Kafka) is configured: how far the relay has published. */
  supplierRelay: z.object({ checkpoint: z.number().int(), pending: z.number().int(), lagP99Ms: z.number().nullable(), dlqCount: z.number().int() }).optional(),
  problems: z.array(z.string()).optional(),
});
const readySchema = z.object({
  ready: z.boolean(),
  status: z.enum(['ok', 'catching-up', 'degraded', 'draining']),
  eventStore: eventStoreSchema,
  checkpoints: z.record(z.string(), checkpointSchema),
  maxLag: z.number().int(),
  problems: z.array(z.string()).optional(),
});

/**
 * GET /health: the event store's head position and each read model's checkpoint (and, with the supplier channel,
 * the relay's checkpoint, pending booking events, lag p99 and DLQ count). `catching-up` means the api
 * answers from read models that are behind (the projector is replaying); 503 only when a dependency fails.
 * GET /health/live: the process turns its event loop (liveness: restart when not). GET /health/ready: stores
 * reachable, read models within READY_MAX_LAG_EVENTS of the head, and not shutting down (readiness: route traffic).
 */
export function registerHealthRoute(app: FastifyInstance, deps: { readiness: () => Promise<Readiness>; draining: () => boolean; supplierChannel?: () => Promise<SupplierChannelStatus> }): void {
  app.get(
    '/health',
    documented({ summary: 'Event store head and read model checkpoints', tags: ['health'], response: { 200: healthSchema, 503: healthSchema } }),
    async (_req, reply) => {
      const r = await deps.readiness();
      const body: z.infer<typeof healthSchema> = { status: r.status, eventStore: r.eventStore, readModels: r.checkpoints };
      const unreachable = r.status === 'degraded';
      if (unreachable && r.problems) body.problems = r.problems;
      if (deps.supplierChannel) {
        // Reported, never failing the check: the relay catches up by itself once Kafka is back.
        const channel = await deps.supplierChannel().catch(() => null);
        if (channel) body.supplierRelay = { checkpoint: channel.relay.checkpoint, pending: channel.relay.pending, lagP99Ms: channel.relay.lagMs.p99, dlqCount: channel.dlq.count };
      }
      return reply.status(unreachable ? 503 : 200).send(body);
    },
  );
  app.get('/health/live', documented({ summary: 'Liveness: the process answers', tags: ['health'], response: { 200: z.object({ status: z.literal('live') }) } }), async () => ({ status: 'live' as const }));
  app.get(
    '/health/ready',
    documented({ summary: 'Readiness: stores reachable, read models caught up within the bound, not shutting down', tags: ['health'], response: { 200: readySchema, 503: readySchema } }),
    async (_req, reply) => {
      const r = await deps.readiness();
      if (deps.draining()) return reply.status(503).send({ ...r, ready: false, status: 'draining' as const });
      return reply.status(r.ready ? 200 : 503).send(r);
    },
  );
}
