/** payments's public face: what other modules and main/ import from payments (main/ also its module.ts); the rest is inside. */
export { createPaymentProvider } from './create-payment-provider.ts';
export { PaymentProviderError, capturesAtOnce, type PaymentCapabilities, type PaymentProvider, type PaymentWebhookEvent } from './payment-provider.ts';
export { redisWebhookReceipts } from './redis-webhook-receipts.ts';
export { type WebhookReceipts } from './webhook-receipts.ts';
export { registerPaymentWebhookRoute, type WebhookProviderName } from './webhook-route.ts';
