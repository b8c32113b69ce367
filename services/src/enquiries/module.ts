import type { ModuleDefinition } from '../platform/module.ts';
import type { Notifier } from '../notifications/index.ts';
import { MAIL_QUEUE } from '../notifications/index.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { enquiriesProjection } from './enquiries-projection.ts';
import { enquiryMailSenders } from './enquiry-mail-senders.ts';
import { registerEnquiryRoutes } from './routes.ts';

/** The contact form (acknowledged by a mail job) and ops' list of enquiries. */
export const enquiriesModule: ModuleDefinition<{ notifier: Notifier }> = {
  name: 'enquiries',
  projections: [registerProjection(enquiriesProjection)],
  mailSenders: async ({ store, services }) => enquiryMailSenders({ store, notifier: services.notifier }),
  routes: (app, { store, redis, prefix, now, access, queues, log, config }) =>
    registerEnquiryRoutes(app, { store, redis, prefix, now, authorizer: access.authorizer, mailQueue: queues.queue(MAIL_QUEUE), log, perAddressPerHour: config.ENQUIRIES_PER_ADDRESS_PER_HOUR }),
};
