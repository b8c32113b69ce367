import { createHmac } from 'node:crypto';

/** The headers every delivery carries (docs/octo.md, "Webhooks"). */
export const WEBHOOK_HEADERS = {
  id: 'octo-webhook-id',
  delivery: 'octo-webhook-delivery',
  timestamp: 'octo-webhook-timestamp',
  signature: 'octo-webhook-signature',
} as const;

/**
 * A webhook's signing secret: derived from OCTO_WEBHOOK_SECRET and the webhook's id, so the event log holds no secret
 * and the worker signs without a store of them. Shown to the reseller once, when it registers the webhook.
 */
export const webhookSecretOf = (master: string, webhookId: string): string =>
  `whsec_${createHmac('sha256', master).update(`octo-webhook:${webhookId}`).digest('base64url')}`;

/** `v1=` and the hex HMAC-SHA256, under the webhook's secret, of the timestamp (unix seconds), a ".", and the raw body. */
export const signWebhookBody = (secret: string, timestamp: number, body: string): string =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
