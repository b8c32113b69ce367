import type { Redis } from 'ioredis';
import { resellerEvents, type ResellerCaps, type ResellerEvent } from '@rihla/events/octo';
import { entityProjection } from '../platform/entity-projection.ts';
import { unreachable } from '../platform/unreachable.ts';

export interface ResellerDoc {
  resellerId: string;
  name: string;
  registeredAt: string;
  keys: { keyId: string; keyPrefix: string; issuedAt: string; revokedAt: string | null }[];
  /** As ops set them (null: the api's default). */
  caps: ResellerCaps;
}

/** Ops' list of resellers and their keys (ids and prefixes only; key hashes stay in the event store). */
export const resellersProjection = entityProjection<ResellerEvent, ResellerDoc>({
  name: 'resellers',
  collection: 'resellers',
  registry: resellerEvents,
  version: 2,
  idOf: (event) => event.data.resellerId,
  evolve: (doc, event) => {
    switch (event.type) {
      case 'ResellerRegistered':
        return doc ?? { resellerId: event.data.resellerId, name: event.data.name, registeredAt: event.data.registeredAt, keys: [], caps: { maxHeldSeats: null, maxDepartureShare: null } };
      case 'ResellerCapsSet':
        return doc ? { ...doc, caps: event.data.caps } : doc;
      case 'ResellerKeyIssued': {
        if (!doc || doc.keys.some((k) => k.keyId === event.data.keyId)) return doc;
        return { ...doc, keys: [...doc.keys, { keyId: event.data.keyId, keyPrefix: event.data.keyPrefix, issuedAt: event.data.issuedAt, revokedAt: null }] };
      }
      case 'ResellerKeyRevoked':
        if (!doc) return doc;
        return { ...doc, keys: doc.keys.map((k) => (k.keyId === event.data.keyId && k.revokedAt === null ? { ...k, revokedAt: event.data.revokedAt } : k)) };
      case 'ResellerWebhookRegistered':
      case 'ResellerWebhookDeleted':
        // Webhooks are the reseller's own (GET /octo/v1/webhooks); ops see failed deliveries, not the list.
        return doc;
      default:
        return unreachable(event);
    }
  },
});

export const listResellers = (redis: Redis, prefix: string) => resellersProjection.list(redis, prefix, (a, b) => a.resellerId.localeCompare(b.resellerId));
