import { z } from 'zod';

/**
 * Moyasar's payment object as its API reference documents it (docs.moyasar.com, "Payment Object"): amounts in minor
 * units; `captured` counts what a manual (authorized) payment captured; a payment charged at once is `paid` with
 * `captured` 0; `refunded` grows with every refund. Only the fields the adapter reads are checked.
 */
export const moyasarPayment = z.object({
  id: z.string().min(1),
  status: z.enum(['initiated', 'paid', 'authorized', 'captured', 'failed', 'refunded', 'voided', 'verified']),
  amount: z.number().int(),
  currency: z.string().length(3),
  refunded: z.number().int(),
  captured: z.number().int(),
  invoice_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  source: z.object({ type: z.string(), company: z.string().nullish(), message: z.string().nullish() }).passthrough(),
  created_at: z.string(),
});
export type MoyasarPayment = z.infer<typeof moyasarPayment>;

/** An invoice (`POST /v1/invoices`): Moyasar's hosted page for one amount; `url` is where the buyer pays. */
export const moyasarInvoice = z.object({ id: z.string().min(1), status: z.string(), url: z.url(), amount: z.number().int(), currency: z.string() });

/** A request Moyasar refused (4xx): `type` and `message` as its error reference documents them. */
export class MoyasarRefusal extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'MoyasarRefusal';
  }
}

export interface MoyasarApi {
  get(path: string): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  put(path: string, body: unknown): Promise<unknown>;
}

/**
 * Moyasar's REST API with the secret key (HTTP Basic, the key as user, no password), JSON both ways. A 4xx is a
 * MoyasarRefusal; a 5xx, 429, timeout or lost connection stays an ordinary Error, which the saga retries.
 */
export function moyasarApi(o: { baseUrl: string; secretKey: string; timeoutMs: number }): MoyasarApi {
  const auth = `Basic ${Buffer.from(`${o.secretKey}:`).toString('base64')}`;
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${o.baseUrl.replace(/\/+$/, '')}/v1${path}`, {
      method,
      headers: { authorization: auth, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(o.timeoutMs),
    });
    const text = await res.text();
    if (res.status >= 400 && res.status < 500 && res.status !== 429) {
      const parsed = z.object({ type: z.string().optional(), message: z.string().optional() }).safeParse(safeJson(text));
      throw new MoyasarRefusal(res.status, parsed.data?.type ?? 'invalid_request_error', parsed.data?.message ?? `Moyasar answered ${res.status}.`);
    }
    if (!res.ok) throw new Error(`Moyasar ${method} ${path} answered ${res.status}; the call may be retried.`);
    return safeJson(text);
  };
  return { get: (p) => call('GET', p), post: (p, b) => call('POST', p, b ?? {}), put: (p, b) => call('PUT', p, b) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
