import type { FastifyInstance, FastifyRequest } from 'fastify';
import { zAvailabilityCalendarBody, zAvailabilityCheckBody } from '@octocloud/types';
import { addDays, BOOKING_HORIZON_DAYS, isRealDate, localDateIn, scheduledSlotIds, type IndexedExperience } from '../../catalog/index.ts';
import { SLOT_COLLECTION, slotProjection, type SlotDocument } from '../../inventory/index.ts';
import { readModelKeys } from '../../platform/projection-runner.ts';
import { octoAvailabilities, octoCalendar, type UnitRequest } from '../octo-availability.ts';
import { badRequest, invalidOptionId, invalidUnitId } from '../octo-error.ts';
import { unitIdsOf } from '../octo-units.ts';
import { capabilitiesOf, localeOf, parsed, type OctoRouteContext } from './octo-route-context.ts';

/** Most days one availability request may span. */
const MAX_RANGE_DAYS = 93;

/** What an availability request counts for against the reseller's limit: 1 for every week of dates asked. */
export const availabilityCost = (days: number): number => Math.max(1, Math.ceil(days / 7));

function datesBetween(start: string | undefined, end: string | undefined): string[] {
  if (!start || !end || !isRealDate(start) || !isRealDate(end)) throw badRequest('localDateStart and localDateEnd must be real dates as YYYY-MM-DD (or send availabilityIds).');
  if (end < start) throw badRequest('localDateEnd is before localDateStart.');
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) {
    out.push(d);
    if (out.length > MAX_RANGE_DAYS) throw badRequest(`Ask for at most ${MAX_RANGE_DAYS} days at a time.`);
  }
  return out;
}

/** POST /availability/calendar and POST /availability: an option's departures (or open days) from the slots' read model. */
export function registerAvailabilityRoutes(octo: FastifyInstance, ctx: OctoRouteContext): void {
  const { deps, opts } = ctx;

  const slotsFor = async (entry: IndexedExperience, dates: readonly string[]) => {
    const ids = dates.flatMap((d) => scheduledSlotIds(entry, d));
    const raw = ids.length ? await deps.redis.hmget(readModelKeys(deps.prefix, slotProjection.name).collection(SLOT_COLLECTION), ...ids) : [];
    return new Map<string, SlotDocument | null>(ids.map((id, i) => [id, raw[i] ? (JSON.parse(raw[i]!) as SlotDocument) : null]));
  };

  const availabilityRequest = async (req: FastifyRequest, body: { productId: string; optionId: string; units?: UnitRequest[] | undefined }) => {
    const entry = await ctx.productDoc(body.productId);
    const option = entry.doc.options.find((o) => o.optionId === body.optionId);
    if (!option) throw invalidOptionId(body.optionId);
    const units = body.units ?? [];
    const known = new Set(unitIdsOf(option.pricing));
    const unknown = units.find((u) => !known.has(u.unitId));
    if (unknown) throw invalidUnitId(unknown.unitId);
    if (units.some((u) => !Number.isInteger(u.quantity) || u.quantity < 0)) throw badRequest('units[].quantity must be a whole number, 0 or more.');
    return { entry, option, units, locale: localeOf(req), pricing: capabilitiesOf(req).pricing, pickups: capabilitiesOf(req).pickups };
  };

  const horizon = (entry: IndexedExperience, dates: string[]) => {
    const today = localDateIn(deps.now(), entry.doc.timeZone);
    const last = addDays(today, BOOKING_HORIZON_DAYS);
    return dates.filter((d) => d >= today && d <= last);
  };

  octo.post('/availability/calendar', opts, async (req, reply) => {
    const body = parsed(zAvailabilityCalendarBody, req.body);
    const r = await availabilityRequest(req, { productId: body.productId, optionId: body.optionId, units: body.units?.map((u) => ({ unitId: u.id, quantity: u.quantity })) });
    const asked = datesBetween(body.localDateStart, body.localDateEnd);
    await ctx.charge(req, reply, availabilityCost(asked.length) - 1, availabilityCost(asked.length));
    const dates = horizon(r.entry, asked);
    return octoCalendar({ ...r, dates, now: deps.now(), slots: await slotsFor(r.entry, dates) });
  });

  octo.post('/availability', opts, async (req, reply) => {
    const body = parsed(zAvailabilityCheckBody, req.body);
    // OCTO: either the departures by id or a date range, never both.
    const localDate = (req.body as { localDate?: unknown } | null)?.localDate;
    if (body.availabilityIds !== undefined && (localDate !== undefined || body.localDateStart !== undefined || body.localDateEnd !== undefined)) {
      throw badRequest('Send availabilityIds or localDate / localDateStart with localDateEnd, not both.');
    }
    const r = await availabilityRequest(req, { productId: body.productId, optionId: body.optionId, units: body.units?.map((u) => ({ unitId: u.id, quantity: u.quantity })) });
    if (body.availabilityIds?.length) {
      const asked = [...new Set(body.availabilityIds.map((id) => id.slice(0, 10)))].filter(isRealDate);
      await ctx.charge(req, reply, availabilityCost(asked.length) - 1, availabilityCost(asked.length));
      const dates = horizon(r.entry, asked);
      const all = octoAvailabilities({ ...r, dates, now: deps.now(), slots: await slotsFor(r.entry, dates) });
      return all.filter((a) => body.availabilityIds!.includes(a.id));
    }
    const asked = datesBetween(body.localDateStart, body.localDateEnd);
    await ctx.charge(req, reply, availabilityCost(asked.length) - 1, availabilityCost(asked.length));
    const dates = horizon(r.entry, asked);
    return octoAvailabilities({ ...r, dates, now: deps.now(), slots: await slotsFor(r.entry, dates) });
  });
}
