import type { FastifyInstance } from 'fastify';
import { registerBookingTicketsRoutes } from './routes/booking-tickets-routes.ts';
import { registerCheckinRoutes } from './routes/checkin-routes.ts';
import { registerManifestRoutes } from './routes/manifest-routes.ts';
import type { TicketRouteDeps } from './routes/ticket-route-deps.ts';

/** Tickets for the booking page, the scanner, the departure manifest (JSON and CSV) and no-shows. */
export function registerTicketRoutes(app: FastifyInstance, deps: TicketRouteDeps): void {
  registerBookingTicketsRoutes(app, deps);
  registerCheckinRoutes(app, deps);
  registerManifestRoutes(app, deps);
}
