import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documented } from '../platform/http/openapi.ts';
import { HttpProblem, badRequest, unauthorized } from '../platform/http/problem.ts';
import { WebhookRejectedError, type PaymentProvider, type PaymentWebhookEvent } from './payment-provider.ts';
import type { WebhookReceipts } from './webhook-receipts.ts';

export interface PaymentWebhookRouteDeps {
  provider: PaymentProvider;
  /** Turns the event into a command; throwing makes the route answer 500 so the PSP delivers again. */
  onEvent: (e: PaymentWebhookEvent) => Promise<void>;
  /** Durable accepted-event ids (the merchant's, not the provider's): a replayed event is answered 200 unseen. */
  receipts: WebhookReceipts;
}

/**
 * POST /payments/webhook. The signature covers the exact bytes sent, so this route (alone, inside its own plugin)
 * takes the body as a raw string instead of parsed JSON. An event counts as accepted only after onEvent succeeds:
 * a failed one is retried by the PSP and runs again, an accepted one that arrives again is answered 200 unseen.
 */
export function registerPaymentWebhookRoute(app: FastifyInstance, deps: PaymentWebhookRouteDeps): void {
  const { receipts } = deps;

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.post(
      '/payments/webhook',
      documented({
        summary: "The payment provider's signed webhook (the raw body is what the signature covers)",
        tags: ['payments'],
        headers: z.object({ [deps.provider.webhookSignatureHeader]: z.string().regex(deps.provider.webhookSignatureShape) }),
        body: z.unknown(),
        errors: [401],
      }),
      async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      let event: PaymentWebhookEvent | null;
      try {
        event = deps.provider.verifyWebhook(raw, req.headers);
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
      },
    );
  });
}
