import type { Redis } from 'ioredis';
import { keysOnEveryNode } from '../../platform/connect-redis.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { startProjection, type DocumentProjection } from '../../platform/projection-runner.ts';
import { snapshotReadModel } from '../../platform/testing/tally-projection.ts';

export interface ReadModelComparison {
  name: string;
  live: Record<string, unknown>;
  rebuilt: Record<string, unknown>;
}

/**
 * What a live read model holds next to a clean rebuild of it: the same projection replayed from the first event
 * into a fresh key space. Call it once the live runner has caught up with the store's head; equal docs mean the
 * live model lost and doubled nothing. The fresh key space is removed afterwards.
 */
export async function compareWithCleanRebuild<Event extends { type: string; data: unknown }>(
  deps: { store: EventStore; redis: Redis; prefix: string },
  projection: DocumentProjection<Event>,
): Promise<ReadModelComparison> {
  const head = await deps.store.headPosition();
  const fresh = `${deps.prefix}clean-rebuild:`;
  try {
    const live = await snapshotReadModel(deps.redis, deps.prefix, projection);
    const runner = await startProjection({ store: deps.store, redis: deps.redis, prefix: fresh, projection });
    await runner.waitFor(head);
    await runner.stop();
    const rebuilt = await snapshotReadModel(deps.redis, fresh, projection);
    return { name: projection.name, live: live.docs, rebuilt: rebuilt.docs };
  } finally {
    const keys = await keysOnEveryNode(deps.redis, `${fresh}*`);
    if (keys.length) await deps.redis.del(...keys);
  }
}
