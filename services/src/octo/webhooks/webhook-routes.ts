import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { octoWebhookCapability, octoWebhookEvent } from '@rihla/events/octo';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { badRequest, OctoError } from '../octo-error.ts';
import { ResellerRuleError, type ResellerWebhook } from '../reseller-decider.ts';
import { resellers } from '../reseller-keys.ts';
import { checkWebhookUrl } from './webhook-url.ts';
import { webhookSecretOf } from './webhook-signature.ts';

export interface WebhookRouteDeps {
  store: EventStore;
  now: () => Date;
  /** OCTO_WEBHOOK_SECRET: each webhook's secret is derived from it. */
  secret: string;
  allowPrivate: boolean;
}

/** A webhook as OCTO shapes it (octo/webhooks). Rihla always retries, in English, with no headers of the reseller's. */
export const octoWebhookOf = (w: ResellerWebhook) => ({
  id: w.webhookId,
  event: w.event,
  url: w.url,
  retryOnError: true,
  useContactLanguage: false,
  headers: {},
  capabilities: w.capabilities,
});

const registration = z.strictObject({
  url: z.unknown(),
  event: octoWebhookEvent,
  capabilities: z.array(octoWebhookCapability).max(3).optional(),
  retryOnError: z.literal(true, 'Rihla always retries a failed delivery (retryOnError: true)').optional(),
  useContactLanguage: z.literal(false, 'payloads are in English (useContactLanguage: false)').optional(),
  headers: z.strictObject({}, { error: 'custom headers are not sent: verify the signature instead' }).optional(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refused = (err: unknown, webhookId?: string): never => {
  if (err instanceof ResellerRuleError) {
    throw err.code === 'unknownWebhook' && webhookId ? new OctoError(400, 'BAD_REQUEST', err.message, { webhookId }) : badRequest(err.message);
  }
  throw err;
};

/**
 * POST/GET/DELETE /octo/v1/webhooks: a reseller registers where its booking and availability changes are sent. The
 * answer to POST carries the webhook's signing `secret`, the only time it is shown. Registered on the OCTO scope, so
 * its key check, rate limit and error shape apply.
 */
export function registerWebhookRoutes(octo: FastifyInstance, deps: WebhookRouteDeps, resellerOf: (req: FastifyRequest) => { resellerId: string }, opts: object): void {
  octo.post('/webhooks', opts, async (req) => {
    const r = registration.safeParse(req.body ?? {});
    if (!r.success) throw badRequest(r.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
    const url = await checkWebhookUrl(r.data.url, { allowPrivate: deps.allowPrivate });
    const { resellerId } = resellerOf(req);
    const webhook = { webhookId: randomUUID(), event: r.data.event, url, capabilities: [...new Set(r.data.capabilities ?? [])] };
    await resellers.handle(deps.store, resellerId, { type: 'RegisterResellerWebhook', data: { resellerId, ...webhook, now: deps.now().toISOString() } }).catch(refused);
    return { ...octoWebhookOf({ ...webhook, registeredAt: deps.now().toISOString() }), secret: webhookSecretOf(deps.secret, webhook.webhookId) };
  });

  octo.get('/webhooks', opts, async (req) => {
    const { state } = await resellers.load(deps.store, resellerOf(req).resellerId);
    return state.status === 'registered' ? state.webhooks.map(octoWebhookOf) : [];
  });

  octo.delete<{ Params: { webhookId: string } }>('/webhooks/:webhookId', opts, async (req) => {
    const { webhookId } = req.params;
    const { resellerId } = resellerOf(req);
    if (!UUID.test(webhookId)) throw new OctoError(400, 'BAD_REQUEST', `There is no webhook "${webhookId}".`, { webhookId });
    const { state } = await resellers.load(deps.store, resellerId);
    const webhook = state.status === 'registered' ? state.webhooks.find((w) => w.webhookId === webhookId) : undefined;
    await resellers.handle(deps.store, resellerId, { type: 'DeleteResellerWebhook', data: { resellerId, webhookId, now: deps.now().toISOString() } }).catch((err) => refused(err, webhookId));
    return octoWebhookOf(webhook!);
  });
}
