import type { CurrencyCode } from '@rihla/events/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, WebhookRejectedError, type PaymentProvider, type PaymentWebhookEvent } from '../payment-provider.ts';

/** A request the adapter sent to the provider's API, as the wire carried it (stateless runs check these). */
export interface SentRequest {
  method: string;
  /** Path and query, e.g. /v1/payment_intents/pi_1/capture. */
  path: string;
  idempotencyKey: string | null;
  /** The body as parsed: form fields (Stripe) or JSON (others), flattened to strings. */
  body: Record<string, string>;
}

/** The provider's documented refusals the contract asks a stateless run to answer with next. */
export type InjectedRefusal = 'amount_exceeds_authorized' | 'amount_exceeds_refundable' | 'payment_not_found' | 'idempotency_key_reused' | 'outage';

/** A provider as the contract drives it: the port itself, plus what a buyer and the merchant's webhook endpoint do. */
export interface ProviderUnderContract {
  provider: PaymentProvider;
  /** A return url on the merchant's own origin, which the provider accepts. */
  returnUrl: string;
  currency: CurrencyCode;
  /** Pays on the hosted page of this session as a buyer would: with a card that is approved or declined. */
  pay(session: { sessionId: string; redirectUrl: string; bookingId: string; amount: { amount: number; currency: CurrencyCode } }, outcome: 'approve' | 'decline'): Promise<void>;
  /** The next webhook the provider sent the merchant, exactly as it arrived (the signature covers these bytes). */
  nextWebhook(): Promise<{ rawBody: string; headers: Record<string, string> }>;
  /** The same webhook without what authenticates it (default: without the provider's signature header). */
  unsigned?(webhook: { rawBody: string; headers: Record<string, string> }): { rawBody: string; headers: Record<string, string> };
  /** The same webhook signed as the provider would have signed it `secondsAgo` earlier. */
  signedEarlier(webhook: { rawBody: string; headers: Record<string, string> }, secondsAgo: number): { rawBody: string; headers: Record<string, string> };
  /** Stateless runs: every request the adapter sent so far. */
  sentRequests?(): SentRequest[];
  /** Stateless runs: the provider's next answer is this documented refusal (or a 503 outage). */
  refuseNext?(refusal: InjectedRefusal): void;
  close(): Promise<void>;
}

/**
 * What the provider behind a run can prove. `stateful`: it keeps balances and idempotency keys itself (the sandbox,
 * a double that follows the provider's reference), so the suite drives it and checks its answers. `stateless`: it
 * answers every request with a fixture (stripe-mock), so balances and key replays cannot be observed; there the
 * suite checks the requests the adapter sent (path, amounts, the idempotency key) and maps the provider's documented
 * refusals injected one at a time. What only the provider's test mode can prove is listed in docs/payments.md.
 */
export type ContractMode = 'stateful' | 'stateless';

export interface ContractOptions {
  /**
   * How the hosted page's card payment takes money: `hold` (authorized only; captured in parts, released), or
   * `at-authorization` (charged at once, as Moyasar's invoice page does: the method cannot hold, the saga captures it
   * whole and refunds instead of releasing). Default `hold`.
   */
  charges?: 'hold' | 'at-authorization';
  /**
   * Whether the provider answers a repeated openSession key with the first session (default true). Moyasar's invoices
   * take no key: a repeat opens a second page (docs/payments.md).
   */
  idempotentOpen?: boolean;
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
export function paymentProviderContract(name: string, mode: ContractMode, start: () => Promise<ProviderUnderContract>, options: ContractOptions = {}): void {
  const stateful = mode === 'stateful';
  const holds = (options.charges ?? 'hold') === 'hold';
  describe(`${name}: the payment provider contract (${mode})`, () => {
    let s: ProviderUnderContract;
    let n = 0;
    beforeEach(async () => {
      s = await start();
    });
    afterEach(async () => s?.close());

    const money = (amount: number) => ({ amount, currency: s.currency });
    const session = async (bookingId: string, amount: number) => {
      const opened = await s.provider.openSession({ bookingId, amount: money(amount), returnUrl: s.returnUrl, idempotencyKey: `open-${bookingId}` });
      return { ...opened, bookingId, amount: money(amount) };
    };
    const verified = async (): Promise<PaymentWebhookEvent> => {
      const { rawBody, headers } = await s.nextWebhook();
      const event = await s.provider.verifyWebhook(rawBody, headers);
      if (!event) throw new Error('the webhook verified but carried no payment event');
      return event;
    };
    /** A payment authorised on the hosted page; its id, from the verified webhook. */
    const authorised = async (amount: number): Promise<string> => {
      const opened = await session(`contract-${++n}`, amount);
      await s.pay(opened, 'approve');
      const event = await verified();
      expect(event.type).toBe('payment.authorized');
      // What the method declares is what the page did: held, or charged at once.
      expect(s.provider.capabilities(event.paymentMethod).canHold).toBe(holds);
      return event.paymentId!;
    };

    it.runIf(stateful && options.idempotentOpen !== false)('opens a hosted payment page once per idempotency key, and refuses the key for another request', async () => {
      const req = { bookingId: 'contract-open', amount: money(45000), returnUrl: s.returnUrl, idempotencyKey: 'open-contract-1' };
      const first = await s.provider.openSession(req);
      expect(first.redirectUrl).toMatch(/^https?:\/\//);
      expect(await s.provider.openSession(req)).toEqual(first);
      expect(await errorCode(s.provider.openSession({ ...req, amount: money(45001) }))).toBe('idempotency_key_reused');
    });

    it('reports an approved payment by a signed webhook; a tampered or unsigned copy is rejected, a redelivery keeps its event id', async () => {
      const opened = await session('contract-approved', 45000);
      await s.pay(opened, 'approve');
      const { rawBody, headers } = await s.nextWebhook();
      const event = (await s.provider.verifyWebhook(rawBody, headers))!;
      expect(event).toMatchObject({ type: 'payment.authorized', sessionId: opened.sessionId, bookingId: 'contract-approved', amount: money(45000) });
      expect(event.paymentId).toEqual(expect.any(String));
      // The method named by the webhook has declared capabilities (the saga follows them).
      expect(s.provider.capabilities(event.paymentMethod)).toMatchObject({ canHold: expect.any(Boolean), partialCapture: expect.any(Boolean), refundWindowDays: expect.any(Number) });
      // The merchant recognises a redelivered event by its id (WebhookReceipts): the provider keeps it stable.
      expect((await s.provider.verifyWebhook(rawBody, headers))?.eventId).toBe(event.eventId);
      await expect(s.provider.verifyWebhook(rawBody.replace('45000', '1'), headers)).rejects.toThrow(WebhookRejectedError);
      const signatureHeader = (s.provider.webhookSignatureHeader ?? '').toLowerCase();
      const unsigned = s.unsigned?.({ rawBody, headers }) ?? { rawBody, headers: Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== signatureHeader)) };
      await expect(s.provider.verifyWebhook(unsigned.rawBody, unsigned.headers)).rejects.toThrow(WebhookRejectedError);
      // A genuine signature from long ago is a replay, refused as stale.
      const old = s.signedEarlier({ rawBody, headers }, 3600);
      await expect(s.provider.verifyWebhook(old.rawBody, old.headers)).rejects.toThrow(expect.objectContaining({ reason: 'stale_timestamp' }));
    });

    it('reports a declined payment by webhook, with its reason and no payment', async () => {
      const opened = await session('contract-declined', 30000);
      await s.pay(opened, 'decline');
      const event = await verified();
      expect(event).toMatchObject({ type: 'payment.declined', sessionId: opened.sessionId, paymentId: null });
      expect(event.declineReason).toEqual(expect.any(String));
    });

    it.runIf(stateful && holds)('captures a hold in parts, never more than authorised; a repeated key captures once', async () => {
      const paymentId = await authorised(45000);
      const c1 = await s.provider.capture({ paymentId, amount: money(20000), idempotencyKey: 'cap-1' });
      expect(c1.amount).toEqual(money(20000));
      expect(await s.provider.capture({ paymentId, amount: money(20000), idempotencyKey: 'cap-1' })).toEqual(c1);
      expect(await errorCode(s.provider.capture({ paymentId, amount: money(25001), idempotencyKey: 'cap-2' }))).toBe('amount_exceeds_authorized');
      expect((await s.provider.capture({ paymentId, amount: money(25000), idempotencyKey: 'cap-2' })).amount).toEqual(money(25000));
      expect(await errorCode(s.provider.capture({ paymentId, amount: money(1), idempotencyKey: 'cap-3' }))).toBe('amount_exceeds_authorized');
      expect(await errorCode(s.provider.capture({ paymentId: 'pay_not_there', amount: money(1), idempotencyKey: 'cap-4' }))).toBe('payment_not_found');
    });

    it.runIf(stateful && holds)('a void releases what was not captured: nothing is captured after it, and voiding again changes nothing', async () => {
      const paymentId = await authorised(45000);
      await s.provider.capture({ paymentId, amount: money(10000), idempotencyKey: 'cap-v' });
      await s.provider.void({ paymentId, idempotencyKey: 'void-1' });
      await s.provider.void({ paymentId, idempotencyKey: 'void-1' });
      await s.provider.void({ paymentId, idempotencyKey: 'void-2' });
      expect(await errorCode(s.provider.capture({ paymentId, amount: money(1), idempotencyKey: 'cap-after-void' }))).toBe('payment_voided');
      // What was captured before the void can still go back.
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(10000), idempotencyKey: 'ref-v' }))).toBe('ok');
    });

    it.runIf(stateful && holds)('refunds captured money once per key, never more than captured minus refunded', async () => {
      const paymentId = await authorised(45000);
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(1), idempotencyKey: 'ref-0' }))).toBe('amount_exceeds_refundable');
      await s.provider.capture({ paymentId, amount: money(30000), idempotencyKey: 'cap-r' });
      const r1 = await s.provider.refund({ paymentId, amount: money(10000), idempotencyKey: 'ref-1' });
      expect(await s.provider.refund({ paymentId, amount: money(10000), idempotencyKey: 'ref-1' })).toEqual(r1);
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(5000), idempotencyKey: 'ref-1' }))).toBe('idempotency_key_reused');
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(20001), idempotencyKey: 'ref-2' }))).toBe('amount_exceeds_refundable');
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(20000), idempotencyKey: 'ref-2' }))).toBe('ok');
    });

    it.runIf(stateful && !holds)('a payment charged at authorization is captured whole (again under its key: the same answer), never in part or more; a void releases nothing; refunds stay within what was taken, once per key', async () => {
      const paymentId = await authorised(45000);
      expect(await errorCode(s.provider.capture({ paymentId, amount: money(20000), idempotencyKey: 'cap-part' }))).toBe('partial_capture_not_supported');
      expect(await errorCode(s.provider.capture({ paymentId, amount: money(45001), idempotencyKey: 'cap-more' }))).toBe('amount_exceeds_authorized');
      const whole = await s.provider.capture({ paymentId, amount: money(45000), idempotencyKey: 'cap-whole' });
      expect(whole.amount).toEqual(money(45000));
      expect(await s.provider.capture({ paymentId, amount: money(45000), idempotencyKey: 'cap-whole' })).toEqual(whole);
      expect(await errorCode(s.provider.capture({ paymentId: 'pay_not_there', amount: money(1), idempotencyKey: 'cap-none' }))).toBe('payment_not_found');
      // A void (the saga's release) finds nothing held and must not give the money back by itself.
      await s.provider.void({ paymentId, idempotencyKey: 'void-1' });
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(45001), idempotencyKey: 'ref-0' }))).toBe('amount_exceeds_refundable');
      const r1 = await s.provider.refund({ paymentId, amount: money(20000), idempotencyKey: 'ref-1' });
      expect(await s.provider.refund({ paymentId, amount: money(20000), idempotencyKey: 'ref-1' })).toEqual(r1);
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(5000), idempotencyKey: 'ref-1' }))).toBe('idempotency_key_reused');
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(25001), idempotencyKey: 'ref-2' }))).toBe('amount_exceeds_refundable');
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(25000), idempotencyKey: 'ref-2' }))).toBe('ok');
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(1), idempotencyKey: 'ref-3' }))).toBe('amount_exceeds_refundable');
    });

    const lastRequest = () => {
      const sent = s.sentRequests?.() ?? [];
      expect(sent.length).toBeGreaterThan(0);
      return sent.at(-1)!;
    };

    it.runIf(!stateful)('sends every mutating call with the port\'s idempotency key: open, capture (all or part), void, refund', async () => {
      const opened = await s.provider.openSession({ bookingId: 'contract-keys', amount: money(45000), returnUrl: s.returnUrl, idempotencyKey: 'open-contract-keys', locale: 'ar' });
      expect(opened.redirectUrl).toMatch(/^https?:\/\//);
      expect(lastRequest()).toMatchObject({ method: 'POST', idempotencyKey: 'open-contract-keys' });
      const paymentId = 'pay_contract_keys';
      expect((await s.provider.capture({ paymentId, amount: money(20000), idempotencyKey: 'cap-1' })).amount).toEqual(money(20000));
      expect(lastRequest()).toMatchObject({ method: 'POST', idempotencyKey: 'cap-1' });
      expect(Object.values(lastRequest().body)).toContain('20000');
      await s.provider.void({ paymentId, idempotencyKey: 'void-1' });
      expect(lastRequest()).toMatchObject({ method: 'POST', idempotencyKey: 'void-1' });
      expect((await s.provider.refund({ paymentId, amount: money(5000), idempotencyKey: 'ref-1' })).refundId).toEqual(expect.any(String));
      expect(lastRequest()).toMatchObject({ method: 'POST', idempotencyKey: 'ref-1' });
      expect(Object.values(lastRequest().body)).toContain('5000');
    });

    it.runIf(!stateful)("maps the provider's documented refusals to the port's codes, and leaves an outage retryable", async () => {
      const paymentId = 'pay_contract_refusals';
      s.refuseNext!('amount_exceeds_authorized');
      expect(await errorCode(s.provider.capture({ paymentId, amount: money(99999), idempotencyKey: 'cap-r' }))).toBe('amount_exceeds_authorized');
      s.refuseNext!('amount_exceeds_refundable');
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(99999), idempotencyKey: 'ref-r' }))).toBe('amount_exceeds_refundable');
      s.refuseNext!('payment_not_found');
      expect(await errorCode(s.provider.capture({ paymentId: 'pay_not_there', amount: money(1), idempotencyKey: 'cap-n' }))).toBe('payment_not_found');
      s.refuseNext!('idempotency_key_reused');
      expect(await errorCode(s.provider.refund({ paymentId, amount: money(2), idempotencyKey: 'ref-r' }))).toBe('idempotency_key_reused');
      // A 5xx is not a refusal: it stays an ordinary error, so the saga retries the step with the same key.
      s.refuseNext!('outage');
      const outage = s.provider.capture({ paymentId, amount: money(100), idempotencyKey: 'cap-o' });
      await expect(outage).rejects.toThrow();
      await expect(outage).rejects.not.toBeInstanceOf(PaymentProviderError);
      expect((await s.provider.capture({ paymentId, amount: money(100), idempotencyKey: 'cap-o' })).amount).toEqual(money(100));
      expect((s.sentRequests?.() ?? []).filter((r) => r.idempotencyKey === 'cap-o')).toHaveLength(2);
    });
  });
}
