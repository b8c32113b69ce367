import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from '../../../../scripts/lib/redis.mjs';
import type { SentRequest } from './provider-contract.ts';

/**
 * A local double of Moyasar's API, following its published reference (docs.moyasar.com): invoices and their hosted
 * page, payments (creditcard source, `manual` for an authorization only), capture / void / refund, update (metadata),
 * fetch, HTTP Basic auth with the secret key, errors as `{ type, message, errors }`, and webhooks (`payment_paid`,
 * `payment_failed`, `payment_authorized`, ...) POSTed as JSON with the endpoint's `secret_token`. It keeps state, so
 * balances and refusals are observed, and records every API request. Its cards (the double's, not Moyasar's list):
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, any other is approved; numbers starting
 * 420132 or 588845 are mada.
 */
export interface MoyasarDouble {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every request to /v1 (the API), in order. */
  sent(): SentRequest[];
  /** The next API request is answered with this status (a 503 outage) instead of being served. */
  failNext(status: number): void;
  payment(id: string): DoublePayment | undefined;
  /** Every webhook body the double sent, in order. */
  webhooks(): string[];
  /** Where webhooks go from now on (an api started after the double). */
  deliverTo(webhookUrl: string): void;
  close(): Promise<void>;
}

export interface DoublePayment {
  id: string;
  status: 'paid' | 'authorized' | 'captured' | 'failed' | 'refunded' | 'voided';
  amount: number;
  currency: string;
  refunded: number;
  captured: number;
  invoice_id: string | null;
  metadata: Record<string, string> | null;
  source: { type: string; company: string; name: string; number: string; message: string };
  description: string;
  created_at: string;
  updated_at: string;
}

interface Invoice {
  id: string;
  status: 'initiated' | 'paid' | 'failed';
  amount: number;
  currency: string;
  description: string;
  url: string;
  success_url: string | null;
  back_url: string | null;
  metadata: Record<string, string> | null;
  payments: DoublePayment[];
  created_at: string;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => resolve(raw));
  });

const flatten = (v: unknown, path = '', out: Record<string, string> = {}) => {
  if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) flatten(x, path ? `${path}[${k}]` : k, out);
  else if (path) out[path] = String(v);
  return out;
};

export async function startMoyasarDouble(o: { webhookUrl: string; secretKey?: string; webhookSecret?: string; now?: () => Date }): Promise<MoyasarDouble> {
  let webhookUrl = o.webhookUrl;
  const secretKey = o.secretKey ?? 'sk_test_moyasar_double';
  const webhookSecret = o.webhookSecret ?? 'moyasar-webhook-token';
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const invoices = new Map<string, Invoice>();
  const payments = new Map<string, DoublePayment>();
  const sent: SentRequest[] = [];
  const delivered: string[] = [];
  const failures: number[] = [];

  const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const refuse = (res: ServerResponse, status: number, type: string, message: string, errors: unknown = null) => json(res, status, { type, message, errors });
  const now = () => (o.now?.() ?? new Date()).toISOString();

  const notify = async (type: string, p: DoublePayment) => {
    const body = JSON.stringify({ id: randomUUID(), type, created_at: now(), secret_token: webhookSecret, account_name: 'Rihla test', live: false, data: p });
    delivered.push(body);
    await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(() => {});
  };

  const newPayment = (i: { amount: number; currency: string; description: string; invoiceId: string | null; metadata: Record<string, string> | null; card: Record<string, string>; manual: boolean }): DoublePayment => {
    const number = (i.card.number ?? '').replace(/\D/g, '');
    const declined = number === '4000000000000002' ? 'DECLINED' : number === '4000000000009995' ? 'INSUFFICIENT_FUNDS' : null;
    const company = /^(420132|588845)/.test(number) ? 'mada' : number.startsWith('5') ? 'master' : 'visa';
    const p: DoublePayment = {
      id: randomUUID(),
      status: declined ? 'failed' : i.manual ? 'authorized' : 'paid',
      amount: i.amount,
      currency: i.currency,
      refunded: 0,
      captured: 0,
      invoice_id: i.invoiceId,
      metadata: i.metadata,
      source: { type: 'creditcard', company, name: i.card.name ?? '', number: `XXXX-XXXX-XXXX-${number.slice(-4)}`, message: declined ?? 'APPROVED' },
      description: i.description,
      created_at: now(),
      updated_at: now(),
    };
    payments.set(p.id, p);
    return p;
  };

  const api = async (req: IncomingMessage, res: ServerResponse, path: string, body: Record<string, unknown>) => {
    if (req.headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) return refuse(res, 401, 'authentication_error', 'Invalid authorization credentials');
    const failure = failures.shift();
    if (failure) return refuse(res, failure, 'api_error', 'Service unavailable');
    const m = /^\/v1\/(invoices|payments)(?:\/([^/]+))?(?:\/(capture|void|refund))?$/.exec(path);
    if (!m) return refuse(res, 404, 'invalid_request_error', 'Route not found');
    const [, kind, id, action] = m;
    const amountOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
    if (kind === 'invoices') {
      if (req.method === 'POST' && !id) {
        const amount = amountOf(body.amount);
        const errors = { ...(amount === null || amount < 100 ? { amount: ['must be an integer of at least 100'] } : {}), ...(typeof body.description !== 'string' || !body.description ? { description: ["can't be blank"] } : {}) };
        if (Object.keys(errors).length) return refuse(res, 400, 'invalid_request_error', 'Validation Failed', errors);
        const invoiceId = randomUUID();
        const invoice: Invoice = {
          id: invoiceId,
          status: 'initiated',
          amount: amount!,
          currency: typeof body.currency === 'string' ? body.currency : 'SAR',
          description: body.description as string,
          url: `${url}/invoices/${invoiceId}?lang=en`,
          success_url: typeof body.success_url === 'string' ? body.success_url : null,
          back_url: typeof body.back_url === 'string' ? body.back_url : null,
          metadata: (body.metadata as Record<string, string>) ?? null,
          payments: [],
          created_at: now(),
        };
        invoices.set(invoiceId, invoice);
        return json(res, 201, invoice);
      }
      const invoice = id ? invoices.get(id) : undefined;
      if (req.method === 'GET' && invoice) return json(res, 200, invoice);
      return refuse(res, 404, 'invalid_request_error', 'Object not found');
    }
    if (req.method === 'POST' && !id) {
      const source = (body.source ?? {}) as Record<string, string | boolean>;
      const amount = amountOf(body.amount);
      if (amount === null || source.type !== 'creditcard') return refuse(res, 400, 'invalid_request_error', 'Validation Failed', { amount: amount === null ? ['must be a positive integer'] : [], source: ['type must be creditcard here'] });
      const p = newPayment({ amount, currency: String(body.currency ?? 'SAR'), description: String(body.description ?? ''), invoiceId: null, metadata: (body.metadata as Record<string, string>) ?? null, card: source as Record<string, string>, manual: source.manual === true || source.manual === 'true' });
      void notify(p.status === 'failed' ? 'payment_failed' : p.status === 'authorized' ? 'payment_authorized' : 'payment_paid', p);
      return json(res, 201, p);
    }
    const p = id ? payments.get(id) : undefined;
    if (!p) return refuse(res, 404, 'invalid_request_error', 'Object not found');
    if (req.method === 'GET' && !action) return json(res, 200, p);
    if (req.method === 'PUT' && !action) {
      if (body.metadata !== undefined) p.metadata = body.metadata as Record<string, string>;
      if (typeof body.description === 'string') p.description = body.description;
      p.updated_at = now();
      return json(res, 200, p);
    }
    if (req.method !== 'POST') return refuse(res, 405, 'invalid_request_error', 'Method not allowed');
    const asked = body.amount === undefined ? null : amountOf(body.amount);
    if (body.amount !== undefined && asked === null) return refuse(res, 400, 'invalid_request_error', 'Validation Failed', { amount: ['must be a positive integer'] });
    if (action === 'capture') {
      if (p.status !== 'authorized') return refuse(res, 400, 'invalid_request_error', `Payment is ${p.status} and cannot be captured`);
      const amount = asked ?? p.amount;
      if (amount > p.amount) return refuse(res, 400, 'invalid_request_error', 'Validation Failed', { amount: ['exceeds the authorized amount'] });
      // A partial capture releases the rest.
      Object.assign(p, { status: 'captured', captured: amount, updated_at: now() });
      return json(res, 200, p);
    }
    if (action === 'void') {
      if (p.status !== 'authorized' && p.status !== 'paid') return refuse(res, 400, 'invalid_request_error', `Payment is ${p.status} and cannot be voided`);
      Object.assign(p, { status: 'voided', updated_at: now() });
      return json(res, 200, p);
    }
    const charged = p.captured > 0 ? p.captured : p.status === 'paid' || p.status === 'refunded' ? p.amount : 0;
    if (!['paid', 'captured', 'refunded'].includes(p.status)) return refuse(res, 400, 'invalid_request_error', `Payment is ${p.status} and cannot be refunded`);
    const amount = asked ?? charged - p.refunded;
    if (amount > charged - p.refunded) return refuse(res, 400, 'invalid_request_error', 'Validation Failed', { amount: ['exceeds the refundable amount'] });
    Object.assign(p, { status: 'refunded', refunded: p.refunded + amount, updated_at: now() });
    return json(res, 200, p);
  };

  /** The hosted invoice page (checkout.moyasar.com in production): a card form; paying charges at once. */
  const hostedPage = async (req: IncomingMessage, res: ServerResponse, invoice: Invoice, form: URLSearchParams) => {
    if (req.method === 'GET') {
      const page = `<!doctype html><form method="post" action="/invoices/${invoice.id}"><input name="name"><input name="number"><input name="month"><input name="year"><input name="cvc"><button>Pay ${invoice.amount} ${invoice.currency}</button></form>`;
      return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    }
    if (invoice.status === 'paid') return res.writeHead(409, { 'content-type': 'text/plain' }).end('This invoice is paid.');
    const p = newPayment({ amount: invoice.amount, currency: invoice.currency, description: invoice.description, invoiceId: invoice.id, metadata: null, card: Object.fromEntries(form), manual: false });
    invoice.payments.push(p);
    if (p.status === 'paid') invoice.status = 'paid';
    await notify(p.status === 'paid' ? 'payment_paid' : 'payment_failed', p);
    const back = p.status === 'paid' ? invoice.success_url : invoice.back_url;
    const location = back ? `${back}${back.includes('?') ? '&' : '?'}id=${p.id}&status=${p.status}` : `/invoices/${invoice.id}`;
    return res.writeHead(303, { location }).end();
  };

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = new URL(req.url ?? '/', url).pathname;
      if (path.startsWith('/v1/')) {
        let body: Record<string, unknown> = {};
        try {
          body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        } catch {
          return refuse(res, 400, 'invalid_request_error', 'The body is not JSON');
        }
        sent.push({ method: req.method ?? 'GET', path: req.url ?? path, idempotencyKey: null, body: flatten(body) });
        return api(req, res, path, body);
      }
      const page = /^\/invoices\/([^/]+)$/.exec(path);
      const invoice = page ? invoices.get(page[1]!) : undefined;
      if (invoice) return hostedPage(req, res, invoice, new URLSearchParams(raw));
      return res.writeHead(404).end();
    })().catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url,
    secretKey,
    webhookSecret,
    sent: () => [...sent],
    failNext: (status) => failures.push(status),
    payment: (id) => payments.get(id),
    webhooks: () => [...delivered],
    deliverTo: (url) => (webhookUrl = url),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
