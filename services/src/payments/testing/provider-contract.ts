import type { CurrencyCode } from '@rihla/events/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, WebhookRejectedError, type PaymentProvider, type PaymentWebhookEvent } from '../payment-provider.ts';

/** A provider as the contract drives it: the port itself, plus what a buyer and the merchant's webhook endpoint do. */
export interface ProviderUnderContract {
  provider: PaymentProvider;
  /** A return url on the merchant's own origin, which the provider accepts. */
  returnUrl: string;
  currency: CurrencyCode;
  /** Pays on the hosted page (openSession's redirectUrl) as a buyer would: with a card that is approved or declined. */
  pay(redirectUrl: string, outcome: 'approve' | 'decline'): Promise<void>;
  /** The next webhook the provider sent the merchant, exactly as it arrived (the signature covers these bytes). */
  nextWebhook(): Promise<{ rawBody: string; headers: Record<string, string> }>;
  close(): Promise<void>;
}

/** The port's error code of a refused call ('ok' when it succeeded); anything else is rethrown. */
export async function errorCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof PaymentProviderError) return e.code;
    throw e;
  }
}

/**
 * What every payment provider adapter must do for the booking saga to be right, run against a real provider (the
 * sandbox here; a real PSP adapter against its test mode). The saga relies on exactly this: idempotent calls (a step
 * is retried blindly), holds that are captured in parts, released, and refunded without ever moving more than was
 * authorised, and signed webhooks that a forger cannot imitate.
 */
export function paymentProviderContract(name: string, start: () => Promise<ProviderUnderContract>): void {
  describe(`${name}: the payment provider contract`, () => {
    let s: ProviderUnderContract;
    let n = 0;
    beforeEach(async () => {
      s = await start();
    });
    afterEach(async () => s?.close());

    const money = (amount: number) => ({ amount, currency: s.currency });
    const session = (bookingId: string, amount: number) => s.provider.openSession({ bookingId, amount: money(amount), returnUrl: s.returnUrl, idempotencyKey: `open-${bookingId}` });
    const verified = async (): Promise<PaymentWebhookEvent> => {
      const { rawBody, headers } = await s.nextWebhook();
      return s.provider.verifyWebhook(rawBody, headers);
    };
    /** A payment authorised on the hosted page; its id, from the verified webhook. */
    const authorised = async (amount: number): Promise<string> => {
      const opened = await session(`contract-${++n}`, amount);
      await s.pay(opened.redirectUrl, 'approve');
      const event = await verified();
      expect(event.type).toBe('payment.authorized');
      return event.paymentId!;
    };

    it('opens a hosted payment page once per idempotency key, and refuses the key for another request', async () => {
      const req = { bookingId: 'contract-open', amount: money(45000), returnUrl: s.returnUrl, idempotencyKey: 'open-contract-1' };
      const first = await s.provider.openSession(req);
      expect(first.redirectUrl).toMatch(/^https?:\/\//);
      expect(await s.provider.openSession(req)).toEqual(first);
      expect(await errorCode(s.provider.openSession({ ...req, amount: money(45001) }))).toBe('idempotency_key_reused');
    });

    it('reports an approved payment by a signed webhook; a tampered or unsigned copy is rejected, a redelivery keeps its event id', async () => {
      const opened = await session('contract-approved', 45000);
      await s.pay(opened.redirectUrl, 'approve');
      const { rawBody, headers } = await s.nextWebhook();
      const event = s.provider.verifyWebhook(rawBody, headers);
      expect(event).toMatchObject({ type: 'payment.authorized', sessionId: opened.sessionId, bookingId: 'contract-approved', amount: money(45000) });
      expect(event.paymentId).toEqual(expect.any(String));
      // The merchant recognises a redelivered event by its id (WebhookReceipts): the provider keeps it stable.
      expect(s.provider.verifyWebhook(rawBody, headers).eventId).toBe(event.eventId);
      expect(() => s.provider.verifyWebhook(rawBody.replace('45000', '1'), headers)).toThrow(WebhookRejectedError);
      const unsigned = Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== s.provider.webhookSignatureHeader.toLowerCase()));
      expect(() => s.provider.verifyWebhook(rawBody, unsigned)).toThrow(WebhookRejectedError);
    });

    it('reports a declined payment by webhook, with its reason and no payment', async () => {
      const opened = await session('contract-declined', 30000);
      await s.pay(opened.redirectUrl, 'decline');
      const event = await verified();
      expect(event).toMatchObject({ type: 'payment.declined', sessionId: opened.sessionId, paymentId: null });
      expect(event.declineReason).toEqual(expect.any(String));
    });

    it('captures a hold in parts, never more than authorised; a repeated key captures once', async () => {
      const paymentId = await authorised(45000);
      const c1 = await s.provider.capture({ paymentId, amount: money(20000), idempotencyKey: 'cap-1' });
      expect(c1.amount).toEqual(money(20000));
      expect(await s.provider.capture({ paymentId, amount: money(20000), idempotencyKey: 'cap-1' })).toEqual(c1);
      expect(await errorCode(s.provider.capture({ paymentId, amount: money(25001), idempotencyKey: 'cap-2' }))).toBe('amount_exceeds_authorized');
      expect((await s.provider.capture({ paymentId, amount: money(25000), idempotencyKey: 'cap-2' })).amount).toEqual(money(25000));
      expect(await errorCode(s.provider.capture({ paymentId, amount: money(1), idempotencyKey: 'cap-3' }))).toBe('amount_exceeds_authorized');
      expect(await errorCode(s.provider.capture({ paymentId: 'pay_not_there', amount: money(1), idempotencyKey: 'cap-4' }))).toBe('payment_not_found');
    });

    it('a void releases what was not captured: nothing is captured after it, and voiding again changes nothing', async () => {
      const paymentId = await authorised(45000);
      await s.provider.capture({ paymentId, amount: money(10000), idempotencyKey: 'cap-v' });
      await s.provider.void({ paymentId, idempotencyKey: 'void-1' });
      await s.provider.void({ paymentId, idempotencyKey: 'void-1' });
      await s.provider.void({ paymentId, idempotencyKey: 'void-2' });
      expect(await errorCode(s.provider.capture({ paymentId, amount: money(1), idempotencyKey: 'cap-after-void' }))).toBe('payment_voided');
      // What was captured before the void can still go back.
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(10000), idempotencyKey: 'ref-v' }))).toBe('ok');
    });

    it('refunds captured money once per key, never more than captured minus refunded', async () => {
      const paymentId = await authorised(45000);
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(1), idempotencyKey: 'ref-0' }))).toBe('amount_exceeds_refundable');
      await s.provider.capture({ paymentId, amount: money(30000), idempotencyKey: 'cap-r' });
      const r1 = await s.provider.refund({ paymentId, amount: money(10000), idempotencyKey: 'ref-1' });
      expect(await s.provider.refund({ paymentId, amount: money(10000), idempotencyKey: 'ref-1' })).toEqual(r1);
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(5000), idempotencyKey: 'ref-1' }))).toBe('idempotency_key_reused');
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(20001), idempotencyKey: 'ref-2' }))).toBe('amount_exceeds_refundable');
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(20000), idempotencyKey: 'ref-2' }))).toBe('ok');
    });
  });
}
