import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { octoWebhookEvent, resellerId } from '@rihla/events/octo';
import type { Authorizer } from '../../platform/http/authorize.ts';
import { documented } from '../../platform/http/openapi.ts';
import { parseInput } from '../../platform/http/problem.ts';
import { listResellers } from '../resellers-projection.ts';
import { redeliverWebhook } from './redeliver-webhook.ts';
import { listDeadLetters, type WebhookDeadLetter } from './webhook-dead-letters.ts';

export interface WebhookFailureRouteDeps {
  redis: Redis;
  prefix: string;
  now: () => Date;
  authorizer: Authorizer;
  /** The `octo-webhooks` queue (redelivery puts a failed job back on it). */
  queue: Queue;
}

const tags = ['ops', 'resellers'];
const resellerParams = z.object({ resellerId });
const deliveryParams = z.object({ resellerId, deliveryId: z.string().regex(/^octo-webhook--[A-Za-z0-9:._@-]{1,300}$/, 'must be a delivery id as a dead letter names it') });

// What the ops screen reads (documentation only: answers are not re-validated on the way out).
const webhookDeadLetter = z
  .object({
    deliveryId: z.string(),
    webhookId: z.string(),
    resellerId: z.string(),
    url: z.string(),
    event: octoWebhookEvent,
    subject: z.string(),
    attempts: z.number(),
    lastError: z.string().meta({ description: "the last attempt's failure: the receiver's status, no answer, or a URL refused now" }),
    failedAt: z.string(),
    redeliveryRequestedAt: z.string().optional().meta({ description: 'ops asked to send it again then; it is being sent' }),
  })
  .meta({ id: 'OctoWebhookDeadLetter' });
const failures = z.object({ failures: z.array(webhookDeadLetter) });
const redelivered = z.object({ deliveryId: z.string(), redelivery: z.enum(['queued', 'alreadyQueued']) }).meta({ id: 'OctoWebhookRedelivery' });
// Compile-time proof that the documented shapes accept what the handlers return.
type Accepts<Doc, Actual extends Doc> = Actual;
export type _DocsMatch = [Accepts<z.infer<typeof webhookDeadLetter>, WebhookDeadLetter>, Accepts<z.infer<typeof redelivered>, Awaited<ReturnType<typeof redeliverWebhook>>>];

/**
 * Ops' view of OCTO webhook deliveries given up on (every reseller's, or one's), and sending one again: the
 * delivery's own job goes back to the queue (redeliver-webhook.ts), so asking twice sends it once.
 */
export function registerWebhookFailureRoutes(app: FastifyInstance, deps: WebhookFailureRouteDeps): void {
  app.get('/ops/webhook-failures', documented({ errors: [401, 403], summary: "Every reseller's webhook deliveries given up on, newest first (ops)", tags, response: { 200: failures } }), async (req, reply) => {
    await deps.authorizer.requireRole(req, 'ops');
    reply.header('cache-control', 'no-store');
    const ids = (await listResellers(deps.redis, deps.prefix)).map((r) => r.resellerId);
    return { failures: await listDeadLetters(deps.redis, deps.prefix, ...ids) };
  });

  app.get('/ops/resellers/:resellerId/webhook-failures', documented({ errors: [401, 403], summary: "A reseller's webhook deliveries given up on (the last attempt failed, or the receiver refused one for good), newest first (ops)", tags, params: resellerParams, response: { 200: failures } }), async (req, reply) => {
    await deps.authorizer.requireRole(req, 'ops');
    const { resellerId: id } = parseInput(resellerParams, req.params, 'url');
    reply.header('cache-control', 'no-store');
    return { failures: await listDeadLetters(deps.redis, deps.prefix, id) };
  });

  app.post(
    '/ops/resellers/:resellerId/webhook-failures/:deliveryId/redeliver',
    documented({ errors: [400, 401, 403, 404, 409], summary: 'Ops: send a webhook delivery given up on again (once, however often asked; read as the booking or departure is now)', tags, params: deliveryParams, response: { 200: redelivered } }),
    async (req) => {
      await deps.authorizer.requireRole(req, 'ops');
      const { resellerId: id, deliveryId } = parseInput(deliveryParams, req.params, 'url');
      return redeliverWebhook(deps, id, deliveryId);
    },
  );
}
