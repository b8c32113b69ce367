// Builds the booking engine's outside-world adapters from configuration, the same way for the api and the worker:
// the clock, the payment provider PAYMENT_PROVIDER names (and the webhook receipts, the merchant's own), the notifier,
// the supplier gateway and keys.
import type { Redis } from 'ioredis';
import type { BookingServices } from '../booking/index.ts';
import { redisOffsetClock, systemClock } from '../booking/index.ts';
import { einvoiceTaxDetails } from '../einvoicing/index.ts';
import { createConfiguredNotifier } from '../notifications/index.ts';
import { createPaymentProvider, redisWebhookReceipts } from '../payments/index.ts';
import type { Config } from '../platform/config.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { ticketSecretOf, bookingTickets, ticketCodes } from '../tickets/index.ts';
import type { Logger } from '../platform/log.ts';
import { createSimulatedSupplierGateway, supplierKeyResolver } from '../suppliers/index.ts';

/** How long after a payment session's expiry the saga still waits for a webhook already on its way. */
const SESSION_GRACE_MS = 2 * 60_000;

/**
 * `role` decides who runs the sandbox's webhook delivery loop: the api (it serves the hosted page that creates
 * most webhooks); the worker's provider only sends the first attempt for sessions it auto-approves.
 */
export async function createBookingServices(config: Config, deps: { role: 'api' | 'worker'; store: EventStore; redis: Redis; log: Logger }): Promise<BookingServices> {
  const clock = config.CLOCK_SOURCE === 'redis' ? await redisOffsetClock(deps.redis, config.REDIS_PREFIX) : systemClock();
  const publicApiUrl = config.PUBLIC_API_URL.replace(/\/+$/, '');
  const payments = createPaymentProvider(config, { now: () => clock.now(), runDeliveryLoop: deps.role === 'api', log: deps.log });
  const { provider } = payments;
  // The tickets' signing secret, made once and shared by every process (the e-mail's and the PDF's QR agree).
  const ticketSecret = await ticketSecretOf(config.TICKET_SECRET, deps.redis, config.REDIS_PREFIX);
  const notifier = createConfiguredNotifier(config, deps.redis, () => clock.now());
  return {
    clock,
    provider,
    webhookReceipts: redisWebhookReceipts(deps.redis, config.REDIS_PREFIX),
    ...(payments.registerPages ? { paymentPages: payments.registerPages } : {}),
    notifier,
    suppliers: createSimulatedSupplierGateway(),
    supplierKeys: supplierKeyResolver(config),
    taxDetailsOf: einvoiceTaxDetails(config.ZATCA_SELLER, deps.redis, config.REDIS_PREFIX),
    ticketsOf: bookingTickets(deps.store, ticketSecret),
    ticketCodes: ticketCodes(ticketSecret),
    settings: {
      holdTtlMs: config.BOOKING_HOLD_TTL_MS,
      sessionTtlMs: config.PAYMENT_SESSION_TTL_MS,
      sessionGraceMs: SESSION_GRACE_MS,
      supplierAnswerTimeoutMs: config.SUPPLIER_ANSWER_TIMEOUT_MS,
      publicApiUrl,
      bookingLinks: { storefrontUrl: config.PUBLIC_STOREFRONT_URL, secret: config.bookingLinkSecret, ttlMs: config.BOOKING_LINK_TTL_DAYS * 86_400_000 },
      processingBudgetMs: config.CHECKOUT_PROCESSING_BUDGET_MS,
      workerConcurrency: config.BOOKING_WORKER_CONCURRENCY,
    },
    async close() {
      clock.close();
      await provider.close();
      await notifier.close();
    },
  };
}
