import type { Redis } from 'ioredis';
import { readModelKeys } from '../../platform/projection-runner.ts';
import { catalogProjection, type ExperienceDocument } from '../catalog-projection.ts';
import { SUPPLIERS } from '../seed/data/suppliers.ts';

/**
 * Every supplier of the catalog: the seeded ones (known before the projector has brought the read model up, as when
 * every process starts at once) and any other an experience of the read model names, withdrawn ones too (their
 * bookings still have events). Who the supplier channel expects to publish to.
 */
export async function catalogSupplierIds(redis: Redis, prefix: string): Promise<string[]> {
  const documents = await redis.hvals(readModelKeys(prefix, catalogProjection.name).collection('experiences'));
  const ids = new Set(SUPPLIERS.map((s) => s.supplierId));
  for (const d of documents) ids.add((JSON.parse(d) as Pick<ExperienceDocument, 'supplier'>).supplier.supplierId);
  return [...ids].sort();
}
