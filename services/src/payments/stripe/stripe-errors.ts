import Stripe from 'stripe';
import { PaymentProviderError, type PaymentProviderErrorCode } from '../payment-provider.ts';

export type StripeOperation = 'openSession' | 'capture' | 'void' | 'refund';

/** Stripe's error codes that mean the same as one of the port's, per call (the same code means different things). */
const BY_CODE: Record<StripeOperation, Record<string, PaymentProviderErrorCode>> = {
  openSession: {},
  capture: { amount_too_large: 'amount_exceeds_authorized', payment_intent_unexpected_state: 'payment_voided' },
  void: {},
  refund: { amount_too_large: 'amount_exceeds_refundable', charge_already_refunded: 'amount_exceeds_refundable', charge_exceeds_source_limit: 'amount_exceeds_refundable' },
};

/**
 * Stripe's refusal as the port's PaymentProviderError. Only refusals are mapped: an outage (connection error, 5xx,
 * 429) stays what it is, so the saga retries the step with the same idempotency key and Stripe answers it once.
 */
export function portErrorOf(err: unknown, operation: StripeOperation): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  if (err instanceof Stripe.errors.StripeIdempotencyError) return new PaymentProviderError('idempotency_key_reused', err.message);
  if (!(err instanceof Stripe.errors.StripeInvalidRequestError) && !(err instanceof Stripe.errors.StripeCardError)) return err;
  const mapped = err.code ? BY_CODE[operation][err.code] : undefined;
  if (mapped) return new PaymentProviderError(mapped, err.message);
  if (err.code === 'resource_missing') return new PaymentProviderError(operation === 'openSession' ? 'invalid_request' : 'payment_not_found', err.message);
  return new PaymentProviderError('invalid_request', err.message);
}

/** Runs one Stripe call, turning its refusals into the port's errors. */
export async function callStripe<T>(operation: StripeOperation, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw portErrorOf(err, operation);
  }
}
