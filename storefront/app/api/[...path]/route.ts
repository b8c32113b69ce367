import type { NextRequest } from 'next/server';
import { API_BASE } from '../../../lib/api-base';
import { problemResponse } from '../../../lib/problem-response';

/**
 * The browser reaches the api through this same-origin path (/api/... -> api), so client code needs no CORS and
 * cookies of the accounts api stay first-party. Bodies and the headers the api reads pass through unchanged.
 */
// Origin too: the api's CSRF check accepts a state change with the session cookie when it names one of our origins
// (pages such as the queue dashboard send no x-csrf-token), and refuses one that names another site.
const FORWARDED_REQUEST = ['content-type', 'accept', 'accept-language', 'if-match', 'idempotency-key', 'cookie', 'x-csrf-token', 'if-none-match', 'origin', 'x-booking-link'];
// The api's security headers too: the HTML it serves through here (the queue dashboard) keeps its CSP and no-framing.
const FORWARDED_RESPONSE = [
  'content-type',
  'content-disposition',
  'etag',
  'location',
  'cache-control',
  'set-cookie',
  'retry-after',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
];

/** The api's development windows (the outbox with its reset links) are never reachable through the storefront. */
const NEVER_FORWARDED = new Set(['dev']);

async function forward(req: NextRequest, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  if (NEVER_FORWARDED.has((path[0] ?? '').toLowerCase())) {
    return problemResponse(404, 'Not Found', 'There is nothing here.');
  }
  const url = `${API_BASE}/${path.map(encodeURIComponent).join('/')}${req.nextUrl.search}`;
  const headers = new Headers();
  for (const h of FORWARDED_REQUEST) {
    const v = req.headers.get(h);
    if (v) headers.set(h, v);
  }
  // The visitor's address, so the api's per-address rate limits count each visitor rather than this server (the
  // api trusts X-Forwarded-For from loopback/TRUST_PROXY only). scripts/server.mjs has already replaced whatever the
  // client sent with the address the socket saw (or a trusted proxy vouched for): a client cannot choose its own.
  const forwardedFor = req.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(url, { method: req.method, headers, body: hasBody ? await req.arrayBuffer() : undefined, redirect: 'manual', cache: 'no-store' });
  } catch {
    return Response.json({ type: 'about:blank', title: 'Bad Gateway', status: 502, detail: 'The booking service is not reachable.' }, { status: 502 });
  }
  const out = new Headers();
  for (const h of FORWARDED_RESPONSE) {
    if (h === 'set-cookie') for (const c of upstream.headers.getSetCookie()) out.append('set-cookie', c);
    else {
      const v = upstream.headers.get(h);
      if (v) out.set(h, v);
    }
  }
  return new Response(upstream.status === 204 || upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers: out });
}

export const GET = forward;
export const POST = forward;
export const PUT = forward;
export const PATCH = forward;
export const DELETE = forward;
export const dynamic = 'force-dynamic';
