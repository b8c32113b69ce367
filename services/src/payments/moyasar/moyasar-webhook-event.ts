import { hash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WebhookRejectedError, type PaymentWebhookEvent } from '../payment-provider.ts';
import { moyasarPayment, type MoyasarPayment } from './moyasar-api.ts';

/**
 * A Moyasar webhook as its reference documents it: the event's `id`, `type` (payment_paid, payment_failed,
 * payment_authorized, ...), `created_at`, the endpoint's `secret_token` (set in the dashboard; Moyasar signs nothing,
 * it sends this shared secret in the body) and the payment object in `data`.
 */
export const moyasarWebhook = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created_at: z.string().datetime({ offset: true }),
  secret_token: z.string().optional(),
  data: moyasarPayment,
});
export type MoyasarWebhook = z.infer<typeof moyasarWebhook>;

/** The webhook's body parsed, its secret token checked (constant time) and its age within the tolerance; throws otherwise. */
export function authenticMoyasarWebhook(rawBody: string, secret: string, now: Date, toleranceSec: number): MoyasarWebhook {
  let parsed: MoyasarWebhook;
  try {
    parsed = moyasarWebhook.parse(JSON.parse(rawBody));
  } catch {
    throw new WebhookRejectedError('malformed_body', 'The body is not a Moyasar webhook (id, type, created_at and a payment in data).');
  }
  if (!parsed.secret_token) throw new WebhookRejectedError('missing_signature', 'The Moyasar webhook carries no secret_token.');
  const digest = (s: string) => hash('sha256', s, 'buffer');
  if (!timingSafeEqual(digest(parsed.secret_token), digest(secret))) throw new WebhookRejectedError('bad_signature', "The Moyasar webhook's secret_token is not this endpoint's.");
  const age = (now.getTime() - Date.parse(parsed.created_at)) / 1000;
  if (Math.abs(age) > toleranceSec) {
    throw new WebhookRejectedError('stale_timestamp', `The Moyasar webhook was created ${Math.round(Math.abs(age))} s ${age > 0 ? 'ago' : 'ahead'}; at most ${toleranceSec} s is accepted.`);
  }
  return parsed;
}

/** The buyer's method as the adapter names it for `capabilities`: the card scheme (mada, visa, ...) or the source type, `-charged` when Moyasar took the money at authorization. */
export function paymentMethodOf(p: MoyasarPayment): string {
  const method = p.source.company ?? p.source.type;
  const held = p.status === 'authorized' || p.status === 'captured' || p.status === 'voided' || p.captured > 0;
  return held ? method : `${method}-charged`;
}

/**
 * The port's event for a Moyasar payment the API confirmed (never the webhook body alone): `payment_paid` /
 * `payment_authorized` -> authorized (also when the payment was captured or refunded since), `payment_failed` ->
 * declined; other types (refunds, voids, captures the saga
 * made itself) are null.
 */
export function portEventOfMoyasar(w: MoyasarWebhook, payment: MoyasarPayment, session: { sessionId: string; bookingId: string }): PaymentWebhookEvent | null {
  const base = { eventId: w.id, ...session, amount: { amount: payment.amount, currency: payment.currency.toUpperCase() as PaymentWebhookEvent['amount']['currency'] }, occurredAt: new Date(Date.parse(w.created_at)).toISOString() };
  // The API's status may have moved on since (captured, refunded: a redelivery after the saga went on).
  if ((w.type === 'payment_paid' || w.type === 'payment_authorized') && ['paid', 'authorized', 'captured', 'refunded'].includes(payment.status)) {
    return { ...base, type: 'payment.authorized', paymentId: payment.id, paymentMethod: paymentMethodOf(payment) };
  }
  if (w.type === 'payment_failed' && payment.status === 'failed') {
    return { ...base, type: 'payment.declined', paymentId: null, declineReason: /insufficient/i.test(payment.source.message ?? '') ? 'insufficient_funds' : 'card_declined' };
  }
  return null;
}
