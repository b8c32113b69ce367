import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { EventStore } from '../platform/eventstore/port.ts';
import { documented } from '../platform/http/openapi.ts';
import { readCheckpoint } from '../platform/projection-runner.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'catching-up', 'degraded']),
  eventStore: z.object({ kind: z.enum(['sqlite', 'postgres', 'esdb']), head: z.number().int() }),
  readModels: z.record(z.string(), z.object({ checkpoint: z.number().int(), behind: z.number().int() })),
  problems: z.array(z.string()).optional(),
});
type Health = z.infer<typeof healthSchema>;

/** A health check must answer even when Redis or the store hangs (ioredis queues commands while reconnecting). */
function within<T>(ms: number, what: string, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /health: the event store's head position and each read model's checkpoint. `catching-up` means the
 * api answers from read models that are behind (the projector is replaying); 503 only when a dependency fails.
 */
export function registerHealthRoute(app: FastifyInstance, deps: { store: EventStore; redis: Redis; prefix: string; readModels: readonly string[] }): void {
  app.get(
    '/health',
    documented({
      summary: 'Event store head and read model checkpoints',
      tags: ['health'],
      response: { 200: healthSchema, 503: healthSchema },
    }),
    async (_req, reply) => {
      const problems: string[] = [];
      const head = await within(2000, 'event store', deps.store.headPosition()).catch((err: Error) => (problems.push(`event store: ${err.message}`), -1));
      const readModels: Health['readModels'] = {};
      for (const name of deps.readModels) {
        const checkpoint = await within(2000, 'redis', readCheckpoint(deps.redis, deps.prefix, name)).catch((err: Error) => (problems.push(`redis (${name}): ${err.message}`), -1));
        readModels[name] = { checkpoint, behind: Math.max(0, head - checkpoint) };
      }
      const behind = Object.values(readModels).some((r) => r.behind > 0);
      const body: Health = { status: problems.length ? 'degraded' : behind ? 'catching-up' : 'ok', eventStore: { kind: deps.store.kind, head }, readModels };
      if (problems.length) body.problems = problems;
      return reply.status(problems.length ? 503 : 200).send(body);
    },
  );
}
