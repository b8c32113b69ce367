import { hash } from 'node:crypto';
import { SupplierRejectedError, type SupplierGateway } from '../booking/index.ts';
import { unreachable } from '../platform/unreachable.ts';

/** A stable reference per request, so a repeated request gets the same booking reference back. */
const referenceFor = (supplierId: string, idempotencyKey: string) =>
  `${supplierId.replace(/[^a-z0-9]/gi, '').slice(0, 4).toUpperCase() || 'SUP'}-${hash('sha256', idempotencyKey, 'hex').slice(0, 8).toUpperCase()}`;

/**
 * The suppliers' booking systems at request time, deterministic per the seeded `supplier.behaviour`, so every
 * outcome can be produced on purpose:
 * - instant: confirms at once with a reference;
 * - onRequest / declining: answers later, on Kafka (the supplier-simulator process plays them: confirm / decline)
 *   or through the answer endpoint, or the deadline passes;
 * - failing: refuses every request (the item fails with supplierError).
 */
export function createSimulatedSupplierGateway(): SupplierGateway {
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
        default:
          return unreachable(behaviour);
      }
    },
  };
}
