import type { Redis } from 'ioredis';
import { catalogProjection, type ExperienceDocument } from '../catalog/index.ts';
import { readModelKeys } from '../platform/projection-runner.ts';

/** Whether the catalog read model knows this experience id (published or withdrawn). */
export async function experienceExists(redis: Redis, prefix: string, experienceId: string): Promise<boolean> {
  const raw = await redis.hget(readModelKeys(prefix, catalogProjection.name).collection('experiences'), experienceId);
  return raw !== null && (JSON.parse(raw) as Pick<ExperienceDocument, 'experienceId'>).experienceId === experienceId;
}
