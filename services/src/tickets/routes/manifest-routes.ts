import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { departureKey, type DepartureKey, departureManifest, noShowsMarked } from '@rihla/events/tickets';
import { documented } from '../../platform/http/openapi.ts';
import { conflict, notFound, parseInput } from '../../platform/http/problem.ts';
import { departureManifestOf } from '../departure-manifest.ts';
import { manifestCsv } from '../manifest-csv.ts';
import { bookingsOnDeparture, departuresOn } from '../manifest-projection.ts';
import { markNoShows } from '../mark-no-shows.ts';
import { staffScopeOf } from '../staff-scope.ts';
import type { StaffScope } from '../ticket-decider.ts';
import { TicketRuleError } from '../ticket-rule-error.ts';

import type { TicketRouteDeps } from './ticket-route-deps.ts';

const TAGS = ['day of the tour'];
const manifestQuery = departureKey.extend({ format: z.enum(['json', 'csv']).default('json'), locale: z.enum(['en', 'ar']).default('en') }).strict();
const NO_SHOWS_BEFORE_START = { en: 'Guests can be marked as no-shows only after the start time.', ar: 'لا يمكن تسجيل الغياب إلا بعد وقت بدء الرحلة.' };
// A day ticket's guests may come until closing.
const NO_SHOWS_BEFORE_CLOSING = { en: 'Guests of a day ticket can be marked as no-shows only after closing time.', ar: 'لا يمكن تسجيل غياب حاملي التذكرة اليومية إلا بعد وقت الإغلاق.' };
const NO_MANIFEST = { en: 'Nobody is booked on this departure.', ar: 'لا يوجد حجز على هذه الرحلة.' };

/** A departure's manifest (JSON or CSV) and marking its no-shows after the start time. */
export function registerManifestRoutes(app: FastifyInstance, deps: TicketRouteDeps): void {
  const { store, redis, prefix } = deps;

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
      const manifest = departureManifestOf(docs, departure, staff.supplierId, deps.now());
      if (!manifest) throw notFound(NO_MANIFEST);
      try {
        const marked = await markNoShows(store, docs, departure, staff, deps.now());
        return { marked, message: { en: `${marked} marked as no-show.`, ar: `سُجّل ${marked} كغائبين.` } };
      } catch (err) {
        if (err instanceof TicketRuleError && err.code === 'beforeStart') throw conflict(manifest.validAllDay ? NO_SHOWS_BEFORE_CLOSING : NO_SHOWS_BEFORE_START);
        throw err;
      }
    },
  );
}
