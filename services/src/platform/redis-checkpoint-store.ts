import type { Redis } from 'ioredis';
import type { CheckpointStore } from './checkpointed-consumer.ts';

/** A consumer's checkpoint as one Redis string key. */
export function redisCheckpointStore(redis: Redis, key: string): Required<CheckpointStore> {
  return {
    async read() {
      const v = await redis.get(key);
      return v === null ? -1 : Number(v);
    },
    async write(position) {
      await redis.set(key, String(position));
    },
  };
}
