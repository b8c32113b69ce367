import type { FastifyInstance } from 'fastify';
import type { Notifier } from '../notifications/notifier.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { WebhookReceipts } from '../payments/webhook-receipts.ts';
import type { SupplierGateway } from '../suppliers/supplier-gateway.ts';
import type { SupplierKeyResolver } from '../suppliers/supplier-keys.ts';
import type { Clock } from './clock.ts';
import type { SagaSettings } from './saga/saga-deps.ts';

/**
 * The outside-world adapters the booking engine calls, as every process's `services` (platform/module.ts): main/
 * builds them from configuration (main/booking-services.ts), tests build them from fakes and sandboxes.
 */
export interface BookingServices<Provider extends PaymentProvider = PaymentProvider> {
  clock: Clock;
  provider: Provider;
  /** Which provider webhooks were already handled: the merchant's store, whichever provider sends them. */
  webhookReceipts: WebhookReceipts;
  /** Pages the api serves for the provider (the sandbox's hosted card page). */
  paymentPages?: (app: FastifyInstance) => void;
  notifier: Notifier;
  suppliers: SupplierGateway;
  supplierKeys: SupplierKeyResolver;
  settings: SagaSettings & { processingBudgetMs: number; workerConcurrency: number };
  close(): Promise<void>;
}
