// Builds the booking engine's outside-world adapters from configuration, the same way for the api and the worker:
// the clock, the sandbox payment provider (its own ledger file), the notifier, the supplier gateway and keys.
import { resolve } from 'node:path';
import type { Redis } from 'ioredis';
import { redisOffsetClock, systemClock, type Clock } from '../booking/clock.ts';
import type { SagaSettings } from '../booking/saga/saga-deps.ts';
import { createConfiguredNotifier } from '../notifications/configured-notifier.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { ownOriginsOf } from '../platform/http/own-origins.ts';
import { createSandboxProvider, type SandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/log.ts';
import { createSimulatedSupplierGateway } from '../suppliers/simulated-supplier-gateway.ts';
import type { SupplierGateway } from '../suppliers/supplier-gateway.ts';
import { supplierKeyResolver, type SupplierKeyResolver } from '../suppliers/supplier-keys.ts';

export interface BookingServices {
  clock: Clock;
  provider: SandboxProvider;
  notifier: Notifier;
  suppliers: SupplierGateway;
  supplierKeys: SupplierKeyResolver;
  settings: SagaSettings & { processingBudgetMs: number; workerConcurrency: number };
  close(): Promise<void>;
}

/** How long after a payment session's expiry the saga still waits for a webhook already on its way. */
const SESSION_GRACE_MS = 2 * 60_000;

/** The test hook PAYMENTS_SANDBOX_FAIL_REFUNDS: the sandbox answers every refund with an outage. */
function refusingRefunds(provider: SandboxProvider): SandboxProvider {
  return {
    ...provider,
    async refund() {
      throw new Error('The sandbox refund service is down (PAYMENTS_SANDBOX_FAIL_REFUNDS).');
    },
  };
}

/**
 * `role` decides who runs the sandbox's webhook delivery loop: the api (it serves the hosted page that creates
 * most webhooks); the worker's provider only sends the first attempt for sessions it auto-approves.
 */
export async function createBookingServices(config: Config, deps: { role: 'api' | 'worker'; redis: Redis; log: Logger }): Promise<BookingServices> {
  const clock = config.CLOCK_SOURCE === 'redis' ? await redisOffsetClock(deps.redis, config.REDIS_PREFIX) : systemClock();
  const publicApiUrl = config.PUBLIC_API_URL.replace(/\/+$/, '');
  let provider = createSandboxProvider({
    file: config.PAYMENTS_LEDGER_FILE ?? resolve(config.DATA_DIR, 'psp-ledger.sqlite'),
    publicBaseUrl: publicApiUrl,
    webhookUrl: `${publicApiUrl}/payments/webhook`,
    webhookSecret: config.PAYMENTS_WEBHOOK_SECRET,
    now: () => clock.now(),
    autoApprove: config.PAYMENTS_AUTO_APPROVE,
    sessionTtlMs: config.PAYMENT_SESSION_TTL_MS,
    returnOrigins: ownOriginsOf(config),
    runDeliveryLoop: deps.role === 'api',
    log: deps.log,
  });
  // Refused in production by loadConfig.
  if (config.PAYMENTS_SANDBOX_FAIL_REFUNDS) provider = refusingRefunds(provider);
  const notifier = createConfiguredNotifier(config, deps.redis, () => clock.now());
  return {
    clock,
    provider,
    notifier,
    suppliers: createSimulatedSupplierGateway(),
    supplierKeys: supplierKeyResolver(config),
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
