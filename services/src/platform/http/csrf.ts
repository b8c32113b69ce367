import { hash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './problem.ts';

export interface CsrfOptions {
  /** Origins (scheme://host[:port]) whose pages may send state-changing requests. */
  allowedOrigins: readonly string[];
  /** Does the request carry the session cookie (the credential a forged request would ride on)? */
  carriesSession: (req: FastifyRequest) => boolean;
  /** The synchronizer token of the request's session, or null. */
  csrfTokenOf: (req: FastifyRequest) => Promise<string | null>;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For a page that is not ours in the security sense: the sandbox payment provider's hosted card form stands in
     * for a PSP on its own domain, is authorised by the unguessable session id in its URL (never by our session
     * cookie), and posts with `Origin: null` because the page sends no referrer.
     */
    csrfExempt?: boolean;
  }
}

/** `scheme://host[:port]` of a url, lower-cased; null when it is not an absolute http(s) url. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin.toLowerCase() : null;
  } catch {
    return null;
  }
}

const same = (a: string, b: string) => timingSafeEqual(hash('sha256', a, 'buffer'), hash('sha256', b, 'buffer'));

export const CROSS_SITE_DETAIL = 'This request came from another site and was refused. Reload the page and try again.';

/**
 * Cross-site request forgery defence for every state-changing request (OWASP: verify origin with standard headers,
 * plus a synchronizer token). A request whose Origin (or, without one, Referer) is not one of ours is refused,
 * session or not, which also stops login CSRF. A request with the session cookie but neither header (a proxy, an
 * old browser) must echo the session's token in x-csrf-token. Requests without the cookie and without an Origin
 * are not browser-credentialed (webhooks, suppliers) and pass.
 */
export function registerCsrfProtection(app: FastifyInstance, o: CsrfOptions): void {
  const allowed = new Set(o.allowedOrigins.map((x) => originOf(x) ?? x.toLowerCase()));
  app.addHook('onRequest', async (req) => {
    if (!UNSAFE.has(req.method)) return;
    if (req.routeOptions.config?.csrfExempt === true) return;
    const originHeader = req.headers.origin;
    const referer = req.headers.referer;
    const claimed = originHeader !== undefined ? originHeader : referer !== undefined ? referer : undefined;
    if (claimed !== undefined) {
      const origin = originOf(claimed);
      if (origin === null || !allowed.has(origin)) throw forbidden(CROSS_SITE_DETAIL);
      return;
    }
    if (!o.carriesSession(req)) return;
    const presented = req.headers['x-csrf-token'];
    const expected = await o.csrfTokenOf(req);
    if (typeof presented !== 'string' || expected === null || !same(presented, expected)) {
      throw forbidden('This request is missing its security token (x-csrf-token). Reload the page and try again.');
    }
  });
}
