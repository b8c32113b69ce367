import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingTickets, type BookingTickets } from '@rihla/events/tickets';
import { bookings } from '../../booking/index.ts';
import { documented } from '../../platform/http/openapi.ts';
import { notFound, parseInput } from '../../platform/http/problem.ts';
import { readManifestBooking } from '../manifest-projection.ts';
import { signedTicketCode } from '../ticket-code.ts';

import type { TicketRouteDeps } from './ticket-route-deps.ts';

const TAGS = ['day of the tour'];
const bookingParams = z.strictObject({ id: z.string().min(1).max(100) });

/** GET /bookings/:id/tickets: a booking's tickets for its page (QR codes only while the booking's stream says they work). */
export function registerBookingTicketsRoutes(app: FastifyInstance, deps: TicketRouteDeps): void {
  const { store, redis, prefix } = deps;

  app.get(
    '/bookings/:id/tickets',
    documented({ summary: "A booking's tickets (a QR code per traveller, or per item for per-item products) and whether each was checked in", tags: TAGS, params: bookingParams, response: { 200: bookingTickets } }),
    async (req, reply): Promise<BookingTickets> => {
      const { id } = parseInput(bookingParams, req.params, 'booking id');
      const state = await bookings.state(store, id);
      if (state.status === 'none') throw notFound(`There is no booking ${id}.`);
      await deps.bookingReadAccess(req, { kind: 'bookingStatus', bookingId: id, customerId: state.checkout.customerId, buyerEmail: state.checkout.buyer.email });
      reply.header('cache-control', 'private, no-store');
      const doc = await readManifestBooking(redis, prefix, id);
      const items = Object.values(doc?.items ?? {}).filter((i) => i.status === 'confirmed' || i.status === 'onRequest' || i.status === 'cancelled');
      return {
        bookingId: id,
        orderId: state.checkout.orderId,
        items: items.map((i) => ({
          itemId: i.itemId,
          title: i.title,
          optionTitle: i.optionTitle,
          departure: { ...i.departure, timeZone: i.timeZone },
          ...(i.validAllDay ? { validAllDay: i.validAllDay } : {}),
          location: i.location,
          pickup: i.pickup,
          status: i.status as 'confirmed' | 'onRequest' | 'cancelled',
          tickets: i.tickets.map((t) => ({
            ticketRef: t.ticketRef,
            // The booking's stream decides whether a ticket works (the read model may lag a cancellation by a moment).
            code: i.status === 'confirmed' && state.items[i.itemId]?.status === 'confirmed' ? signedTicketCode(deps.ticketSecret, t.ticketRef) : null,
            unit: t.unit,
            number: t.number,
            of: t.of,
            state: t.state,
            at: t.at,
          })),
        })),
      };
    },
  );
}
