import type { ModuleDefinition } from '../main/module-context.ts';
import { MAIL_QUEUE } from './mail-jobs.ts';
import { registerOutboxRoutes } from './outbox-routes.ts';

/** E-mail and WhatsApp to buyers; the mail queue (sent by the worker); the dev outbox where messages can be read. */
export const notificationsModule: ModuleDefinition = {
  name: 'notifications',
  queues: [MAIL_QUEUE],
  routes: (app, { config, services }) => {
    if (config.devRoutes) registerOutboxRoutes(app, services.notifier);
  },
};
