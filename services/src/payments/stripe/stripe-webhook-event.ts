import type Stripe from 'stripe';
import type { PaymentWebhookEvent } from '../payment-provider.ts';

const currencyOf = (c: string | null) => (c ?? '').toUpperCase() as PaymentWebhookEvent['amount']['currency'];

/**
 * A verified Stripe event as the port's webhook event, or null for an event the saga does not need (Stripe sends
 * what the endpoint subscribes to; answering 200 stops its retries). The Checkout Session is the port's session and
 * its PaymentIntent the payment: completed (the amount is authorized: capture_method manual) -> authorized; an
 * asynchronous method that failed -> declined; expired -> expired. A card declined on the hosted page does not end
 * the session (the buyer may try another card there), so payment_intent.payment_failed is not a decline here.
 */
export function portEventOf(event: Stripe.Event): PaymentWebhookEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const s = event.data.object;
      const bookingId = s.client_reference_id ?? s.metadata?.bookingId ?? null;
      if (!bookingId) return null;
      const paymentId = typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null);
      const base = { eventId: event.id, sessionId: s.id, bookingId, amount: { amount: s.amount_total ?? 0, currency: currencyOf(s.currency) }, occurredAt: new Date(event.created * 1000).toISOString() };
      if (event.type === 'checkout.session.completed') {
        if (!paymentId) return null;
        return { ...base, type: 'payment.authorized', paymentId, paymentMethod: 'card' };
      }
      if (event.type === 'checkout.session.expired') return { ...base, type: 'payment.expired', paymentId: null };
      return { ...base, type: 'payment.declined', paymentId: null, declineReason: 'card_declined' };
    }
    default:
      return null;
  }
}
