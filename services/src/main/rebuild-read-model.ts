import { randomUUID } from 'node:crypto';
import { dropReadModel, readCheckpoint, readModelKeys } from '../platform/projection-runner.ts';
import type { ProjectionDeps, RegisteredProjection } from '../platform/registered-projection.ts';

export interface RebuildResult {
  name: string;
  /** Position the rebuilt read model had reached when it replaced the old one. */
  checkpoint: number;
  /** Documents per collection, and members per index, after the rebuild. */
  documents: Record<string, number>;
  ms: number;
}

/**
 * Drops a read model and replays it from the first event. The replay runs into a staging key space and then
 * replaces the old documents in one MULTI, so readers never see a half-built catalog, and a projector running
 * meanwhile stays correct: the swap happens under WATCH of the live checkpoint and only when the rebuilt copy is
 * at least as far along; the live runner's next batch then re-reads the new checkpoint and skips what it holds.
 */
export async function rebuildReadModel(deps: ProjectionDeps, projection: RegisteredProjection, options: { batchSize?: number } = {}): Promise<RebuildResult> {
  const started = performance.now();
  const staging = `${deps.prefix}rebuild:`;
  const live = readModelKeys(deps.prefix, projection.name);
  const temp = readModelKeys(staging, projection.name);
  // WATCH is per connection: keep it off the caller's shared one.
  const redis = deps.redis.duplicate();
  try {
    await dropReadModel(redis, staging, projection);
    let target = await deps.store.headPosition();
    for (;;) {
      const runner = await projection.start({ ...deps, prefix: staging }, options);
      await runner.waitFor(target);
      await runner.stop();
      const built = await readCheckpoint(redis, staging, projection.name);

      await redis.watch(live.checkpoint);
      const current = await readCheckpoint(redis, deps.prefix, projection.name);
      if (current > built) {
        // The live projector is ahead of the copy: catch the copy up to it first.
        await redis.unwatch();
        target = current;
        continue;
      }
      // Collections and indexes are swapped alike: both are one key each, whatever their type.
      const keyOf = [...projection.collections.map((c) => ({ temp: temp.collection(c), live: live.collection(c) })), ...projection.indexes.map((i) => ({ temp: temp.index(i), live: live.index(i) }))];
      const present = await Promise.all(keyOf.map((k) => redis.exists(k.temp)));
      const tx = redis.multi();
      tx.del(...keyOf.map((k) => k.live), live.checkpoint);
      keyOf.forEach((k, i) => {
        if (present[i]) tx.rename(k.temp, k.live);
      });
      if (built >= 0) tx.rename(temp.checkpoint, live.checkpoint);
      tx.set(live.version, String(projection.version));
      // Live runners may hold the old documents in memory, at the very checkpoint the copy reached: a new epoch
      // refuses their next write, and they read the new documents.
      tx.set(live.epoch, randomUUID());
      tx.publish(live.changes, String(built));
      const result = await tx.exec();
      if (result === null) continue; // the live projector committed in between: look again
      const failed = result.find(([err]) => err);
      if (failed) throw failed[0];

      const counts = await Promise.all(projection.collections.map((c) => redis.hlen(live.collection(c))));
      const members = await Promise.all(projection.indexes.map((i) => redis.zcard(live.index(i))));
      return {
        name: projection.name,
        checkpoint: built,
        documents: Object.fromEntries([...projection.collections.map((c, i) => [c, counts[i]!]), ...projection.indexes.map((x, i) => [x, members[i]!])]),
        ms: Math.round(performance.now() - started),
      };
    }
  } finally {
    redis.disconnect();
  }
}
