import type { ModuleDefinition } from '../platform/module.ts';
import type { Notifier } from './notifier.ts';
import { MAIL_QUEUE } from './mail-jobs.ts';
import { registerOutboxRoutes } from './outbox-routes.ts';

/** E-mail and WhatsApp to buyers; the mail queue (sent by the worker); the dev outbox where messages can be read. */
export const notificationsModule: ModuleDefinition<{ notifier: Notifier }> = {
  name: 'notifications',
  queues: [MAIL_QUEUE],
  routes: (app, { config, services }) => {
    if (config.devRoutes) registerOutboxRoutes(app, services.notifier);
  },
};
