import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const STOREFRONT = 'https://shop.rihla.example';

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test-side view of JSON answers
  headers: LightMyRequestResponse['headers'];
  /** `name=value` of the session cookie set by this answer, if any. */
  sessionCookie: string | null;
  raw: LightMyRequestResponse;
}

export interface RequestOptions {
  cookie?: string | null;
  origin?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * Requests as the storefront's visitors send them, in process: the storefront's Origin on state changes, JSON bodies
 * (a string is sent as is), a client address, and the session cookie an answer sets picked out.
 */
export function browserLikeRequest(app: FastifyInstance, cookieName: string) {
  return async (method: string, url: string, body?: unknown, o: RequestOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.cookie) headers.cookie = o.cookie;
    const unsafe = method !== 'GET' && method !== 'HEAD';
    const origin = o.origin === undefined ? (unsafe ? STOREFRONT : null) : o.origin;
    if (origin) headers.origin = origin;
    if (body !== undefined) headers['content-type'] = 'application/json';
    headers['x-forwarded-for'] = o.ip ?? '192.0.2.1';
    const raw = await app.inject({ method: method as 'GET', url, headers, ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}) });
    const setCookie = raw.headers['set-cookie'];
    const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    const session = list.map(String).find((c) => c.startsWith(`${cookieName}=`) && !/Max-Age=0/.test(c));
    let parsed: unknown = null;
    if (raw.body) {
      try {
        parsed = JSON.parse(raw.body);
      } catch {
        parsed = raw.body;
      }
    }
    return { status: raw.statusCode, body: parsed, headers: raw.headers, sessionCookie: session ? session.split(';')[0]! : null, raw };
  };
}
