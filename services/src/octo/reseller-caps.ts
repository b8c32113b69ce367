import type { Redis } from 'ioredis';
import type { ResellerCaps } from '@rihla/events/octo';
import type { HoldRefusal } from '../inventory/index.ts';
import { listOctoBookings } from './octo-bookings-projection.ts';
import { notEnoughSeats, unprocessable } from './octo-error.ts';

/** The caps in force for a reseller: what ops set for it, else the api's defaults. */
export interface CapsInForce {
  /** Seats it may have on hold (reserved, not confirmed) across all departures. */
  maxHeldSeats: number;
  /** Share (0 to 1] of one departure's seats it may hold and book. */
  maxDepartureShare: number;
}

export const capsInForce = (set: ResellerCaps, defaults: CapsInForce): CapsInForce => ({
  maxHeldSeats: set.maxHeldSeats ?? defaults.maxHeldSeats,
  maxDepartureShare: set.maxDepartureShare ?? defaults.maxDepartureShare,
});

/** A reseller acting through the api: who it is, its caps, and the seats it has on hold right now. */
export interface CappedReseller {
  resellerId: string;
  name: string;
  caps: CapsInForce;
  seatsOnHold: () => Promise<number>;
}

/** Seats one reseller may hold and book on one departure: its share of the capacity, rounded up (so at least one). */
export const departureLimit = (caps: CapsInForce, capacity: number): number => Math.max(1, Math.ceil(capacity * caps.maxDepartureShare - 1e-9));

/** The slot's per-holder cap for a reseller's hold (checked by the slot itself, so two requests cannot both pass it). */
export const resellerHolder = (reseller: CappedReseller, capacity: number) => ({ id: `reseller:${reseller.resellerId}`, limit: departureLimit(reseller.caps, capacity) });

/** Why a reseller's hold was refused: the departure's free seats, or the reseller's share of it. */
export function holdRefused(refusal: HoldRefusal, reseller: CappedReseller, capacity: number, quantity: number): Error {
  const limit = departureLimit(reseller.caps, capacity);
  // The slot checks the cap before the free seats: over the cap, the cap is the reason.
  if (refusal.holderSeats !== undefined && refusal.holderSeats + quantity > limit) {
    return unprocessable(
      `Reseller ${reseller.resellerId} may hold and book at most ${limit} of this departure's ${capacity} places (${Math.round(reseller.caps.maxDepartureShare * 100)} %); it has ${refusal.holderSeats} and asks for ${quantity} more.`,
    );
  }
  return notEnoughSeats(refusal.remaining, quantity);
}

/** Refuses a hold that would take the reseller's seats on hold past its cap; `freed` are seats the same move gives back. */
export async function checkSeatsOnHold(reseller: CappedReseller, quantity: number, freed = 0): Promise<void> {
  if (quantity <= freed) return;
  const held = await reseller.seatsOnHold();
  if (held - freed + quantity > reseller.caps.maxHeldSeats) {
    throw unprocessable(`Reseller ${reseller.resellerId} may have at most ${reseller.caps.maxHeldSeats} places on hold (reserved, not confirmed); it has ${held} and asks for ${quantity - freed} more. Confirm or cancel reservations first.`);
  }
}

export interface SeatUsage {
  /** Seats on hold now: reserved, not confirmed, not expired. */
  heldSeats: number;
  /** Seats of confirmed bookings whose departure is today or later. */
  bookedSeats: number;
}

/**
 * A reseller's seats from its bookings' read model. Held seats look back only as far as a hold can live
 * (holdMaxLifeMinutes from reserving, extensions included), so the count reads the recent reservations only.
 */
export async function seatUsage(redis: Redis, prefix: string, resellerId: string, now: Date, holdMaxLifeMinutes: number, withBooked = false): Promise<SeatUsage> {
  const since = withBooked ? undefined : new Date(now.getTime() - holdMaxLifeMinutes * 60_000).toISOString();
  const listed = await listOctoBookings(redis, prefix, resellerId, since);
  const today = now.toISOString().slice(0, 10);
  let heldSeats = 0;
  let bookedSeats = 0;
  for (const b of listed) {
    if (b.status === 'reserved' && Date.parse(b.expiresAt) > now.getTime()) heldSeats += b.quantity;
    if (withBooked && b.status === 'confirmed' && b.localDate >= today) bookedSeats += b.quantity;
  }
  return { heldSeats, bookedSeats };
}
