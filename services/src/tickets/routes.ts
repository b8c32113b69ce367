import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { isoDate } from '@rihla/events/common';
import { bookingTickets, departureKey, type DepartureKey, departureManifest, departuresOnDate, noShowsMarked, scanBatch, scanResults, type BookingTickets } from '@rihla/events/tickets';
import { bookings } from '../booking/index.ts';
import type { ReadAccess } from '../platform/http/read-access.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Authorizer } from '../platform/http/authorize.ts';
import { documented } from '../platform/http/openapi.ts';
import { conflict, notFound, parseInput } from '../platform/http/problem.ts';
import { enforceRateLimit } from '../platform/http/rate-limit.ts';
import { departureManifestOf } from './departure-manifest.ts';
import { manifestCsv } from './manifest-csv.ts';
import { bookingsOnDeparture, departuresOn, readManifestBooking } from './manifest-projection.ts';
import { markNoShows } from './mark-no-shows.ts';
import { scanTicket } from './scan-ticket.ts';
import { signedTicketCode } from './ticket-code.ts';
import { staffScopeOf } from './staff-scope.ts';
import type { StaffScope } from './ticket-decider.ts';
import { TicketRuleError } from './ticket-rule-error.ts';

export interface TicketRouteDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  now: () => Date;
  authorizer: Authorizer;
  /** identity's booking read hook: the tickets page is readable by whoever may read the booking's status. */
  bookingReadAccess: (req: FastifyRequest, access: ReadAccess) => Promise<void>;
  /** The Rihla-only ticket secret. */
  ticketSecret: string;
  /** Scan requests (a batch counts once, at most 50 scans) per staff account per minute. */
  scansPerMinute?: number;
}

const TAGS = ['day of the tour'];
const bookingParams = z.strictObject({ id: z.string().min(1).max(100) });
const dateQuery = z.strictObject({ date: isoDate });
const manifestQuery = departureKey.extend({ format: z.enum(['json', 'csv']).default('json'), locale: z.enum(['en', 'ar']).default('en') }).strict();
const NO_MANIFEST = { en: 'Nobody is booked on this departure.', ar: 'لا يوجد حجز على هذه الرحلة.' };

/** Tickets for the booking page, the scanner, the departure manifest (JSON and CSV) and no-shows. */
export function registerTicketRoutes(app: FastifyInstance, deps: TicketRouteDeps): void {
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

  app.post(
    '/checkin/scans',
    documented({ errors: [401, 403, 429], summary: 'Check guests in: one scan, or the scans a phone queued while offline (answered one by one, in order)', tags: TAGS, body: scanBatch, response: { 200: scanResults } }),
    async (req, reply) => {
      const staff = await staffScopeOf(store, deps.authorizer, req);
      const { scans } = parseInput(scanBatch, req.body, 'scans');
      await enforceRateLimit(redis, prefix, reply, [{ rule: { name: 'checkin:scans', limit: deps.scansPerMinute ?? 120, windowSeconds: 60 }, subject: staff.by.customerId }], deps.now(), 'scans');
      const results = [];
      for (const scan of scans) results.push(await scanTicket({ store, redis, prefix, secret: deps.ticketSecret, now: deps.now }, staff, scan));
      reply.header('cache-control', 'no-store');
      return { results };
    },
  );

  app.get(
    '/checkin/departures',
    documented({ errors: [401, 403], summary: 'The departures on a date (a supplier sees only its own)', tags: TAGS, querystring: dateQuery, response: { 200: departuresOnDate } }),
    async (req, reply) => {
      const staff = await staffScopeOf(store, deps.authorizer, req);
      const { date } = parseInput(dateQuery, req.query, 'query string');
      const keys = await departuresOn(redis, prefix, staff.supplierId === null ? null : [staff.supplierId], date);
      const departures = [];
      for (const k of keys) {
        const m = departureManifestOf(await bookingsOnDeparture(redis, prefix, [k.supplierId], k), k, k.supplierId, deps.now());
        if (m) departures.push({ ...k, title: m.title, optionTitle: m.optionTitle, timeZone: m.departure.timeZone, guests: m.totals.tickets, checkedIn: m.totals.checkedIn });
      }
      reply.header('cache-control', 'private, no-store');
      return { date, departures };
    },
  );

  /** The bookings on a departure the staff may see (ops: every supplier's on that date). */
  const docsOn = async (staff: StaffScope, departure: DepartureKey) => {
    const supplierIds = staff.supplierId === null ? [...new Set((await departuresOn(redis, prefix, null, departure.date)).map((d) => d.supplierId))] : [staff.supplierId];
    return bookingsOnDeparture(redis, prefix, supplierIds, departure);
  };

  app.get(
    '/checkin/manifest',
    documented({ errors: [401, 403], summary: "A departure's manifest: guests, units, phone, pickup, extras, status and check-in (format=csv for a spreadsheet)", tags: TAGS, querystring: manifestQuery, response: { 200: departureManifest } }),
    async (req, reply) => {
      const staff = await staffScopeOf(store, deps.authorizer, req);
      const q = parseInput(manifestQuery, req.query, 'query string');
      const departure = { experienceId: q.experienceId, optionId: q.optionId, date: q.date, startTime: q.startTime };
      const docs = await docsOn(staff, departure);
      const manifest = departureManifestOf(docs, departure, staff.supplierId, deps.now());
      if (!manifest) throw notFound(NO_MANIFEST);
      reply.header('cache-control', 'private, no-store');
      if (q.format === 'csv') {
        const name = `manifest-${departure.date}-${departure.startTime.replace(':', '')}-${departure.experienceId}.csv`;
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(manifestCsv(manifest, q.locale));
      }
      return manifest;
    },
  );

  app.post(
    '/checkin/manifest/no-shows',
    documented({ errors: [401, 403, 404, 409], summary: "After the start time: mark every ticket of the departure nobody checked in as a no-show (no refund: the product's policy)", tags: TAGS, body: departureKey, response: { 200: noShowsMarked } }),
    async (req) => {
      const staff = await staffScopeOf(store, deps.authorizer, req);
      const departure = parseInput(departureKey.strict(), req.body, 'departure');
      const docs = await docsOn(staff, departure);
      if (!departureManifestOf(docs, departure, staff.supplierId, deps.now())) throw notFound(NO_MANIFEST);
      try {
        const marked = await markNoShows(store, docs, departure, staff, deps.now());
        return { marked, message: { en: `${marked} marked as no-show.`, ar: `سُجّل ${marked} كغائبين.` } };
      } catch (err) {
        if (err instanceof TicketRuleError && err.code === 'beforeStart') throw conflict({ en: 'Guests can be marked as no-shows only after the start time.', ar: 'لا يمكن تسجيل الغياب إلا بعد وقت بدء الرحلة.' });
        throw err;
      }
    },
  );
}
