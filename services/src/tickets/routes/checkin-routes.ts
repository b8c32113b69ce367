import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isoDate } from '@rihla/events/common';
import { departuresOnDate, scanBatch, scanResults } from '@rihla/events/tickets';
import { documented } from '../../platform/http/openapi.ts';
import { parseInput } from '../../platform/http/problem.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';
import { departureManifestOf } from '../departure-manifest.ts';
import { bookingsOnDeparture, departuresOn } from '../manifest-projection.ts';
import { scanTicket } from '../scan-ticket.ts';
import { staffScopeOf } from '../staff-scope.ts';

import type { TicketRouteDeps } from './ticket-route-deps.ts';

const TAGS = ['day of the tour'];
const dateQuery = z.strictObject({ date: isoDate });

/** The scanner: check guests in (one scan or an offline batch), and the departures of a date with their check-in counts. */
export function registerCheckinRoutes(app: FastifyInstance, deps: TicketRouteDeps): void {
  const { store, redis, prefix } = deps;

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
        if (m) departures.push({ ...k, title: m.title, optionTitle: m.optionTitle, timeZone: m.departure.timeZone, ...(m.validAllDay ? { validAllDay: m.validAllDay } : {}), guests: m.totals.tickets, checkedIn: m.totals.checkedIn });
      }
      reply.header('cache-control', 'private, no-store');
      return { date, departures };
    },
  );
}
