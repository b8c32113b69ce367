import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { documented } from '../platform/http/openapi.ts';
import { HttpProblem, badRequest, notFound, unauthorized } from '../platform/http/problem.ts';
import { WebhookRejectedError, type PaymentProvider, type PaymentWebhookEvent } from './payment-provider.ts';
import { SIGNATURE_HEADER, SIGNATURE_SHAPE } from './sandbox/webhook-signature.ts';
import { STRIPE_SIGNATURE_HEADER, STRIPE_SIGNATURE_SHAPE } from './stripe/stripe-provider.ts';
import type { WebhookReceipts } from './webhook-receipts.ts';

/** Every provider's webhook endpoint, documented whichever provider this api runs (PAYMENT_PROVIDER). */
export const WEBHOOK_ENDPOINTS = [
  { provider: 'sandbox', signatureHeader: SIGNATURE_HEADER, signatureShape: SIGNATURE_SHAPE, summary: "The sandbox PSP's signed webhook (HMAC-SHA256 of `t.rawBody`)" },
  { provider: 'stripe', signatureHeader: STRIPE_SIGNATURE_HEADER, signatureShape: STRIPE_SIGNATURE_SHAPE, summary: "Stripe's signed webhook (Checkout Session events; verified by the Stripe SDK)" },
  { provider: 'moyasar', signatureHeader: null, signatureShape: null, summary: "Moyasar's webhook (JSON with the endpoint's secret_token; the payment is read back from Moyasar's API)" },
] as const;
export type WebhookProviderName = (typeof WEBHOOK_ENDPOINTS)[number]['provider'];

/** The path a provider delivers its webhooks to (configured in its dashboard, or the sandbox's own setting). */
export const webhookPathOf = (provider: WebhookProviderName): string => `/payments/webhook/${provider}`;

export interface PaymentWebhookRouteDeps {
  provider: PaymentProvider;
  /** Which provider `provider` is: its endpoint verifies, the others answer 404. */
  providerName: WebhookProviderName;
  /** Turns the event into a command; throwing makes the route answer 500 so the PSP delivers again. */
  onEvent: (e: PaymentWebhookEvent) => Promise<void>;
  /** Durable accepted-event ids (the merchant's, not the provider's): a replayed event is answered 200 unseen. */
  receipts: WebhookReceipts;
}

/**
 * POST /payments/webhook/{provider}, one route per provider. The signature covers the exact bytes sent, so these
 * routes (alone, inside their own plugin) take the body as a raw string instead of parsed JSON. An event counts as
 * accepted only after onEvent succeeds: a failed one is retried by the PSP and runs again, an accepted one that
 * arrives again is answered 200 unseen. The endpoint of a provider this api does not run answers 404 and reads nothing.
 */
export function registerPaymentWebhookRoute(app: FastifyInstance, deps: PaymentWebhookRouteDeps): void {
  const { receipts } = deps;

  const accept = async (req: FastifyRequest, reply: FastifyReply) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    let event: PaymentWebhookEvent | null;
    try {
      event = await deps.provider.verifyWebhook(raw, req.headers);
    } catch (err) {
      if (err instanceof WebhookRejectedError) {
        req.log.warn({ reason: err.reason }, 'payment webhook rejected');
        // A well-formed signature that does not verify (forged, tampered, stale): not the provider speaking.
        if (err.reason === 'bad_signature' || err.reason === 'stale_timestamp') throw unauthorized(err.message);
        throw badRequest(err.message);
      }
      throw err;
    }
    if (event === null) return reply.status(200).send({ received: true, duplicate: false });
    if (await receipts.isAccepted(event.eventId)) return reply.status(200).send({ received: true, duplicate: true });
    try {
      await deps.onEvent(event);
    } catch (err) {
      req.log.error({ err, eventId: event.eventId }, 'payment webhook handler failed');
      throw new HttpProblem(500, 'Internal Server Error', 'The payment event could not be processed yet; deliver it again later.');
    }
    await receipts.markAccepted(event.eventId);
    return reply.status(200).send({ received: true, duplicate: false });
  };

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    for (const endpoint of WEBHOOK_ENDPOINTS) {
      const served = endpoint.provider === deps.providerName;
      scope.post(
        webhookPathOf(endpoint.provider),
        documented({
          summary: endpoint.summary,
          tags: ['payments'],
          ...(endpoint.signatureHeader ? { headers: z.object({ [endpoint.signatureHeader]: z.string().regex(endpoint.signatureShape) }) } : {}),
          body: z.unknown(),
          errors: [401, 404],
        }),
        async (req, reply) => {
          if (!served) {
            // The request as the document describes it first (a missing or garbled signature is 400), then: not here.
            const signature = endpoint.signatureHeader ? req.headers[endpoint.signatureHeader] : '';
            if (endpoint.signatureShape && (typeof signature !== 'string' || !endpoint.signatureShape.test(signature))) throw badRequest(`A ${endpoint.provider} webhook carries a well-formed ${endpoint.signatureHeader} header.`);
            throw notFound(`This api takes payments through ${deps.providerName}, not ${endpoint.provider}: it accepts no ${endpoint.provider} webhooks.`);
          }
          return accept(req, reply);
        },
      );
    }
  });
}
