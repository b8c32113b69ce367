import Stripe from 'stripe';
import { isOnOwnOrigin } from '../../platform/http/own-origins.ts';
import { PaymentProviderError, WebhookRejectedError, type PaymentCapabilities, type PaymentProvider } from '../payment-provider.ts';
import { callStripe } from './stripe-errors.ts';
import { portEventOf } from './stripe-webhook-event.ts';

export interface StripeProviderOptions {
  /** The secret API key (sk_live_... / sk_test_...); never logged. */
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_...). */
  webhookSecret: string;
  /** How old a signed webhook may be, in seconds (Stripe's default 300). */
  webhookToleranceSec?: number;
  now: () => Date;
  /** The merchant's origins the buyer may be sent back to; others are refused when the session opens. */
  returnOrigins?: readonly string[];
  /** Stripe's API address; set only to talk to stripe-mock in tests. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Per request; a timeout is an outage the saga retries with the same idempotency key. */
  timeoutMs?: number;
}

/** Stripe's webhook signature header and its shape (`t=<unix seconds>,v1=<hex>[,...]`). */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
export const STRIPE_SIGNATURE_SHAPE = /^t=\d+(,[a-z0-9_]+=[^,]+)+$/;

/** Cards through Checkout (Visa, Mastercard, Amex, Apple Pay, Google Pay): all hold and capture in part. */
const CARD: PaymentCapabilities = { canHold: true, partialCapture: true, refundWindowDays: 180 };

/** Stripe Checkout has no Arabic page: 'auto' follows the browser's language (English where Arabic is missing). */
const checkoutLocale = (locale: 'en' | 'ar' | undefined): Stripe.Checkout.SessionCreateParams.Locale => (locale === 'en' ? 'en' : 'auto');

function withSessionPlaceholder(returnUrl: string): string {
  // Stripe fills {CHECKOUT_SESSION_ID} in; a URL object would escape the braces.
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}session={CHECKOUT_SESSION_ID}`;
}

const headerValue = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The Stripe adapter (PAYMENT_PROVIDER=stripe): a hosted Checkout Session whose PaymentIntent is `capture_method:
 * manual` (the amount is held), capture of all or part (`amount_to_capture`; Stripe releases the rest), cancel,
 * refunds, and webhooks verified by the SDK. Every mutating call passes the port's idempotency key as Stripe's
 * `idempotencyKey`; the SDK itself never retries (maxNetworkRetries 0): the saga does, with the same key.
 */
export function createStripeProvider(o: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(o.secretKey, {
    maxNetworkRetries: 0,
    timeout: o.timeoutMs ?? 20_000,
    telemetry: false,
    ...(o.api ? { host: o.api.host, port: o.api.port, protocol: o.api.protocol } : {}),
  });
  const tolerance = o.webhookToleranceSec ?? 300;

  return {
    webhookSignatureHeader: STRIPE_SIGNATURE_HEADER,
    webhookSignatureShape: STRIPE_SIGNATURE_SHAPE,

    async openSession(i) {
      if (!Number.isSafeInteger(i.amount.amount) || i.amount.amount <= 0) {
        throw new PaymentProviderError('invalid_request', `A payment session needs a positive whole amount in minor units; got ${i.amount.amount}.`);
      }
      if (o.returnOrigins && !isOnOwnOrigin(i.returnUrl, o.returnOrigins)) {
        throw new PaymentProviderError('invalid_request', `The return url "${i.returnUrl}" is not on one of the merchant's origins.`);
      }
      const session = await callStripe('openSession', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: i.bookingId,
            metadata: { bookingId: i.bookingId, ...(i.reference ? { reference: i.reference } : {}) },
            line_items: [{ quantity: 1, price_data: { currency: i.amount.currency.toLowerCase(), unit_amount: i.amount.amount, product_data: { name: i.reference ?? i.bookingId } } }],
            payment_intent_data: { capture_method: 'manual', metadata: { bookingId: i.bookingId } },
            locale: checkoutLocale(i.locale),
            success_url: withSessionPlaceholder(i.returnUrl),
            cancel_url: withSessionPlaceholder(i.returnUrl),
            ...(i.customerEmail ? { customer_email: i.customerEmail } : {}),
          },
          { idempotencyKey: i.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError('invalid_request', `Stripe opened Checkout Session ${session.id} without a page to send the buyer to.`);
      return { sessionId: session.id, redirectUrl: session.url };
    },

    async capture(i) {
      const intent = await callStripe('capture', () => stripe.paymentIntents.capture(i.paymentId, { amount_to_capture: i.amount.amount }, { idempotencyKey: i.idempotencyKey }));
      const charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? intent.id);
      return { captureId: charge, amount: { amount: i.amount.amount, currency: i.amount.currency } };
    },

    async void(i) {
      try {
        await callStripe('void', () => stripe.paymentIntents.cancel(i.paymentId, {}, { idempotencyKey: i.idempotencyKey }));
      } catch (err) {
        // A captured PaymentIntent has nothing left to release (a partial capture released the rest), and a cancelled
        // one was released already: voiding either changes nothing, as the port says.
        if (!(err instanceof PaymentProviderError) || err.code !== 'invalid_request') throw err;
        const intent = await callStripe('void', () => stripe.paymentIntents.retrieve(i.paymentId));
        if (intent.status !== 'succeeded' && intent.status !== 'canceled') throw err;
      }
    },

    async refund(i) {
      const refund = await callStripe('refund', () => stripe.refunds.create({ payment_intent: i.paymentId, amount: i.amount.amount }, { idempotencyKey: i.idempotencyKey }));
      return { refundId: refund.id };
    },

    async verifyWebhook(rawBody, headers) {
      const signature = headerValue(headers, STRIPE_SIGNATURE_HEADER);
      if (!signature) throw new WebhookRejectedError('missing_signature', 'The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, o.webhookSecret, tolerance, undefined, o.now().getTime());
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
          const stale = /tolerance/i.test(err.message);
          throw new WebhookRejectedError(stale ? 'stale_timestamp' : 'bad_signature', stale ? 'The Stripe webhook is older than the tolerance allows.' : 'The Stripe webhook signature does not match.');
        }
        throw new WebhookRejectedError('malformed_body', 'The Stripe webhook body is not a Stripe event.');
      }
      return portEventOf(event);
    },

    capabilities() {
      return CARD;
    },

    async close() {},
  };
}
