import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl, uniquePrefix, type TestContext } from './testing/fixtures.ts';
import { testContextPerTest } from './testing/test-context-per-test.ts';
import { dropReadModel, readCheckpoint, readIndex, readModelKeys, startProjection, type DocumentProjection } from './projection-runner.ts';
import type { RecordedEvent } from './eventstore/port.ts';
import {
  appendTallyHistory,
  foldTally,
  readEverything,
  seededRandom,
  snapshotReadModel,
  tallyProjection,
  tallyEvents,
  type TallyEvent,
} from './testing/tally-projection.ts';
import { connectRedis, keysOnEveryNode } from './connect-redis.ts';
import { registerProjection } from './registered-projection.ts';
import { rebuildReadModel } from '../main/rebuild-read-model.ts';

/** The tally read model plus an index of live tallies per group, scored by their last amount. */
const indexedTally: DocumentProjection<TallyEvent> = {
  ...tallyProjection,
  name: 'tally-indexed',
  indexes: ['by-group'],
  indexChanges: (event) => {
    if (event.type === 'NoiseRecorded') return [];
    const member = `${event.data.group}\0${event.data.tallyId}`;
    return event.type === 'TallyCleared' ? [{ index: 'by-group', member, remove: true }] : [{ index: 'by-group', member, score: event.data.amount }];
  },
};

/** The index folded in memory, ordered as Redis orders a sorted set (score, then member bytes). */
function foldIndex(recorded: RecordedEvent[], upTo = Number.POSITIVE_INFINITY): { member: string; score: number }[] {
  const members = new Map<string, number>();
  for (const r of recorded) {
    if (r.position > upTo) break;
    if (!indexedTally.handles.includes(r.type as TallyEvent['type'])) continue;
    for (const c of indexedTally.indexChanges!(tallyEvents.parse(r), r)) {
      if (c.remove) members.delete(c.member);
      else members.set(c.member, c.score ?? 0);
    }
  }
  return [...members]
    .map(([member, score]) => ({ member, score }))
    .sort((a, b) => a.score - b.score || Buffer.compare(Buffer.from(a.member), Buffer.from(b.member)));
}

const context = testContextPerTest();
const extraRedis: Redis[] = [];
const children: ChildProcess[] = [];
function connection(options: { enableAutoPipelining?: boolean } = {}): Redis {
  const r = connectRedis(testRedisUrl(), { maxRetriesPerRequest: null, ...options });
  extraRedis.push(r);
  return r;
}

afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const r of extraRedis.splice(0)) r.disconnect();
});

/** Runs the tally projection until it has caught up with the store, stops it, and returns what it left in Redis. */
async function replayToHead(ctx: TestContext) {
  const runner = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: tallyProjection });
  await runner.waitFor();
  await runner.stop();
  return snapshotReadModel(ctx.redis, ctx.prefix, tallyProjection);
}

/** Resolves with every checkpoint the runners publish on the read model's change channel. */
async function listenToCheckpoints(prefix: string, onCheckpoint?: (position: number) => void): Promise<number[]> {
  const sub = connection();
  const seen: number[] = [];
  await sub.subscribe(readModelKeys(prefix, tallyProjection.name).changes);
  sub.on('message', (_channel, message: string) => {
    seen.push(Number(message));
    onCheckpoint?.(Number(message));
  });
  return seen;
}

describe('projection runner', () => {
  it('replays the log into documents equal to a pure fold, and a restart resumes without applying anything twice', async () => {
    const ctx = await context('replay');
    const head = await appendTallyHistory(ctx.store, { count: 1500, docs: 60, seed: 1 });
    const first = await replayToHead(ctx);
    const events = await readEverything(ctx.store);
    expect(first.checkpoint).toBe(head);
    expect(first.docs).toEqual(foldTally(events));
    expect(Object.keys(first.docs).length).toBeGreaterThan(40);

    // A second runner starts from the stored checkpoint: same documents, nothing re-applied.
    const again = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: tallyProjection });
    await again.waitFor();
    await sleep(50);
    await again.stop();
    expect(await snapshotReadModel(ctx.redis, ctx.prefix, tallyProjection)).toEqual(first);

    // New events are applied once each, and only the new ones.
    const newHead = await appendTallyHistory(ctx.store, { count: 200, docs: 60, seed: 2, label: 'more' });
    const after = await replayToHead(ctx);
    expect(after.checkpoint).toBe(newHead);
    expect(after.docs).toEqual(foldTally(await readEverything(ctx.store)));
  });

  it('catches up in batches of batchSize, one transaction and one checkpoint per batch', async () => {
    const ctx = await context('batches');
    await appendTallyHistory(ctx.store, { count: 1000, docs: 30, seed: 3 });
    const positions = (await readEverything(ctx.store)).map((e) => e.position);
    const published = await listenToCheckpoints(ctx.prefix);
    const runner = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: tallyProjection, batchSize: 50 });
    await runner.waitFor();
    await runner.stop();
    await sleep(50);
    // Every 50th position, and nothing else: the log was already there, so no batch was cut short.
    expect(published).toEqual(positions.filter((_, i) => i % 50 === 49));
  });

  it('writes documents and checkpoint in one atomic step: any atomic read shows exactly the fold up to the checkpoint', async () => {
    const ctx = await context('atomic');
    await appendTallyHistory(ctx.store, { count: 3000, docs: 80, seed: 4 });
    const events = await readEverything(ctx.store);
    const head = events[events.length - 1]!.position;
    const reader = connection();
    const runner = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: tallyProjection, batchSize: 60 });
    const snapshots: Awaited<ReturnType<typeof snapshotReadModel>>[] = [];
    for (;;) {
      const s = await snapshotReadModel(reader, ctx.prefix, tallyProjection);
      snapshots.push(s);
      if (s.checkpoint === head) break;
    }
    await runner.stop();
    const distinct = new Set(snapshots.map((s) => s.checkpoint));
    // The reader really looked mid-replay, many times.
    expect(distinct.size).toBeGreaterThan(5);
    const folds = new Map([...distinct].map((c) => [c, foldTally(events, c)]));
    for (const s of snapshots) expect(s.docs, `at checkpoint ${s.checkpoint}`).toEqual(folds.get(s.checkpoint));
  });

  it('two runners of the same read model, while events keep arriving, never double-apply', async () => {
    const ctx = await context('twins');
    await appendTallyHistory(ctx.store, { count: 1200, docs: 50, seed: 5 });
    // Two runners on one connection, one on its own and one on an auto-pipelined one (the projector's): all safe.
    const a = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: tallyProjection, batchSize: 40 });
    const b = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: tallyProjection, batchSize: 70 });
    const c = await startProjection({ store: ctx.store, redis: connection(), prefix: ctx.prefix, projection: tallyProjection, batchSize: 25 });
    const d = await startProjection({ store: ctx.store, redis: connection({ enableAutoPipelining: true }), prefix: ctx.prefix, projection: tallyProjection, batchSize: 55 });
    for (let i = 0; i < 8; i++) {
      await appendTallyHistory(ctx.store, { count: 100, docs: 50, seed: 100 + i, perAppend: 10, label: `live${i}` });
      await sleep(5);
    }
    const head = await ctx.store.headPosition();
    await Promise.all([a.waitFor(head), b.waitFor(head), c.waitFor(head), d.waitFor(head)]);
    await Promise.all([a.stop(), b.stop(), c.stop(), d.stop()]);
    const snap = await snapshotReadModel(ctx.redis, ctx.prefix, tallyProjection);
    expect(snap.checkpoint).toBe(head);
    expect(snap.docs).toEqual(foldTally(await readEverything(ctx.store)));
  });

  /** Ten single-event batches for one tally and its group, applied one by one; how often the runner read a document. */
  async function documentReadsOverTenBatches(label: string, documentCharsKept?: number): Promise<number> {
    const ctx = await context(label);
    const redis = connection();
    let reads = 0;
    const hget = redis.hget.bind(redis);
    redis.hget = ((...args: Parameters<typeof hget>) => (reads++, hget(...args))) as typeof redis.hget;
    const runner = await startProjection({ store: ctx.store, redis, prefix: ctx.prefix, projection: tallyProjection, minBatchIntervalMs: 0, ...(documentCharsKept ? { documentCharsKept } : {}) });
    for (let i = 0; i < 10; i++) {
      const { position } = await ctx.store.appendToStream(`tally-${label}`, [{ id: randomUUID(), ...tallyEvents.serialize({ type: 'TallyAdded', data: { tallyId: 't0', amount: i, group: 'g0' } }) }]);
      await runner.waitFor(position);
    }
    await runner.stop();
    expect((await snapshotReadModel(ctx.redis, ctx.prefix, tallyProjection)).docs).toEqual(foldTally(await readEverything(ctx.store)));
    return reads;
  }

  it('reads a document from Redis once while its own writes keep succeeding, not again for every batch', async () => {
    // Ten batches, two documents each (the tally and its group): each read once.
    expect(await documentReadsOverTenBatches('known-documents')).toBe(2);
  });

  it('deletes a document that was there, and sends no delete for one that never was', async () => {
    const ctx = await context('no-needless-delete');
    const redis = connection();
    const deletes: string[] = [];
    const send = redis.sendCommand.bind(redis);
    redis.sendCommand = ((command: Parameters<typeof send>[0]) => {
      const args = command.args.map(String);
      args.forEach((a, i) => a === 'HDEL' && deletes.push(args[i + 2]!));
      return send(command);
    }) as typeof redis.sendCommand;
    const runner = await startProjection({ store: ctx.store, redis, prefix: ctx.prefix, projection: tallyProjection, minBatchIntervalMs: 0 });
    const append = async (event: TallyEvent) => (await ctx.store.appendToStream('tally-deletes', [{ id: randomUUID(), ...tallyEvents.serialize(event) }])).position;
    await runner.waitFor(await append({ type: 'TallyAdded', data: { tallyId: 'there', amount: 3, group: 'g' } }));
    await runner.waitFor(await append({ type: 'TallyCleared', data: { tallyId: 'never-there', group: 'g' } }));
    await runner.waitFor(await append({ type: 'TallyCleared', data: { tallyId: 'there', group: 'g' } }));
    await runner.stop();
    expect(deletes).toEqual(['there']);
    expect((await snapshotReadModel(ctx.redis, ctx.prefix, tallyProjection)).docs).toEqual(foldTally(await readEverything(ctx.store)));
  });

  it('past the memory it may keep, forgets the least recently used documents and reads them again', async () => {
    // Room for the smaller of the two documents (the group's), not for both. The group (written after the tally, so the
    // more recently used) is kept; the tally is forgotten after each batch and read again at the next: 2 reads, then 1
    // per batch. The fold stays exact (checked inside).
    expect(await documentReadsOverTenBatches('forgotten-documents', 40)).toBe(11);
  });

  it('reads the documents again once a rebuild swapped them in, even at the very checkpoint it had reached', async () => {
    const ctx = await context('known-then-rebuilt');
    const keys = readModelKeys(ctx.prefix, tallyProjection.name);
    const add = (amount: number) => ctx.store.appendToStream('tally-rebuilt', [{ id: randomUUID(), ...tallyEvents.serialize({ type: 'TallyAdded', data: { tallyId: 't0', amount, group: 'g0' } }) }]);
    await add(1);
    // A damaged document, read by the runner when it starts and folded on from there, as a bug would leave it.
    await ctx.redis.hset(keys.collection('tallies'), 't0', JSON.stringify({ tallyId: 't0', count: 1000, total: 1000, checksum: 1, lastPosition: -1 }));
    const runner = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: tallyProjection, minBatchIntervalMs: 0 });
    await runner.waitFor((await add(2)).position);
    // Nothing appended meanwhile: the rebuilt copy ends at the runner's own checkpoint.
    await rebuildReadModel({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix }, registerProjection(tallyProjection));
    await runner.waitFor((await add(3)).position);
    await runner.stop();
    expect((await snapshotReadModel(ctx.redis, ctx.prefix, tallyProjection)).docs).toEqual(foldTally(await readEverything(ctx.store)));
  });

  it('rebuild: dropping the read model and replaying it gives back exactly what was there', async () => {
    const ctx = await context('rebuild');
    const head = await appendTallyHistory(ctx.store, { count: 2000, docs: 100, seed: 6 });
    const original = await replayToHead(ctx);
    expect(original.checkpoint).toBe(head);

    await dropReadModel(ctx.redis, ctx.prefix, tallyProjection);
    expect(await keysOnEveryNode(ctx.redis, `${ctx.prefix}rm:tally:*`)).toEqual([]);
    expect(await readCheckpoint(ctx.redis, ctx.prefix, tallyProjection.name)).toBe(-1);

    expect(await replayToHead(ctx)).toEqual(original);
  });

  it('a projector process SIGKILLed mid-replay again and again ends equal to a clean rebuild', { timeout: 180_000 }, async () => {
    const ctx = await context('crash');
    await appendTallyHistory(ctx.store, { count: 20_000, docs: 300, seed: 7, perAppend: 100 });
    const random = seededRandom(20260101);
    let latest = -1;
    let onCheckpoint: ((p: number) => void) | null = null;
    await listenToCheckpoints(ctx.prefix, (p) => {
      latest = Math.max(latest, p);
      onCheckpoint?.(p);
    });
    const childFile = resolve(import.meta.dirname, 'testing/projector-child.ts');
    const startChild = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', childFile, '50'], {
        env: { ...process.env, ...ctx.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (d) => (stderr += String(d)));
      children.push(child);
      return { child, stderr: () => stderr };
    };
    /** Resolves at the first checkpoint published at or beyond `min`; fails if the child dies first. */
    const reach = (child: ChildProcess, min: number, stderr: () => string) =>
      new Promise<number>((done, fail) => {
        const onExit = (code: number | null) => fail(new Error(`projector exited (${code}) before checkpoint ${min}:\n${stderr()}`));
        child.once('exit', onExit);
        onCheckpoint = (p) => {
          if (p < min) return;
          onCheckpoint = null;
          child.off('exit', onExit);
          done(p);
        };
      });

    const kills: { seen: number; afterKill: number; head: number }[] = [];
    for (const fraction of [0.08, 0.25, 0.45, 0.62, 0.8]) {
      const head = await ctx.store.headPosition();
      const threshold = Math.floor(head * (fraction + random() * 0.06));
      const { child, stderr } = startChild();
      const seen = await reach(child, threshold, stderr);
      // Land the kill anywhere in the next batches: between reads, while the batch script runs, or right after it.
      await sleep(Math.floor(random() * 12));
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
      const afterKill = await readCheckpoint(ctx.redis, ctx.prefix, tallyProjection.name);
      kills.push({ seen, afterKill, head });
      // Live traffic while the projector is down.
      await appendTallyHistory(ctx.store, { count: 300, docs: 300, seed: 1000 + kills.length, perAppend: 20, label: `down${kills.length}` });
    }
    for (let i = 0; i < kills.length; i++) {
      const k = kills[i]!;
      expect(k.afterKill, `kill ${i} happened mid-replay`).toBeLessThan(k.head);
      expect(k.afterKill).toBeGreaterThanOrEqual(k.seen);
      if (i > 0) expect(k.afterKill, `kill ${i} made progress`).toBeGreaterThan(kills[i - 1]!.afterKill);
    }

    const finalHead = await ctx.store.headPosition();
    const { child, stderr } = startChild();
    if (latest < finalHead) await reach(child, finalHead, stderr);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code, stderr()).toBe(0);
    const crashed = await snapshotReadModel(ctx.redis, ctx.prefix, tallyProjection);

    const cleanPrefix = uniquePrefix('clean');
    const clean = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: cleanPrefix, projection: tallyProjection });
    await clean.waitFor(finalHead);
    await clean.stop();
    const rebuilt = await snapshotReadModel(ctx.redis, cleanPrefix, tallyProjection);
    const leftovers = await keysOnEveryNode(ctx.redis, `${cleanPrefix}*`);
    if (leftovers.length) await ctx.redis.del(...leftovers);

    expect(crashed.checkpoint).toBe(finalHead);
    expect(rebuilt.checkpoint).toBe(finalHead);
    expect(Object.keys(crashed.docs).length).toBeGreaterThan(250);
    expect(crashed.docs).toEqual(rebuilt.docs);
    expect(crashed.docs).toEqual(foldTally(await readEverything(ctx.store)));
  });
  it('under a steady trickle applies at most one batch per interval, yet applies the first event after a quiet spell at once', async () => {
    const ctx = await context('interval');
    const seen = await listenToCheckpoints(ctx.prefix);
    // Bounds are stated against the time the trickle really took, and the interval is long next to a scheduling delay:
    // on a loaded machine the appends spread out, and the count of batches may grow with them, never beyond one per interval.
    const INTERVAL_MS = 1000;
    const runner = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: tallyProjection, minBatchIntervalMs: INTERVAL_MS });
    const add = (n: number) => ctx.store.appendToStream(`tally-${n % 3}`, [{ id: randomUUID(), type: 'TallyAdded', data: { tallyId: `t${n % 3}`, amount: n, group: 'g' } }]);
    await sleep(INTERVAL_MS + 100);
    // Quiet until now: the first event is applied without waiting for the interval.
    const first = await add(0);
    const started = Date.now();
    await runner.waitFor(first.position);
    expect(Date.now() - started).toBeLessThan(INTERVAL_MS / 2);
    // 40 appends over >= 1.6 s: without the interval that is ~40 batches; with it, at most one per second.
    const before = seen.length;
    const trickleStarted = Date.now();
    let last = first.position;
    for (let n = 1; n <= 40; n++) {
      last = (await add(n)).position;
      await sleep(40);
    }
    await runner.waitFor(last);
    const elapsed = Date.now() - trickleStarted;
    await sleep(50);
    expect(seen.length - before).toBeGreaterThanOrEqual(2);
    expect(seen.length - before).toBeLessThanOrEqual(Math.ceil(elapsed / INTERVAL_MS) + 1);
    await runner.stop();
    const snapshot = await snapshotReadModel(ctx.redis, ctx.prefix, tallyProjection);
    expect(snapshot.docs).toEqual(foldTally(await readEverything(ctx.store)));
  });

  describe('index targets', () => {
    it('adds and removes index members with the documents and the checkpoint in one atomic step; a restart re-applies nothing; a drop and replay equals what was there', async () => {
      const ctx = await context('index');
      await appendTallyHistory(ctx.store, { count: 2500, docs: 90, seed: 21 });
      const events = await readEverything(ctx.store);
      const head = events[events.length - 1]!.position;
      const keys = readModelKeys(ctx.prefix, indexedTally.name);
      const reader = connection();
      const runner = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: indexedTally, batchSize: 40 });
      // Read checkpoint and index atomically while the runner catches up: always the fold up to that checkpoint.
      const seen = new Set<number>();
      for (;;) {
        const r = await reader.multi().get(keys.checkpoint).zrange(keys.index('by-group'), 0, -1, 'WITHSCORES').exec();
        const checkpoint = r![0]![1] === null ? -1 : Number(r![0]![1]);
        const flat = r![1]![1] as string[];
        const index = [];
        for (let i = 0; i < flat.length; i += 2) index.push({ member: flat[i]!, score: Number(flat[i + 1]) });
        expect(index, `at checkpoint ${checkpoint}`).toEqual(foldIndex(events, checkpoint));
        seen.add(checkpoint);
        if (checkpoint === head) break;
      }
      await runner.stop();
      expect(seen.size).toBeGreaterThan(3);
      const expected = foldIndex(events);
      expect(expected.length).toBeGreaterThan(40);
      expect(await readIndex(ctx.redis, ctx.prefix, indexedTally.name, 'by-group')).toEqual(expected);
      const docs = await snapshotReadModel(ctx.redis, ctx.prefix, indexedTally);

      const again = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: indexedTally });
      await again.waitFor();
      await sleep(50);
      await again.stop();
      expect(await readIndex(ctx.redis, ctx.prefix, indexedTally.name, 'by-group')).toEqual(expected);
      expect(await snapshotReadModel(ctx.redis, ctx.prefix, indexedTally)).toEqual(docs);

      await dropReadModel(ctx.redis, ctx.prefix, indexedTally);
      expect(await keysOnEveryNode(ctx.redis, `${ctx.prefix}rm:tally-indexed:*`)).toEqual([]);
      const replay = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: indexedTally });
      await replay.waitFor();
      await replay.stop();
      expect(await readIndex(ctx.redis, ctx.prefix, indexedTally.name, 'by-group')).toEqual(expected);
      expect(await snapshotReadModel(ctx.redis, ctx.prefix, indexedTally)).toEqual(docs);
    });

    it('refuses an index change to an undeclared index, and an index named like a collection', async () => {
      const ctx = await context('index-undeclared');
      await appendTallyHistory(ctx.store, { count: 10, docs: 3, seed: 22 });
      const stray: DocumentProjection<TallyEvent> = { ...indexedTally, name: 'tally-stray', indexes: [] };
      const runner = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: stray });
      await expect(runner.done).rejects.toThrow(/index "by-group" is not declared/);
      expect(await readCheckpoint(ctx.redis, ctx.prefix, stray.name)).toBe(-1);
      await expect(startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: { ...indexedTally, indexes: ['groups'] } })).rejects.toThrow(
        /both a collection and an index/,
      );
    });
  });
});
