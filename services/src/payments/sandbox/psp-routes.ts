import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Locale } from '@rihla/events/common';
import { PaymentProviderError } from '../payment-provider.ts';
import { validateCardForm } from './card-form.ts';
import { renderCheckoutPage } from './checkout-page.ts';
import { renderPspNotice } from './page-layout.ts';
import { PSP_TEXT } from './psp-text.ts';
import type { SandboxProvider } from './sandbox-provider.ts';
import type { SandboxSession } from './read-sandbox-session.ts';

/** The page's language: the payer's choice on the page (?lang), else the language the merchant opened the session in. */
function langOf(query: unknown, session: SandboxSession | null): Locale {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (asked === 'ar' || asked === 'en') return asked;
  return session?.locale ?? 'en';
}
const switchHrefOf = (sessionId: string, lang: Locale) => `/psp/checkout/${encodeURIComponent(sessionId)}?lang=${lang === 'ar' ? 'en' : 'ar'}`;

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'")
    .send(html);
}

/** The page for a session that cannot take a card (missing, expired, already paid), or null when it can. */
function noticeFor(session: SandboxSession | null, sessionId: string, lang: Locale): { status: number; html: string } | null {
  const t = PSP_TEXT[lang];
  const switchHref = switchHrefOf(sessionId, lang);
  if (!session) return { status: 404, html: renderPspNotice({ lang, title: t.notFoundTitle, message: t.notFound, switchHref }) };
  switch (session.status) {
    case 'open':
      return null;
    case 'expired':
      return { status: 410, html: renderPspNotice({ lang, title: t.expiredTitle, message: t.expired, backHref: session.returnUrl, switchHref }) };
    case 'authorized':
    case 'declined':
      return { status: 409, html: renderPspNotice({ lang, title: t.completedTitle, message: t.completed, backHref: session.returnUrl, switchHref }) };
    default: {
      const never: never = session.status;
      throw new Error(`unknown session status ${String(never)}`);
    }
  }
}

/** The session a request to the hosted page names, in the page's language: open, or the notice to answer instead. */
function checkoutPageOf(provider: SandboxProvider, sessionId: string, query: unknown): { lang: Locale } & ({ session: SandboxSession } | { notice: { status: number; html: string } }) {
  const session = provider.getSession(sessionId);
  const lang = langOf(query, session);
  const notice = noticeFor(session, sessionId, lang);
  // Every missing session has its notice: without one, the session is there and open.
  return notice ? { lang, notice } : { lang, session: session as SandboxSession };
}

/**
 * The sandbox's hosted card page under /psp. Form parsing is scoped to this plugin so the rest of the api keeps
 * its JSON-only bodies. After a submission the result is in the ledger and its webhook in the outbox; the first
 * delivery attempt runs before the redirect (so the merchant usually knows the outcome when the browser lands),
 * and failed attempts are retried by the provider's delivery loop.
 */
export function registerSandboxPspRoutes(app: FastifyInstance, provider: SandboxProvider): void {
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formbody);

    // The provider's hosted HTML page, not part of the api's contract: left out of the OpenAPI document.
    scope.get<{ Params: { sessionId: string } }>('/psp/checkout/:sessionId', { schema: { hide: true } }, async (req, reply) => {
      const page = checkoutPageOf(provider, req.params.sessionId, req.query);
      if ('notice' in page) return sendHtml(reply, page.notice.status, page.notice.html);
      return sendHtml(reply, 200, renderCheckoutPage({ session: page.session, merchantName: provider.merchantName, lang: page.lang }));
    });

    scope.post<{ Params: { sessionId: string } }>('/psp/checkout/:sessionId', { config: { csrfExempt: true }, schema: { hide: true } }, async (req, reply) => {
      const { sessionId } = req.params;
      const page = checkoutPageOf(provider, sessionId, req.query);
      if ('notice' in page) return sendHtml(reply, page.notice.status, page.notice.html);
      const { session: open, lang } = page;

      const form = validateCardForm(req.body, provider.now());
      if (!form.ok) return sendHtml(reply, 422, renderCheckoutPage({ session: open, merchantName: provider.merchantName, lang, values: form.values, errors: form.errors }));

      let result;
      try {
        result = await provider.submitCard(sessionId, form.card);
      } catch (err) {
        // Two tabs submitting at once: the loser sees the same page a late visitor would.
        if (err instanceof PaymentProviderError) {
          const again = noticeFor(provider.getSession(sessionId), sessionId, lang);
          if (again) return sendHtml(reply, again.status, again.html);
        }
        throw err;
      }
      await provider.deliverWebhook(result.eventId).catch((err: unknown) => req.log.warn({ err, eventId: result.eventId }, 'first webhook attempt failed; the delivery loop retries'));
      return reply.redirect(result.returnUrl, 303);
    });
  });
}
