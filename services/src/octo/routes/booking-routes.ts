import type { FastifyInstance } from 'fastify';
import { zBookingCancellationBody, zBookingConfirmationBody, zBookingReservationBody, zBookingUpdateBody, zExtendReservationBody, type Booking } from '@octocloud/types';
import { isRealDate } from '../../catalog/index.ts';
import { cancelOctoBooking, extendOctoReservation, updateOctoBooking } from '../change-octo-booking.ts';
import { confirmOctoBooking } from '../confirm-octo-booking.ts';
import { locateOctoBooking, octoBookings } from '../octo-booking-stream.ts';
import { listOctoBookings } from '../octo-bookings-projection.ts';
import { badRequest, invalidBookingUuid } from '../octo-error.ts';
import { pickupChange, requestedPickup } from '../octo-pickups.ts';
import { reserveOctoBooking } from '../reserve-octo-booking.ts';
import { parsed, type OctoRouteContext } from './octo-route-context.ts';

/** Most bookings one GET /bookings answers. */
const MAX_LISTED = 200;

/** A reseller's bookings: reserve, confirm, extend, change (rebook, pickup), cancel, read one, list by references or dates. */
export function registerBookingRoutes(octo: FastifyInstance, ctx: OctoRouteContext): void {
  const { deps, opts, resellerOf, bookingView, uuidOf } = ctx;

  octo.post('/bookings', opts, async (req) => {
    const body = parsed(zBookingReservationBody, req.body);
    return bookingView(req, await reserveOctoBooking(deps.store, resellerOf(req), { ...body, pickup: requestedPickup(req.body) }, deps.now()));
  });

  octo.post('/bookings/:uuid/confirm', opts, async (req) => {
    const body = parsed(zBookingConfirmationBody, req.body);
    const state = await confirmOctoBooking({ store: deps.store, watch: deps.watch, holdTtlMs: deps.holdTtlMs, waitMs: deps.confirmWaitMs }, resellerOf(req), uuidOf(req), body, deps.now());
    return bookingView(req, state);
  });

  octo.post('/bookings/:uuid/extend', opts, async (req) => {
    const body = parsed(zExtendReservationBody, req.body);
    return bookingView(req, await extendOctoReservation(deps.store, resellerOf(req), uuidOf(req), body, deps.now(), deps.holdMaxLifeMinutes));
  });

  octo.patch('/bookings/:uuid', opts, async (req) => {
    const body = parsed(zBookingUpdateBody, req.body);
    const pickup = pickupChange(req.body);
    return bookingView(req, await updateOctoBooking(deps.store, resellerOf(req), uuidOf(req), { ...body, ...(pickup !== undefined ? { pickup } : {}) }, deps.now()));
  });

  octo.post('/bookings/:uuid/cancel', opts, async (req) => {
    const body = parsed(zBookingCancellationBody, req.body);
    return bookingView(req, await cancelOctoBooking(deps.store, resellerOf(req), uuidOf(req), body, deps.now()));
  });

  octo.delete('/bookings/:uuid', opts, async (req) => bookingView(req, await cancelOctoBooking(deps.store, resellerOf(req), uuidOf(req), {}, deps.now())));

  octo.get('/bookings/:uuid', opts, async (req) => {
    const { state } = await octoBookings.load(deps.store, await locateOctoBooking(deps.store, resellerOf(req).resellerId, uuidOf(req)));
    if (state.status === 'none' || state.resellerId !== resellerOf(req).resellerId) throw invalidBookingUuid(uuidOf(req));
    return bookingView(req, state);
  });

  octo.get('/bookings', opts, async (req) => {
    const q = req.query as Record<string, string | undefined>;
    const { resellerReference, supplierReference, localDate, localDateStart, localDateEnd, productId, optionId } = q;
    if (!resellerReference && !supplierReference && !localDate && !(localDateStart && localDateEnd)) {
      throw badRequest('Filter by resellerReference, supplierReference, localDate, or localDateStart with localDateEnd.');
    }
    for (const d of [localDate, localDateStart, localDateEnd]) if (d !== undefined && !isRealDate(d)) throw badRequest(`${d} is not a date as YYYY-MM-DD.`);
    const listed = (await listOctoBookings(deps.redis, deps.prefix, resellerOf(req).resellerId)).filter(
      (b) =>
        (!resellerReference || b.resellerReference === resellerReference) &&
        (!supplierReference || b.supplierReference === supplierReference) &&
        (!localDate || b.localDate === localDate) &&
        (!localDateStart || b.localDate >= localDateStart) &&
        (!localDateEnd || b.localDate <= localDateEnd) &&
        (!productId || b.productId === productId) &&
        (!optionId || b.optionId === optionId),
    );
    const views: Booking[] = [];
    for (const b of listed.slice(0, MAX_LISTED)) {
      const { state } = await octoBookings.load(deps.store, await locateOctoBooking(deps.store, b.resellerId, b.uuid));
      if (state.status !== 'none') views.push(await bookingView(req, state));
    }
    return views;
  });
}
