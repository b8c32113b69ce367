import { capturesAtOnce, type PaymentCapabilities, type PaymentWebhookEvent } from '../payments/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Logger } from '../platform/log.ts';
import { bookings } from './bookings.ts';
import type { BookingWatch } from './checkout/booking-watch.ts';
import { BookingRuleError } from './decider/booking-rule-error.ts';
import { ownEntry } from '../platform/own-entry.ts';

/**
 * The webhook route's onEvent: the verified provider event becomes RecordPaymentResult on its booking, with whether
 * the payment method must be captured at once (the provider's declared capabilities for it). A webhook
 * can overtake the saga step that records the session (auto-approve answers at once): it waits briefly for it,
 * then fails so the provider delivers again. Event ids make a redelivery append nothing.
 */
export function paymentWebhookHandler(deps: {
  store: EventStore;
  watch: BookingWatch;
  now: () => Date;
  capabilities: (paymentMethod?: string) => PaymentCapabilities;
  log?: Logger;
  sessionWaitMs?: number;
}): (e: PaymentWebhookEvent) => Promise<void> {
  const waitMs = deps.sessionWaitMs ?? 5000;
  const record = (e: PaymentWebhookEvent) =>
    e.type === 'payment.expired'
      ? // The provider gave the session up (its own expiry): the round ends as the session timer would end it.
        bookings.handle(deps.store, e.bookingId, { type: 'ExpirePaymentSession', data: { sessionId: e.sessionId, now: deps.now().toISOString() } }, { commandId: `webhook-${e.eventId}` })
      : recordResult(e);
  const recordResult = (e: PaymentWebhookEvent) =>
    bookings.handle(
      deps.store,
      e.bookingId,
      {
        type: 'RecordPaymentResult',
        data: {
          sessionId: e.sessionId,
          outcome: e.type === 'payment.authorized' ? 'authorized' : 'declined',
          paymentId: e.paymentId,
          amount: e.amount,
          ...(e.declineReason ? { declineReason: e.declineReason } : {}),
          ...(e.type === 'payment.authorized' && capturesAtOnce(deps.capabilities(e.paymentMethod)) ? { captureAtOnce: true } : {}),
          now: deps.now().toISOString(),
        },
      },
      { commandId: `webhook-${e.eventId}` },
    );
  return async (e) => {
    try {
      await record(e);
    } catch (err) {
      if (err instanceof BookingRuleError && err.code === 'bookingNotFound') {
        deps.log?.warn({ bookingId: e.bookingId, eventId: e.eventId }, 'payment webhook for an unknown booking ignored');
        return;
      }
      if (!(err instanceof BookingRuleError && err.code === 'unknownSession')) throw err;
      await deps.watch.waitFor(e.bookingId, (s) => s.status !== 'none' && ownEntry(s.sessions, e.sessionId) !== undefined, waitMs);
      await record(e);
    }
  };
}
