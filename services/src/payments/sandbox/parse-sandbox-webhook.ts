import { WebhookRejectedError, paymentWebhookEvent, type PaymentWebhookEvent } from '../payment-provider.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

/** verifyWebhook of the sandbox: the signature (with its timestamp tolerance) first, then the body as a payment event. */
export function parseSandboxWebhook(secret: string, rawBody: string, headers: Parameters<typeof verifyWebhookSignature>[2], now: Date): PaymentWebhookEvent {
  verifyWebhookSignature(secret, rawBody, headers, now);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejectedError('malformed_body', 'The webhook body is not valid JSON.');
  }
  const parsed = paymentWebhookEvent.safeParse(json);
  if (!parsed.success) {
    throw new WebhookRejectedError('malformed_body', `The webhook body is not a payment event: ${parsed.error.issues.map((x) => `${x.path.join('.') || '(root)'}: ${x.message}`).join('; ')}.`);
  }
  return parsed.data;
}
