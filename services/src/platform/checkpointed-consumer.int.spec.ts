import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointedConsumer } from './checkpointed-consumer.ts';
import type { RecordedEvent } from './eventstore/port.ts';
import { redisCheckpointStore } from './redis-checkpoint-store.ts';
import { createTestContext, type TestContext } from './testing/fixtures.ts';

let ctx: TestContext;
afterEach(async () => ctx?.cleanup());

const append = (streamName: string, n: number) =>
  ctx.store.appendToStream(
    streamName,
    Array.from({ length: n }, (_, i) => ({ id: `${streamName}-${i}-${Math.random()}`, type: 'Noted', data: { i } })),
  );

describe('checkpointed consumer', () => {
  it('reads only its streams, stores the checkpoint after a batch succeeded, retries a failing batch and resumes after it', async () => {
    ctx = await createTestContext('consumer');
    const checkpoints = redisCheckpointStore(ctx.redis, `${ctx.prefix}consumer:checkpoint`);
    await append('mine-1', 3);
    await append('other-1', 2);
    await append('mine-2', 2);
    const seen: RecordedEvent[] = [];
    let failures = 2;
    const consumer = await startCheckpointedConsumer({
      name: 'test',
      store: ctx.store,
      checkpoints,
      streamPrefixes: ['mine-'],
      batchSize: 10,
      retryFailedBatches: true,
      handle: async (batch) => {
        // The checkpoint has not moved past a batch whose effects are not done yet.
        expect(await checkpoints.read()).toBeLessThan(batch[0]!.position);
        if (failures-- > 0) throw new Error('broker away');
        seen.push(...batch);
      },
    });
    await consumer.waitFor();
    expect(seen.map((e) => e.streamName)).toEqual(['mine-1', 'mine-1', 'mine-1', 'mine-2', 'mine-2']);
    expect(await checkpoints.read()).toBe(seen.at(-1)!.position);
    await consumer.stop();

    await append('mine-3', 1);
    const again: RecordedEvent[] = [];
    const restarted = await startCheckpointedConsumer({
      name: 'test',
      store: ctx.store,
      checkpoints,
      streamPrefixes: ['mine-'],
      batchSize: 10,
      handle: async (batch) => void again.push(...batch),
    });
    await restarted.waitFor();
    expect(again.map((e) => e.streamName)).toEqual(['mine-3']);
    await restarted.stop();
  });

  it('stops on a failing batch unless told to retry, and done rejects with the error', async () => {
    ctx = await createTestContext('consumer');
    await append('mine-1', 1);
    const consumer = await startCheckpointedConsumer({
      name: 'test',
      store: ctx.store,
      checkpoints: redisCheckpointStore(ctx.redis, `${ctx.prefix}consumer:checkpoint`),
      batchSize: 10,
      handle: async () => {
        throw new Error('bug');
      },
    });
    await expect(consumer.done).rejects.toThrow('bug');
    expect(consumer.position()).toBe(-1);
  });
});
