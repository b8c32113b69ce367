import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { portEventOf } from './stripe-webhook-event.ts';

const sessionEvent = (type: string, over: Record<string, unknown> = {}) =>
  ({
    id: 'evt_1',
    object: 'event',
    type,
    created: 1_795_000_000,
    data: { object: { id: 'cs_test_1', object: 'checkout.session', client_reference_id: 'bk1', payment_intent: 'pi_1', amount_total: 45000, currency: 'sar', metadata: {}, ...over } },
  }) as unknown as Stripe.Event;

describe('Stripe events as the port sees them', () => {
  it('a completed Checkout Session is an authorization of its PaymentIntent (captured later: capture_method manual)', () => {
    expect(portEventOf(sessionEvent('checkout.session.completed'))).toEqual({
      eventId: 'evt_1',
      type: 'payment.authorized',
      sessionId: 'cs_test_1',
      bookingId: 'bk1',
      paymentId: 'pi_1',
      paymentMethod: 'card',
      amount: { amount: 45000, currency: 'SAR' },
      occurredAt: new Date(1_795_000_000_000).toISOString(),
    });
  });

  it('an expired session is payment.expired, a failed asynchronous payment a decline; both without a payment', () => {
    expect(portEventOf(sessionEvent('checkout.session.expired', { payment_intent: null }))).toMatchObject({ type: 'payment.expired', paymentId: null, bookingId: 'bk1' });
    expect(portEventOf(sessionEvent('checkout.session.async_payment_failed'))).toMatchObject({ type: 'payment.declined', paymentId: null, declineReason: 'card_declined' });
  });

  it('ignores what the saga does not need: other event types, and sessions that name no booking', () => {
    expect(portEventOf(sessionEvent('payment_intent.payment_failed'))).toBeNull();
    expect(portEventOf(sessionEvent('checkout.session.completed', { client_reference_id: null }))).toBeNull();
  });
});
