import type { FastifyInstance } from 'fastify';
import { registerPaymentWebhookRoute } from '../payments/index.ts';
import { paymentWebhookHandler } from './payment-webhook.ts';

import { bookingRouteContext, type BookingRouteDeps } from './routes/booking-route-context.ts';
import { registerCancellationRoutes } from './routes/cancellation-routes.ts';
import { registerCheckoutRoutes } from './routes/checkout-routes.ts';
import { registerRetryRoutes } from './routes/retry-routes.ts';

/**
 * The booking api: checkout (card and pay later, Idempotency-Key required), the event stream of a booking, retries
 * of failed items, cancellation quote and cancellation, the supplier answer endpoint (x-supplier-key) and the
 * payment provider's webhook. Routes parse, call and map; the rules live in the booking decider.
 */
export function registerBookingRoutes(app: FastifyInstance, deps: BookingRouteDeps): void {
  const r = bookingRouteContext(app, deps);
  const { store, watch } = r;
  registerCheckoutRoutes(app, r);
  registerRetryRoutes(app, r);
  registerCancellationRoutes(app, r);

  registerPaymentWebhookRoute(app, {
    provider: deps.provider,
    providerName: deps.paymentProviderName ?? 'sandbox',
    onEvent: paymentWebhookHandler({ store, watch, now: deps.now, capabilities: (method) => deps.provider.capabilities(method), ...(deps.log ? { log: deps.log } : {}) }),
    receipts: deps.webhookReceipts,
  });
}
