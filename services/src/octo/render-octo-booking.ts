import type { Booking } from '@octocloud/types';
import { dayTicketHoursOn } from '@rihla/events/catalog';
import type { Locale } from '@rihla/events/common';
import type { Redis } from 'ioredis';
import { bookings } from '../booking/index.ts';
import type { CatalogSnapshot } from '../catalog/index.ts';
import { slots } from '../inventory/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { bookingRedemptions } from '../tickets/index.ts';
import type { OctoBookingState } from './octo-booking-decider.ts';
import { toOctoBooking } from './octo-booking-view.ts';
import { bookingPickup } from './octo-pickups.ts';

export interface OctoBookingRenderDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  catalog: CatalogSnapshot;
  now: () => Date;
}

/**
 * A reseller's booking as OCTO shapes it now: its own stream, the engine booking it became, its departure's seats and
 * check-ins, in the language and with the capabilities asked for. What an api answer and a webhook delivery send.
 */
export async function renderOctoBooking(deps: OctoBookingRenderDeps, state: Exclude<OctoBookingState, { status: 'none' }>, o: { pricing: boolean; pickups: boolean; locale: Locale }): Promise<Booking> {
  const entry = (await deps.catalog.fresh()).byId.get(state.productId);
  const [engine, slot, redemptions] = await Promise.all([
    bookings.load(deps.store, state.bookingId),
    slots.load(deps.store, state.slot),
    state.status === 'confirmed' ? bookingRedemptions(deps.redis, deps.prefix, state.bookingId) : null,
  ]);
  const countryCode = entry?.doc.countryCode ?? 'SA';
  return toOctoBooking({
    state,
    engine: engine.state,
    slot: slot.state,
    durationMinutes: entry?.doc.duration.totalMinutes ?? 60,
    countryCode,
    pricing: o.pricing,
    now: deps.now(),
    redemptions,
    openingHours: entry ? dayTicketHoursOn(entry.doc, state.slot.date) : null,
    pickup: o.pickups
      ? bookingPickup(entry?.doc.options.find((x) => x.optionId === state.optionId), state.pickup?.pointId ?? null, o.locale, countryCode, state.slot.date, state.slot.startTime, state.timeZone)
      : null,
  });
}
