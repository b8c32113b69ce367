import type { ModuleDefinition } from '../platform/module.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { ticketSecretOf } from './booking-ticket-codes.ts';
import { manifestProjection } from './manifest-projection.ts';
import { registerTicketRoutes } from './routes.ts';

/** The day of the tour: tickets with signed QR codes, the check-in scanner, departure manifests and no-shows. */
export const ticketsModule: ModuleDefinition = {
  name: 'tickets',
  projections: [registerProjection(manifestProjection)],
  routes: async (app, { store, redis, prefix, now, access, config }) =>
    registerTicketRoutes(app, {
      store,
      redis,
      prefix,
      now,
      authorizer: access.authorizer,
      bookingReadAccess: access.bookingReadAccess,
      ticketSecret: await ticketSecretOf(config.TICKET_SECRET, redis, prefix),
      scansPerMinute: config.CHECKIN_SCANS_PER_MINUTE,
    }),
};
