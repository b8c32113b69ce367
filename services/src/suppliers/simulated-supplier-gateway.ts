import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { SupplierRejectedError, type ConfirmedItemNotice, type SupplierGateway } from './supplier-gateway.ts';

export const supplierFeedKey = (prefix: string, supplierId: string): string => `${prefix}suppliers:feed:${supplierId}`;

/** A stable reference per request, so a repeated request gets the same booking reference back. */
const referenceFor = (supplierId: string, idempotencyKey: string) =>
  `${supplierId.replace(/[^a-z0-9]/gi, '').slice(0, 4).toUpperCase() || 'SUP'}-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 8).toUpperCase()}`;

/**
 * Deterministic suppliers, driven by the seeded `supplier.behaviour`, so every outcome can be produced on purpose:
 * - instant: confirms at once with a reference;
 * - onRequest: answers later (the item awaits; a person answers through the supplier endpoint, or it times out);
 * - declining: also answers later — its decline comes through the answer endpoint, or the deadline passes
 *   (the simulation never answers on its own, so tests and demos choose the moment);
 * - failing: refuses every request (the item fails with supplierError).
 * Confirmed-item notices go to a Redis hash per supplier (its feed), keyed so a repeat overwrites itself.
 */
export function createSimulatedSupplierGateway(deps: { redis: Redis; prefix: string }): SupplierGateway {
  return {
    async requestConfirmation(r) {
      const { behaviour, supplierId } = r.item.supplier;
      switch (behaviour) {
        case 'instant':
          return { kind: 'confirmed', reference: referenceFor(supplierId, r.idempotencyKey) };
        case 'onRequest':
        case 'declining':
          return { kind: 'awaiting' };
        case 'failing':
          throw new SupplierRejectedError(`${r.item.supplier.name.en} could not take the booking for ${r.item.title.en}.`);
        default: {
          const unhandled: never = behaviour;
          return unhandled;
        }
      }
    },
    async notifyConfirmed(n: ConfirmedItemNotice) {
      const record = {
        bookingId: n.bookingId,
        orderId: n.orderId,
        itemId: n.item.itemId,
        attempt: n.attempt,
        supplierReference: n.supplierReference,
        experienceId: n.item.experienceId,
        optionId: n.item.optionId,
        slot: n.item.slot,
        quantity: n.item.quantity,
        participants: n.item.participants,
        pickup: n.item.pickup,
        guest: n.guest,
      };
      await deps.redis.hset(supplierFeedKey(deps.prefix, n.item.supplier.supplierId), n.idempotencyKey, JSON.stringify(record));
    },
  };
}
