import type { Redis } from 'ioredis';
import { readModelKeys } from '../../platform/projection-runner.ts';
import { catalogProjection, type ExperienceDocument } from '../catalog-projection.ts';

/**
 * Every supplier with an experience in the catalog read model, withdrawn ones too (their bookings still have
 * events): who the supplier channel expects to publish to.
 */
export async function catalogSupplierIds(redis: Redis, prefix: string): Promise<string[]> {
  const documents = await redis.hvals(readModelKeys(prefix, catalogProjection.name).collection('experiences'));
  const ids = new Set<string>();
  for (const d of documents) ids.add((JSON.parse(d) as Pick<ExperienceDocument, 'supplier'>).supplier.supplierId);
  return [...ids].sort();
}
