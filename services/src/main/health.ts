import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Readiness } from '../platform/health/check-readiness.ts';
import type { Authorizer } from '../platform/http/authorize.ts';
import { documented } from '../platform/http/openapi.ts';
import type { SupplierChannelStatus } from '../suppliers/index.ts';

const checkpointSchema = z.object({ checkpoint: z.number().int(), behind: z.number().int() });
const eventStoreSchema = z.object({ kind: z.enum(['sqlite', 'postgres', 'esdb']), head: z.number().int() });
const status = z.enum(['ok', 'catching-up', 'degraded']);
/** What anyone may see: up or not, and nothing about the engine's inside. */
const publicHealthSchema = z.object({ status });
const publicReadySchema = z.object({ ready: z.boolean(), status: z.enum(['ok', 'catching-up', 'degraded', 'draining']) });
const healthDetailSchema = z.object({
  status,
  ready: z.boolean(),
  draining: z.boolean(),
  eventStore: eventStoreSchema,
  readModels: z.record(z.string(), checkpointSchema),
  maxLag: z.number().int(),
  /** Present when the supplier channel (Kafka) is configured: how far the relay has published. */
  supplierRelay: z.object({ checkpoint: z.number().int(), pending: z.number().int(), lagP99Ms: z.number().nullable(), dlqCount: z.number().int() }).optional(),
  problems: z.array(z.string()).optional(),
});

/** The routes public health answers come from: never rate-limited when a probe asks directly (see api.ts). */
export const PUBLIC_HEALTH_ROUTES = ['/health', '/health/live', '/health/ready'] as const;

/**
 * Public and minimal (anyone may ask, through the storefront too, where the per-address limit counts it):
 * GET /health: `ok`, `catching-up` (the api answers from read models that are behind) or `degraded` (503: a
 * dependency fails). GET /health/live: the process turns its event loop (liveness: restart when not).
 * GET /health/ready: stores reachable, read models within READY_MAX_LAG_EVENTS of the head, not shutting down
 * (readiness: route traffic). Only ops sees the detail, GET /ops/health: the event store's head, each read model's
 * checkpoint and lag, what fails, and with the supplier channel the relay's position, lag p99 and DLQ count.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  deps: { readiness: () => Promise<Readiness>; draining: () => boolean; authorizer: Authorizer; supplierChannel?: () => Promise<SupplierChannelStatus> },
): void {
  app.get('/health', documented({ summary: 'Up or not (the detail is GET /ops/health)', tags: ['health'], response: { 200: publicHealthSchema, 503: publicHealthSchema } }), async (_req, reply) => {
    const r = await deps.readiness();
    return reply.status(r.status === 'degraded' ? 503 : 200).send({ status: r.status });
  });
  app.get('/health/live', documented({ summary: 'Liveness: the process answers', tags: ['health'], response: { 200: z.object({ status: z.literal('live') }) } }), async () => ({ status: 'live' as const }));
  app.get(
    '/health/ready',
    documented({ summary: 'Readiness: stores reachable, read models caught up within the bound, not shutting down', tags: ['health'], response: { 200: publicReadySchema, 503: publicReadySchema } }),
    async (_req, reply) => {
      const r = await deps.readiness();
      if (deps.draining()) return reply.status(503).send({ ready: false, status: 'draining' as const });
      return reply.status(r.ready ? 200 : 503).send({ ready: r.ready, status: r.status });
    },
  );
  app.get(
    '/ops/health',
    documented({ errors: [401, 403], summary: 'The detail of health (ops): event store head, read model checkpoints and lag, supplier relay', tags: ['ops'], response: { 200: healthDetailSchema } }),
    async (req) => {
      await deps.authorizer.requireRole(req, 'ops');
      const r = await deps.readiness();
      const body: z.infer<typeof healthDetailSchema> = { status: r.status, ready: r.ready, draining: deps.draining(), eventStore: r.eventStore, readModels: r.checkpoints, maxLag: r.maxLag };
      if (r.problems) body.problems = r.problems;
      if (deps.supplierChannel) {
        // Reported, never failing the check: the relay catches up by itself once Kafka is back.
        const channel = await deps.supplierChannel().catch(() => null);
        if (channel) body.supplierRelay = { checkpoint: channel.relay.checkpoint, pending: channel.relay.pending, lagP99Ms: channel.relay.lagMs.p99, dlqCount: channel.dlq.count };
      }
      return body;
    },
  );
}
