import { hash } from 'node:crypto';
import { isOnOwnOrigin } from '../../platform/http/own-origins.ts';
import { PaymentProviderError, WebhookRejectedError, type PaymentCapabilities, type PaymentProvider, type PaymentProviderErrorCode } from '../payment-provider.ts';
import { MoyasarRefusal, moyasarApi, moyasarInvoice, moyasarPayment, type MoyasarApi, type MoyasarPayment } from './moyasar-api.ts';
import { authenticMoyasarWebhook, portEventOfMoyasar } from './moyasar-webhook-event.ts';

export interface MoyasarProviderOptions {
  /** The secret API key (sk_live_... / sk_test_...); never logged. */
  secretKey: string;
  /** The webhook's secret token, set on the endpoint in Moyasar's dashboard. */
  webhookSecret: string;
  /** How old a webhook (its created_at) may be, in seconds. */
  webhookToleranceSec?: number;
  now: () => Date;
  /** The merchant's origins the buyer may be sent back to; others are refused when the session opens. */
  returnOrigins?: readonly string[];
  /** Moyasar's API (https://api.moyasar.com); another address only in tests (the local double). */
  apiUrl?: string;
  /** Per request; a timeout is an outage the saga retries with the same idempotency key. */
  timeoutMs?: number;
}

/** A payment Moyasar charged at authorization (the hosted invoice page, STC Pay): nothing is held, all is captured. */
const CHARGED: PaymentCapabilities = { canHold: false, partialCapture: false, refundWindowDays: 180 };
/** A manual (authorized) card payment: held; one capture of all or part, Moyasar releasing the rest. */
const HELD: PaymentCapabilities = { canHold: true, partialCapture: true, refundWindowDays: 180 };

/** Moyasar takes no idempotency key on capture, void or refund: the adapter keeps the port's keys in the payment's metadata. */
const keyMark = (kind: 'refund', key: string) => `rihla_${kind}_${hash('sha256', key, 'hex').slice(0, 24)}`;

/** What of the payment is charged: a manual payment's captured amount, or all of a payment taken at authorization. */
const chargedOf = (p: MoyasarPayment): number => (p.captured > 0 ? p.captured : p.status === 'paid' || p.status === 'refunded' ? p.amount : 0);

/**
 * The Moyasar adapter (PAYMENT_PROVIDER=moyasar; mada, Apple Pay, STC Pay, Visa/Mastercard in Saudi Arabia), built
 * from Moyasar's published API reference. The buyer pays on Moyasar's hosted invoice page (`POST /v1/invoices`), where
 * the payment is charged at once (the reference offers no manual capture for invoice payments), so every payment from
 * it is a method that cannot hold and the saga captures it whole at once and refunds what fails. Capture, void and
 * refund read the payment first (`GET /v1/payments/{id}`) because Moyasar takes no idempotency key on them: a retried
 * step finds its effect already there. A webhook is a notification only: its secret token and age are checked, then
 * the payment (and its invoice) are read back from the API, and a body that disagrees with them is refused.
 */
export function createMoyasarProvider(o: MoyasarProviderOptions): PaymentProvider {
  const api: MoyasarApi = moyasarApi({ baseUrl: o.apiUrl ?? 'https://api.moyasar.com', secretKey: o.secretKey, timeoutMs: o.timeoutMs ?? 20_000 });
  const tolerance = o.webhookToleranceSec ?? 1800;

  const refused = (err: unknown, notFound: PaymentProviderErrorCode): unknown => {
    if (!(err instanceof MoyasarRefusal)) return err;
    return new PaymentProviderError(err.status === 404 ? notFound : 'invalid_request', err.message);
  };
  const paymentOf = async (paymentId: string): Promise<MoyasarPayment> => {
    try {
      return moyasarPayment.parse(await api.get(`/payments/${encodeURIComponent(paymentId)}`));
    } catch (err) {
      throw refused(err, 'payment_not_found');
    }
  };
  const mutate = async (path: string, body?: unknown): Promise<MoyasarPayment> => {
    try {
      return moyasarPayment.parse(await api.post(path, body));
    } catch (err) {
      throw refused(err, 'payment_not_found');
    }
  };
  const sameCurrency = (p: MoyasarPayment, currency: string) => {
    if (p.currency.toUpperCase() !== currency) throw new PaymentProviderError('currency_mismatch', `Payment ${p.id} is in ${p.currency}, not ${currency}.`);
  };

  return {
    async openSession(i) {
      if (!Number.isSafeInteger(i.amount.amount) || i.amount.amount <= 0) {
        throw new PaymentProviderError('invalid_request', `A payment session needs a positive whole amount in minor units; got ${i.amount.amount}.`);
      }
      if (o.returnOrigins && !isOnOwnOrigin(i.returnUrl, o.returnOrigins)) {
        throw new PaymentProviderError('invalid_request', `The return url "${i.returnUrl}" is not on one of the merchant's origins.`);
      }
      let invoice;
      try {
        invoice = moyasarInvoice.parse(
          await api.post('/invoices', {
            amount: i.amount.amount,
            currency: i.amount.currency,
            description: i.reference ?? i.bookingId,
            success_url: i.returnUrl,
            back_url: i.returnUrl,
            metadata: { booking_id: i.bookingId, idempotency_key: i.idempotencyKey },
          }),
        );
      } catch (err) {
        throw refused(err, 'invalid_request');
      }
      const url = new URL(invoice.url);
      url.searchParams.set('lang', i.locale ?? 'ar');
      return { sessionId: invoice.id, redirectUrl: url.toString() };
    },

    async capture(i) {
      const p = await paymentOf(i.paymentId);
      sameCurrency(p, i.amount.currency);
      const done = { captureId: p.id, amount: { amount: i.amount.amount, currency: i.amount.currency } };
      if (p.status === 'voided') throw new PaymentProviderError('payment_voided', `Payment ${p.id} was voided at Moyasar; nothing can be captured.`);
      if (p.status === 'authorized') {
        if (i.amount.amount > p.amount) throw new PaymentProviderError('amount_exceeds_authorized', `Payment ${p.id} holds ${p.amount}; ${i.amount.amount} cannot be captured.`);
        await mutate(`/payments/${encodeURIComponent(p.id)}/capture`, { amount: i.amount.amount });
        return done;
      }
      const charged = chargedOf(p);
      if (charged === 0) throw new PaymentProviderError('invalid_request', `Payment ${p.id} is ${p.status} at Moyasar: there is nothing to capture.`);
      // Taken already (at authorization, or by this capture before a retry): the same amount is that capture again.
      if (i.amount.amount === charged) return done;
      if (i.amount.amount > charged) throw new PaymentProviderError('amount_exceeds_authorized', `Payment ${p.id} took ${charged}; ${i.amount.amount} is more than was authorized.`);
      throw new PaymentProviderError('partial_capture_not_supported', `Payment ${p.id} was charged whole (${charged}) at authorization; part of it cannot be captured, refund the rest instead.`);
    },

    async void(i) {
      const p = await paymentOf(i.paymentId);
      // Only a hold is released. Moyasar's void of a paid payment reverses it (a refund): never sent for a void.
      if (p.status === 'authorized') await mutate(`/payments/${encodeURIComponent(p.id)}/void`);
    },

    async refund(i) {
      const p = await paymentOf(i.paymentId);
      sameCurrency(p, i.amount.currency);
      const mark = keyMark('refund', i.idempotencyKey);
      const refundId = (before: number) => `${p.id}:refund:${before}`;
      const recorded = p.metadata?.[mark];
      if (recorded) {
        const [before, amount] = recorded.split(':').map(Number);
        if (amount !== i.amount.amount) throw new PaymentProviderError('idempotency_key_reused', `The key ${i.idempotencyKey} refunded ${amount} already; it cannot refund ${i.amount.amount}.`);
        if (p.refunded >= before! + amount) return { refundId: refundId(before!) };
      }
      const before = recorded ? Number(recorded.split(':')[0]) : p.refunded;
      if (i.amount.amount <= 0 || i.amount.amount > chargedOf(p) - p.refunded) {
        throw new PaymentProviderError('amount_exceeds_refundable', `Payment ${p.id} has ${chargedOf(p) - p.refunded} left to refund; ${i.amount.amount} was asked.`);
      }
      if (!recorded) {
        // The key first, then the refund: a retry after a lost answer finds the key and the refunded total grown.
        try {
          await api.put(`/payments/${encodeURIComponent(p.id)}`, { metadata: { ...p.metadata, [mark]: `${before}:${i.amount.amount}` } });
        } catch (err) {
          throw refused(err, 'payment_not_found');
        }
      }
      await mutate(`/payments/${encodeURIComponent(p.id)}/refund`, { amount: i.amount.amount });
      return { refundId: refundId(before) };
    },

    async verifyWebhook(rawBody) {
      const w = authenticMoyasarWebhook(rawBody, o.webhookSecret, o.now(), tolerance);
      // The body is not signed: the payment (and its invoice) as the API knows them are the truth (its status may have
      // moved on since, e.g. refunded; the event follows the API's).
      let payment: MoyasarPayment;
      let bookingId: string | undefined;
      try {
        payment = moyasarPayment.parse(await api.get(`/payments/${encodeURIComponent(w.data.id)}`));
        const invoice = payment.invoice_id ? ((await api.get(`/invoices/${encodeURIComponent(payment.invoice_id)}`)) as { metadata?: Record<string, string> | null }) : null;
        bookingId = invoice?.metadata?.booking_id ?? payment.metadata?.booking_id;
      } catch (err) {
        if (err instanceof MoyasarRefusal) throw new WebhookRejectedError('bad_signature', `Moyasar does not know payment ${w.data.id}: the webhook is not Moyasar's.`);
        throw err;
      }
      const d = w.data;
      if (d.amount !== payment.amount || d.currency !== payment.currency || (d.invoice_id ?? null) !== (payment.invoice_id ?? null)) {
        throw new WebhookRejectedError('bad_signature', `The webhook's payment ${d.id} does not agree with the payment at Moyasar: altered on the way.`);
      }
      if (!bookingId) return null;
      return portEventOfMoyasar(w, payment, { sessionId: payment.invoice_id ?? payment.id, bookingId });
    },

    capabilities(paymentMethod) {
      return paymentMethod === undefined || paymentMethod.endsWith('-charged') || paymentMethod === 'stcpay' ? CHARGED : HELD;
    },

    async close() {},
  };
}
