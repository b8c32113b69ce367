import { z } from 'zod';
import { currencyCode, type Money } from '@rihla/events/common';

/**
 * The port between the booking engine and a payment service provider, chosen by PAYMENT_PROVIDER (see
 * create-payment-provider.ts). The sandbox provider implements it today; a real PSP adapter implements the same calls
 * and passes the same contract suite (testing/provider-contract.ts). Every mutating call carries an idempotency key:
 * the same key with the same request returns the first answer and has no second effect; the same key with a
 * different request is an error, so a saga step can be retried blindly.
 *
 * Money moves in three steps: the buyer authorises on the provider's hosted page (openSession's redirectUrl) and the
 * provider's signed webhook reports it (the amount is held, not charged); capture charges all or part of the hold;
 * void releases what was not captured; refund returns captured money. Which webhooks were already handled is the
 * merchant's to remember (WebhookReceipts), not the provider's.
 */
export interface PaymentProvider {
  /**
   * The header carrying the webhook signature (documented on the webhook route); absent when the provider authenticates
   * its webhooks inside the body (Moyasar's secret_token).
   */
  readonly webhookSignatureHeader?: string;
  /**
   * What a well-formed signature header matches (the route's document states it): another value is malformed (400);
   * a well-formed one that does not verify is refused as unauthenticated (401).
   */
  readonly webhookSignatureShape?: RegExp;
  /**
   * A hosted payment page for this amount: the buyer is sent to `redirectUrl`; the outcome arrives by webhook.
   * `reference`: the order number the payer knows; `locale`: the payer's language for the hosted page.
   */
  openSession(i: {
    bookingId: string;
    amount: Money;
    returnUrl: string;
    idempotencyKey: string;
    customerEmail?: string;
    reference?: string;
    locale?: 'en' | 'ar';
  }): Promise<{ sessionId: string; redirectUrl: string }>;
  /** Partial captures are allowed; all captures together never exceed the authorized amount. */
  capture(i: { paymentId: string; amount: Money; idempotencyKey: string }): Promise<{ captureId: string; amount: Money }>;
  /** Releases the uncaptured remainder of the authorization. */
  void(i: { paymentId: string; idempotencyKey: string }): Promise<void>;
  /** At most captured - already refunded. */
  refund(i: { paymentId: string; amount: Money; idempotencyKey: string }): Promise<{ refundId: string }>;
  /**
   * Checks signature, timestamp tolerance and shape; throws WebhookRejectedError otherwise. Null: a genuine event
   * the saga has no use for (a PSP sends more kinds than authorized / declined / expired); it is answered 200. Async: an
   * adapter whose provider signs nothing reads the payment back from the provider's API (a failure to reach it is an
   * ordinary error: the route answers 500 and the provider delivers again).
   */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<PaymentWebhookEvent | null>;
  /**
   * What the payment method (the webhook's `paymentMethod`; absent: the provider's card) can do. The saga follows it:
   * a method that cannot hold or cannot capture in part is captured in full as soon as it is authorized, and what
   * must go back later is refunded instead of released.
   */
  capabilities(paymentMethod?: string): PaymentCapabilities;
  /** Stops background work (webhook delivery, connections); the provider is not used afterwards. */
  close(): Promise<void>;
}

export interface PaymentCapabilities {
  /** The authorization only holds the amount; false: the acquirer charges at authorization (some mada acquirers). */
  canHold: boolean;
  /** A hold can be captured in parts (the rest released); false: all of it or nothing. */
  partialCapture: boolean;
  /** How long after a capture the provider still accepts a refund, in days. */
  refundWindowDays: number;
}

/** Whether the saga captures the whole amount as soon as it is authorized (and refunds instead of releasing). */
export const capturesAtOnce = (c: PaymentCapabilities): boolean => !c.canHold || !c.partialCapture;

export const declineReason = z.enum(['card_declined', 'insufficient_funds']);
export type DeclineReason = z.infer<typeof declineReason>;

export const paymentWebhookEvent = z.object({
  eventId: z.string().min(1),
  type: z.enum(['payment.authorized', 'payment.declined', 'payment.expired']),
  sessionId: z.string().min(1),
  bookingId: z.string().min(1),
  paymentId: z.string().min(1).nullable(),
  amount: z.object({ amount: z.number().int(), currency: currencyCode }),
  declineReason: declineReason.optional(),
  /** The provider's name for how the buyer paid ('card', 'mada', ...), looked up in `capabilities`. */
  paymentMethod: z.string().min(1).optional(),
  occurredAt: z.string().datetime({ offset: true }),
});
export type PaymentWebhookEvent = z.infer<typeof paymentWebhookEvent>;

export type PaymentProviderErrorCode =
  | 'idempotency_key_reused'
  | 'invalid_request'
  | 'currency_mismatch'
  | 'session_not_found'
  | 'session_expired'
  | 'session_completed'
  | 'invalid_card'
  | 'payment_not_found'
  | 'payment_voided'
  | 'amount_exceeds_authorized'
  | 'partial_capture_not_supported'
  | 'amount_exceeds_refundable';

/** A request the provider refused; `code` is stable for programs, `message` is a sentence for people. */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: PaymentProviderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export type WebhookRejectionReason = 'missing_signature' | 'malformed_signature' | 'bad_signature' | 'stale_timestamp' | 'malformed_body';

/** A webhook that must not be trusted; `message` says why in plain words (it becomes the 400's detail). */
export class WebhookRejectedError extends Error {
  constructor(
    readonly reason: WebhookRejectionReason,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookRejectedError';
  }
}
