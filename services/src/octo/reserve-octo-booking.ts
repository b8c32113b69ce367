import { randomUUID } from 'node:crypto';
import type { BookingReservationBody } from '@octocloud/types';
import type { LineRequest } from '../cart/index.ts';
import { resolveLine, type ResolvedLine, CartRuleError } from '../cart/index.ts';
import type { ExperienceState } from '../catalog/index.ts';
import { resellerSaleIds } from '../booking/index.ts';
import { experiences, isRealDate } from '../catalog/index.ts';
import { checkNames, checkRecordable } from './check-octo-input.ts';
import { holdSeats } from '../inventory/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { localDateTimeOf, parseAvailabilityId } from './octo-availability-id.ts';
import { decideOctoBooking } from './decide-octo-booking.ts';
import type { OctoBookingState } from './octo-booking-decider.ts';
import { locateOctoBooking, octoBookings } from './octo-booking-stream.ts';
import { normaliseContact } from './octo-contact.ts';
import { badRequest, invalidAvailabilityId, invalidOptionId, invalidProductId, invalidUnitId, unprocessable } from './octo-error.ts';
import { lineSizeOf } from './octo-units.ts';
import { checkSeatsOnHold, holdRefused, resellerHolder, type CappedReseller } from './reseller-caps.ts';

export const DEFAULT_EXPIRATION_MINUTES = 30;
/** A reservation holds seats for at most a day; longer holds would starve the storefront. */
export const MAX_EXPIRATION_MINUTES = 1440;

/** A reseller acting through the api, with its caps (reseller-caps.ts). */
export type Reseller = CappedReseller;

/** Checks the reseller's choice against the catalog as its stream has it and prices it; OCTO errors otherwise. */
export function resolveOctoLine(experience: ExperienceState, body: Pick<BookingReservationBody, 'productId' | 'optionId' | 'availabilityId' | 'unitItems'> & { pickup?: { pointId: string } | null }, now: Date): ResolvedLine {
  if (experience.status !== 'published') throw invalidProductId(body.productId);
  const option = experience.experience.options.find((o) => o.optionId === body.optionId);
  if (!option) throw invalidOptionId(body.optionId);
  const availabilityId = body.availabilityId ?? '';
  const departure = parseAvailabilityId(availabilityId);
  // A made-up date (Nov 31, Feb 30) is no departure, even where a lenient calendar would roll it into the next month.
  if (!departure || !isRealDate(departure.date) || localDateTimeOf(departure.date, departure.startTime, experience.experience.timeZone) !== availabilityId) {
    throw invalidAvailabilityId(availabilityId);
  }
  if (body.unitItems.length === 0) throw badRequest('unitItems must name at least one unit.');
  const size = lineSizeOf(option.pricing, body.unitItems.map((u) => u.unitId));
  if ('unknownUnitId' in size) throw invalidUnitId(size.unknownUnitId);
  const request: LineRequest = { experienceId: body.productId, optionId: option.optionId, date: departure.date, startTime: departure.startTime, ...size, pickup: body.pickup ?? null };
  try {
    return resolveLine(experience, request, now);
  } catch (err) {
    if (!(err instanceof CartRuleError)) throw err;
    switch (err.code) {
      case 'notRunning':
      case 'unknownStartTime':
      case 'beyondHorizon':
        throw invalidAvailabilityId(availabilityId);
      case 'departed':
        throw invalidAvailabilityId(availabilityId, 'has already started');
      case 'unknownPickup':
        throw badRequest(`pickupPointId: ${err.message}`);
      default:
        throw unprocessable(err.message);
    }
  }
}

/**
 * POST /bookings: a reservation. The seats are held in the inventory (the same slot stream the storefront books
 * from, so the two can never sell one seat twice) until expiresAt, then the reservation is recorded. A retry with
 * the same uuid finds both and holds nothing more. The reseller's caps apply: its seats on hold across departures
 * (read model) and its share of this departure (the slot's own check, held and booked seats).
 */
export async function reserveOctoBooking(store: EventStore, reseller: Reseller, body: BookingReservationBody & { pickup?: { pointId: string } | null }, now: Date): Promise<OctoBookingState> {
  const uuid = body.uuid ?? randomUUID();
  const minutes = body.expirationMinutes ?? DEFAULT_EXPIRATION_MINUTES;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_EXPIRATION_MINUTES) throw badRequest(`expirationMinutes must be a whole number from 1 to ${MAX_EXPIRATION_MINUTES}.`);
  const experience = await experiences.state(store, body.productId);
  const line = resolveOctoLine(experience, body, now);
  const saleKey = randomUUID();
  const ids = resellerSaleIds(reseller.resellerId, saleKey);
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  const reserved = {
    uuid,
    resellerId: reseller.resellerId,
    bookingId: ids.bookingId,
    saleKey,
    supplierReference: ids.orderId,
    itemId: ids.itemId,
    holdId: ids.holdId,
    productId: body.productId,
    optionId: body.optionId,
    availabilityId: body.availabilityId!,
    slot: { experienceId: line.experienceId, optionId: line.optionId, date: line.date, startTime: line.startTime },
    timeZone: line.timeZone,
    capacity: line.capacity,
    // The reseller's own unit uuid, else one made here: recorded with the reservation, so it never changes.
    unitItems: body.unitItems.map((u) => ({ uuid: u.uuid ?? randomUUID(), unitId: u.unitId })),
    quantity: line.quantity,
    total: line.lineTotal,
    pickup: body.pickup ?? null,
    resellerReference: body.resellerReference ?? null,
    notes: body.notes ?? null,
    contact: normaliseContact(body.contact),
    expiresAt: expiresAt.toISOString(),
    reservedAt: now.toISOString(),
  };
  checkNames(reserved.contact);
  checkRecordable({ type: 'OctoBookingReserved', data: reserved });
  // A retry with the same uuid answers the first reservation (another request under it is refused) and holds nothing.
  const existing = await octoBookings.load(store, await locateOctoBooking(store, reseller.resellerId, uuid));
  if (existing.state.status !== 'none') return (await decideOctoBooking(store, reseller.resellerId, { type: 'ReserveOctoBooking', data: reserved })).state;
  await checkSeatsOnHold(reseller, line.quantity);
  const holder = resellerHolder(reseller, line.capacity);
  const held = await holdSeats(store, { slot: reserved.slot, capacity: line.capacity, timeZone: line.timeZone, holdId: ids.holdId, bookingId: ids.bookingId, quantity: line.quantity, now, expiresAt, holder });
  if (!held.ok) throw holdRefused(held, reseller, line.capacity, line.quantity);
  return (await decideOctoBooking(store, reseller.resellerId, { type: 'ReserveOctoBooking', data: reserved }, `octo-reserve:${reseller.resellerId}:${uuid}`)).state;
}
