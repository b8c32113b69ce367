import type { ExperienceOption } from '@rihla/events/catalog';
import type { Locale } from '@rihla/events/common';
import { localDateTimeEnd } from './octo-availability-id.ts';
import { badRequest, OctoError } from './octo-error.ts';

/** A pickup point as OCTO's pickups capability shapes it (what Rihla does not know is null). */
export interface OctoPickupPoint {
  id: string;
  name: string;
  directions: string | null;
  address: string;
  center: string | null;
  countryCode: string;
  postal: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  /** On an availability (and a booking): when the pickup happens for that departure, local with its offset. */
  localDateTime?: string;
}

type Point = ExperienceOption['pickup']['points'][number];

const pointOf = (p: Point, locale: Locale, countryCode: string): OctoPickupPoint => ({
  id: p.pointId,
  name: p.name[locale],
  directions: null,
  address: p.address[locale],
  center: null,
  countryCode,
  postal: null,
  street: null,
  city: null,
  state: null,
});

/** When a point picks up for a departure: its minutes before the start, local with the zone's offset. */
export function pickupLocalDateTime(p: Point, date: string, startTime: string, timeZone: string): string {
  // localDateTimeEnd shifts a local start by minutes with the start's offset; a negative shift is "before".
  return localDateTimeEnd(date, startTime, timeZone, -p.minutesBeforeStart);
}

/** The option's pickup fields (octo/pickups): pickup is offered where the option has points, never required. */
export function optionPickups(option: ExperienceOption, locale: Locale, countryCode: string) {
  return { pickupRequired: false, pickupAvailable: option.pickup.points.length > 0, pickupPoints: option.pickup.points.map((p) => pointOf(p, locale, countryCode)) };
}

/** A departure's pickup fields: the option's points with the time each picks up for this departure. */
export function departurePickups(option: ExperienceOption, locale: Locale, countryCode: string, date: string, startTime: string, timeZone: string) {
  return {
    pickupRequired: false,
    pickupAvailable: option.pickup.points.length > 0,
    pickupPoints: option.pickup.points.map((p) => ({ ...pointOf(p, locale, countryCode), localDateTime: pickupLocalDateTime(p, date, startTime, timeZone) })),
  };
}

/** A booking's pickup fields, from the point it chose (null: none requested). */
export function bookingPickup(option: ExperienceOption | undefined, pointId: string | null, locale: Locale, countryCode: string, date: string, startTime: string, timeZone: string) {
  const point = pointId === null ? undefined : option?.pickup.points.find((p) => p.pointId === pointId);
  return {
    pickupRequested: pointId !== null,
    pickupPointId: pointId,
    pickupHotel: null,
    pickupHotelRoom: null,
    pickupPoint: point ? { ...pointOf(point, locale, countryCode), localDateTime: pickupLocalDateTime(point, date, startTime, timeZone) } : null,
  };
}

/** The pickup a reservation body asks for (OCTO: pickupRequested with pickupPointId), or null. */
export function requestedPickup(raw: unknown): { pointId: string } | null {
  const body = (raw ?? {}) as { pickupRequested?: unknown; pickupPointId?: unknown };
  if (body.pickupRequested === undefined || body.pickupRequested === false || body.pickupRequested === null) {
    if (body.pickupPointId !== undefined && body.pickupPointId !== null) throw badRequest('pickupPointId needs pickupRequested: true.');
    return null;
  }
  if (body.pickupRequested !== true) throw badRequest('pickupRequested must be true or false.');
  if (typeof body.pickupPointId !== 'string' || body.pickupPointId.length === 0 || body.pickupPointId.length > 100) throw badRequest('pickupRequested needs a pickupPointId (one of the option\'s pickupPoints).');
  return { pointId: body.pickupPointId };
}

/**
 * The pickup change a PATCH asks for: undefined when it names none (the pickup stays), null to drop it, else the
 * point. Hotel pickup (a free-text hotel) is refused: the catalog offers pickup at its points only.
 */
export function pickupChange(raw: unknown): { pointId: string } | null | undefined {
  const body = (raw ?? {}) as { pickupRequested?: unknown; pickupPointId?: unknown; pickupHotel?: unknown; pickupHotelRoom?: unknown };
  if ((body.pickupHotel ?? null) !== null || (body.pickupHotelRoom ?? null) !== null) {
    throw badRequest('pickupHotel: hotel pickup is not offered; ask for one of the option\'s pickupPoints with pickupPointId (or meet at the meeting point).');
  }
  if (body.pickupRequested === undefined && body.pickupPointId === undefined) return undefined;
  return requestedPickup(raw);
}

/** A point the option does not have, named as the reservation names it (BAD_REQUEST with the point's id). */
export function checkPickupPoint(option: ExperienceOption, pickup: { pointId: string } | null): void {
  if (pickup === null || option.pickup.points.some((p) => p.pointId === pickup.pointId)) return;
  const ids = option.pickup.points.map((p) => p.pointId);
  throw new OctoError(
    400,
    'BAD_REQUEST',
    ids.length ? `pickupPointId: "${pickup.pointId}" is not a pickup point of this option; choose one of ${ids.join(', ')}.` : 'pickupPointId: this option has no pickup; meet at the meeting point instead.',
    { pickupPointId: pickup.pointId },
  );
}
