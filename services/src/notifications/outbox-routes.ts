import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documented } from '../platform/http/openapi.ts';
import { badRequest } from '../platform/http/problem.ts';
import type { Notifier } from './notifier.ts';

/**
 * The one address whose messages to show. Listing every recipient at once would hand anyone who reaches the dev api
 * every password-reset link, so the address is required and only one is accepted.
 */
function recipientOf(query: unknown): string {
  const to = (query as { to?: unknown }).to;
  if (typeof to !== 'string' || to.trim() === '') throw badRequest('Say whose messages to show: ?to= one e-mail address or phone number.', [{ path: 'to', message: 'Required: one address.' }]);
  return to;
}

/**
 * Dev-only windows into the outboxes; the entrypoint registers them only outside production, and the storefront's
 * api proxy never forwards /dev/*.
 */
export function registerOutboxRoutes(app: FastifyInstance, notifier: Notifier): void {
  for (const kind of ['email', 'whatsapp'] as const) {
    app.get(`/dev/outbox/${kind}`, documented({ summary: `Development only: the ${kind} outbox of one address`, tags: ['development'], querystring: z.object({ to: z.string().trim().min(1) }) }), async (req) => {
      const to = recipientOf(req.query);
      return { messages: (await notifier.listOutbox(kind)).filter((m) => m.to === to) };
    });
  }
}
