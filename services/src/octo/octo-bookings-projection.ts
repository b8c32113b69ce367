import type { Redis } from 'ioredis';
import { octoBookingEvents, type OctoBookingEvent } from '@rihla/events/octo';
import { readModelKeys, type DocumentProjection } from '../platform/projection-runner.ts';
import { unreachable } from '../platform/unreachable.ts';

/** What a reseller searches its bookings by; the booking itself is read from its stream. */
export interface OctoBookingListing {
  uuid: string;
  resellerId: string;
  bookingId: string;
  resellerReference: string | null;
  supplierReference: string;
  productId: string;
  optionId: string;
  localDate: string;
  reservedAt: string;
  /** Where it stands, for the reseller's seat usage: on hold until expiresAt, confirmed or cancelled. */
  status: 'reserved' | 'confirmed' | 'cancelled';
  /** Seats its hold takes. */
  quantity: number;
  expiresAt: string;
}

const COLLECTION = 'bookings';
const INDEX = 'by-reseller';
const idOf = (resellerId: string, uuid: string) => `${resellerId}:${uuid}`;

/** Reseller bookings by reseller, for GET /octo/v1/bookings and the ops screen. */
export const octoBookingsProjection: DocumentProjection<OctoBookingEvent> = {
  name: 'octo-bookings',
  collections: [COLLECTION],
  indexes: [INDEX],
  handles: [...octoBookingEvents.types] as OctoBookingEvent['type'][],
  registry: octoBookingEvents,
  version: 2,
  targets: (event, recorded) => {
    if (event.type === 'OctoBookingReserved') return [{ collection: COLLECTION, id: idOf(event.data.resellerId, event.data.uuid) }];
    // Later events carry the uuid; the reseller is the stream name's middle part.
    const resellerId = recorded.streamName.slice('octo-booking-'.length, recorded.streamName.length - event.data.uuid.length - 1);
    return [{ collection: COLLECTION, id: idOf(resellerId, event.data.uuid) }];
  },
  indexChanges: (event) =>
    event.type === 'OctoBookingReserved' ? [{ index: INDEX, member: `${event.data.resellerId}\0${event.data.reservedAt}\0${event.data.uuid}` }] : [],
  evolve: (raw, event) => {
    const doc = raw as OctoBookingListing | null;
    switch (event.type) {
      case 'OctoBookingReserved': {
        const d = event.data;
        return doc ?? { uuid: d.uuid, resellerId: d.resellerId, bookingId: d.bookingId, resellerReference: d.resellerReference, supplierReference: d.supplierReference, productId: d.productId, optionId: d.optionId, localDate: d.slot.date, reservedAt: d.reservedAt, status: 'reserved', quantity: d.quantity, expiresAt: d.expiresAt };
      }
      case 'OctoBookingUpdated':
        return doc && event.data.resellerReference !== undefined ? { ...doc, resellerReference: event.data.resellerReference } : doc;
      case 'OctoBookingConfirmed':
        return doc ? { ...doc, resellerReference: event.data.resellerReference, status: 'confirmed' } : doc;
      case 'OctoBookingRebooked':
        return doc ? { ...doc, productId: event.data.productId, optionId: event.data.optionId, localDate: event.data.slot.date, quantity: event.data.quantity } : doc;
      case 'OctoBookingExtended':
        return doc ? { ...doc, expiresAt: event.data.expiresAt } : doc;
      case 'OctoBookingCancelled':
        return doc ? { ...doc, status: 'cancelled' } : doc;
      default:
        return unreachable(event);
    }
  },
};

/** A reseller's bookings, oldest first; with `reservedSince`, only those reserved from then on. */
export async function listOctoBookings(redis: Redis, prefix: string, resellerId: string, reservedSince?: string): Promise<OctoBookingListing[]> {
  const keys = readModelKeys(prefix, octoBookingsProjection.name);
  const members = await redis.zrangebylex(keys.index(INDEX), `[${resellerId}\0${reservedSince ?? ''}`, `[${resellerId}\0\xff`);
  if (members.length === 0) return [];
  const ids = members.map((m) => idOf(resellerId, m.split('\0')[2]!));
  const raw = await redis.hmget(keys.collection(COLLECTION), ...ids);
  return raw.flatMap((r) => (r ? [JSON.parse(r) as OctoBookingListing] : []));
}
