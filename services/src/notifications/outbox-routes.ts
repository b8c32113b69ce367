import type { FastifyInstance } from 'fastify';
import type { Notifier } from './notifier.ts';

/** Dev-only windows into the outboxes; the entrypoint registers them only outside production. */
export function registerOutboxRoutes(app: FastifyInstance, notifier: Notifier): void {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox/email', async (req) => {
    const messages = await notifier.listOutbox('email');
    return { messages: req.query.to ? messages.filter((m) => m.to === req.query.to) : messages };
  });
  app.get<{ Querystring: { to?: string } }>('/dev/outbox/whatsapp', async (req) => {
    const messages = await notifier.listOutbox('whatsapp');
    return { messages: req.query.to ? messages.filter((m) => m.to === req.query.to) : messages };
  });
}
