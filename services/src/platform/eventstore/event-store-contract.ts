import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection } from '../testing/rejection.ts';
import { DuplicateEventIdError, WrongExpectedVersionError, type EventStore, type NewEvent, type RecordedEvent, type Subscription } from './port.ts';

export interface EventStoreContractTarget {
  store: EventStore;
  /** Environment that makes a child process open this very store through loadConfig/openEventStore. */
  childEnv: Record<string, string>;
  cleanup: () => Promise<void>;
}

interface AppenderReport {
  writer: string;
  appended: { id: string; stream: string; revision: number; position: number }[];
  conflicts: number;
}

const APPENDER = fileURLToPath(new URL('./contract-appender.ts', import.meta.url));
const EVENTS_PER_APPENDER = 80;

const newEvent = (type = 'ContractTested', data: unknown = { n: 1 }, metadata?: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  ...(metadata ? { metadata } : {}),
});

interface Appender {
  ready: Promise<void>;
  start: () => void;
  report: Promise<AppenderReport>;
}

function spawnAppender(writer: string, prefix: string, childEnv: Record<string, string>): Appender {
  // The parent's own event store settings must not leak into the child: only childEnv says which store to open.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['EVENT_STORE', 'EVENTSTORE_URL', 'EVENTSTORE_SQLITE_FILE', 'DATABASE_URL']) delete env[k];
  Object.assign(env, childEnv);
  const child = spawn(process.execPath, ['--import', 'tsx', APPENDER, writer, prefix, String(EVENTS_PER_APPENDER)], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.startsWith('ready\n')) markReady();
  });
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const report = new Promise<AppenderReport>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      markReady();
      if (code !== 0) return reject(new Error(`appender ${writer} exited with ${code}:\n${err}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()!) as AppenderReport);
      } catch (e) {
        reject(new Error(`appender ${writer} printed no report: ${String(e)}\n${out}\n${err}`));
      }
    });
  });
  return { ready, report, start: () => child.stdin.end('go\n') };
}

/** Runs appenders in separate processes, released together once all have opened the store. */
async function runAppenders(writers: string[], prefix: string, childEnv: Record<string, string>): Promise<AppenderReport[]> {
  const appenders = writers.map((w) => spawnAppender(w, prefix, childEnv));
  await Promise.all(appenders.map((a) => a.ready));
  for (const a of appenders) a.start();
  return Promise.all(appenders.map((a) => a.report));
}

/**
 * Consumes a subscription in the background (event by event, or in its runs), keeping the events of one test's
 * streams, until `enough` holds (or the deadline passes), then keeps listening a little longer so late duplicates would
 * still be caught.
 */
function consume(subscription: Subscription, prefix: string, how: 'events' | 'runs' = 'events') {
  const kept: RecordedEvent[] = [];
  const positions: number[] = [];
  const see = (e: RecordedEvent) => {
    positions.push(e.position);
    if (e.streamName.startsWith(prefix)) kept.push(e);
  };
  const loop = (async () => {
    if (how === 'runs') {
      for await (const run of subscription.runs!()) {
        if (run.length === 0) throw new Error('a subscription handed over an empty run');
        run.forEach(see);
      }
    } else for await (const e of subscription) see(e);
  })();
  return {
    kept,
    positions,
    async until(enough: (kept: RecordedEvent[]) => boolean, timeoutMs = 60_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!enough(kept) && Date.now() < deadline) await sleep(20);
      await sleep(400);
      await subscription.unsubscribe();
      await loop;
    },
  };
}

const strictlyIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);

/** The behaviour every EventStore adapter must show; registered once per adapter. */
export function describeEventStoreContract(name: string, open: () => Promise<EventStoreContractTarget>): void {
  describe(`event store contract: ${name}`, () => {
    let target: EventStoreContractTarget;
    let store: EventStore;
    // Streams are unique per run, so the suite also runs against a long-lived server with other data on it.
    const run = `contract${randomUUID().slice(0, 8)}`;
    const stream = (label: string) => `${run}-${label}-${randomUUID().slice(0, 6)}`;

    beforeAll(async () => {
      target = await open();
      store = target.store;
    });
    afterAll(async () => {
      await target?.cleanup();
    });

    describe('expected revision', () => {
      it('no_stream creates a stream and is refused once the stream exists', async () => {
        const s = stream('nostream');
        expect((await store.appendToStream(s, [newEvent()], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(0);
        const err = await rejection(store.appendToStream(s, [newEvent()], { expectedRevision: 'no_stream' }));
        expect(err).toBeInstanceOf(WrongExpectedVersionError);
        expect(err).toMatchObject({ streamName: s, expected: 'no_stream', actual: 0 });
        expect(await store.readStream(s)).toHaveLength(1);
      });

      it('any appends to a missing and to an existing stream', async () => {
        const s = stream('any');
        expect((await store.appendToStream(s, [newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0);
        expect((await store.appendToStream(s, [newEvent(), newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(2);
        expect((await store.appendToStream(s, [newEvent()])).nextExpectedRevision).toBe(3);
      });

      it('stream_exists is refused for a missing stream and accepted for an existing one', async () => {
        const s = stream('exists');
        const err = await rejection(store.appendToStream(s, [newEvent()], { expectedRevision: 'stream_exists' }));
        expect(err).toBeInstanceOf(WrongExpectedVersionError);
        expect(err).toMatchObject({ streamName: s, expected: 'stream_exists', actual: 'no_stream' });
        expect(await store.readStream(s)).toEqual([]);
        await store.appendToStream(s, [newEvent()], { expectedRevision: 'no_stream' });
        expect((await store.appendToStream(s, [newEvent()], { expectedRevision: 'stream_exists' })).nextExpectedRevision).toBe(1);
      });

      it('an exact revision appends only at the last revision, and the error carries expected and actual', async () => {
        const s = stream('exact');
        const missing = await rejection(store.appendToStream(s, [newEvent()], { expectedRevision: 0 }));
        expect(missing).toBeInstanceOf(WrongExpectedVersionError);
        expect(missing).toMatchObject({ streamName: s, expected: 0, actual: 'no_stream' });

        await store.appendToStream(s, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
        const stale = await rejection(store.appendToStream(s, [newEvent()], { expectedRevision: 0 }));
        expect(stale).toBeInstanceOf(WrongExpectedVersionError);
        expect(stale).toMatchObject({ streamName: s, expected: 0, actual: 1 });
        const ahead = await rejection(store.appendToStream(s, [newEvent()], { expectedRevision: 7 }));
        expect(ahead).toMatchObject({ expected: 7, actual: 1 });

        const ok = await store.appendToStream(s, [newEvent(), newEvent()], { expectedRevision: 1 });
        expect(ok.nextExpectedRevision).toBe(3);
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
      });
    });

    describe('idempotent append by event id', () => {
      it('appending the same ids again returns the first result and stores nothing twice', async () => {
        const s = stream('idem');
        const batch = [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })];
        const first = await store.appendToStream(s, batch, { expectedRevision: 'no_stream' });
        expect(first.nextExpectedRevision).toBe(1);
        expect(await store.appendToStream(s, batch, { expectedRevision: 'no_stream' })).toEqual(first);
        expect((await store.readStream(s)).map((e) => e.id)).toEqual(batch.map((e) => e.id));

        // A retry that arrives after the stream moved on is still recognised as the same append.
        const third = newEvent('C');
        await store.appendToStream(s, [third], { expectedRevision: 1 });
        expect(await store.appendToStream(s, batch, { expectedRevision: 'no_stream' })).toEqual(first);
        expect((await store.readStream(s)).map((e) => e.id)).toEqual([...batch.map((e) => e.id), third.id]);
      });

      it('an id reused for different content is refused and changes nothing', async () => {
        const s = stream('reuse');
        const original = newEvent('Original', { n: 1 });
        await store.appendToStream(s, [original, newEvent()], { expectedRevision: 'no_stream' });
        const err = await rejection(store.appendToStream(s, [{ id: original.id, type: 'Impostor', data: { n: 666 } }], { expectedRevision: 'no_stream' }));
        expect(err).toBeInstanceOf(DuplicateEventIdError);
        expect(err).toMatchObject({ eventId: original.id });
        const stored = await store.readStream(s);
        expect(stored).toHaveLength(2);
        expect(stored[0]).toMatchObject({ id: original.id, type: 'Original', data: { n: 1 } });
      });
    });

    describe('reading', () => {
      it('reads a stream forwards and backwards from a revision with a max count', async () => {
        const s = stream('read');
        const events = [0, 1, 2, 3, 4].map((n) => newEvent(`Read${n}`, { n, text: 'مرحبا' }, { n }));
        await store.appendToStream(s, events.slice(0, 2), { expectedRevision: 'no_stream' });
        await store.appendToStream(s, events.slice(2), { expectedRevision: 1 });

        const all = await store.readStream(s);
        expect(all.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
        expect(all.map((e) => e.id)).toEqual(events.map((e) => e.id));
        expect(all[3]).toMatchObject({ streamName: s, type: 'Read3', data: { n: 3, text: 'مرحبا' }, metadata: { n: 3 } });
        expect(Number.isNaN(Date.parse(all[0]!.recordedAt))).toBe(false);
        expect(strictlyIncreasing(all.map((e) => e.position))).toBe(true);

        expect((await store.readStream(s, { fromRevision: 2 })).map((e) => e.revision)).toEqual([2, 3, 4]);
        expect((await store.readStream(s, { fromRevision: 1, maxCount: 2 })).map((e) => e.revision)).toEqual([1, 2]);
        expect((await store.readStream(s, { direction: 'backwards' })).map((e) => e.revision)).toEqual([4, 3, 2, 1, 0]);
        expect((await store.readStream(s, { direction: 'backwards', fromRevision: 3, maxCount: 2 })).map((e) => e.revision)).toEqual([3, 2]);
        expect((await store.readStream(s, { direction: 'backwards', maxCount: 1 })).map((e) => e.revision)).toEqual([4]);
        expect(await store.readStream(s, { fromRevision: 5 })).toEqual([]);
      });

      it('reads a missing stream as empty', async () => {
        const s = stream('missing');
        expect(await store.readStream(s)).toEqual([]);
        expect(await store.readStream(s, { direction: 'backwards' })).toEqual([]);
      });

      it('reads the global log strictly after a position, forwards and backwards', async () => {
        const a = stream('allA');
        const b = stream('allB');
        const results = [];
        for (const [i, s] of [a, b, a, b, a].entries()) results.push({ s, i, r: await store.appendToStream(s, [newEvent('All', { i })]) });
        const positions = results.map((x) => x.r.position);
        expect(strictlyIncreasing(positions)).toBe(true);
        const ours = (events: RecordedEvent[]) => events.filter((e) => e.streamName === a || e.streamName === b);

        const after = ours(await store.readAll({ after: positions[0] }));
        expect(after.map((e) => e.position)).toEqual(positions.slice(1));
        expect(after.map((e) => (e.data as { i: number }).i)).toEqual([1, 2, 3, 4]);
        expect(after[0]).toMatchObject({ streamName: b, revision: 0, type: 'All' });

        expect((await store.readAll({ after: positions[1], maxCount: 2 })).map((e) => e.position)).toEqual(positions.slice(2, 4));
        expect((await store.readAll({ after: positions[4], direction: 'backwards', maxCount: 2 })).map((e) => e.position)).toEqual([
          positions[3],
          positions[2],
        ]);
        // Stream reads and the global log agree on where each event is.
        expect((await store.readStream(a)).map((e) => e.position)).toEqual([positions[0], positions[2], positions[4]]);
        expect(await store.headPosition()).toBe(positions[4]);
      });
    });

    describe('subscription to all', () => {
      it('delivers every event after a checkpoint exactly once, in order, while two processes append', { timeout: 180_000 }, async () => {
        const prefix = stream('sub');
        const before = [newEvent(), newEvent(), newEvent()];
        const beforeResult = await store.appendToStream(`${prefix}-before`, before, { expectedRevision: 'no_stream' });
        const checkpoint = await store.headPosition();
        expect(checkpoint).toBe(beforeResult.position);
        // Appended after the checkpoint but before subscribing: delivered while catching up.
        const caughtUp = [newEvent(), newEvent()];
        await store.appendToStream(`${prefix}-caughtup`, caughtUp, { expectedRevision: 'no_stream' });

        const live = consume(store.subscribeToAll({ after: checkpoint }), prefix);
        // The same subscription read in runs, where the adapter offers them, delivers the very same events.
        const inRuns = store.subscribeToAll({ after: checkpoint });
        const liveRuns = inRuns.runs ? consume(inRuns, prefix, 'runs') : null;
        if (!liveRuns) await inRuns.unsubscribe();
        const reports = await runAppenders(['w1', 'w2'], prefix, target.childEnv);
        const appended = reports.flatMap((r) => r.appended);
        expect(appended).toHaveLength(2 * EVENTS_PER_APPENDER);
        const expectedIds = new Set([...caughtUp.map((e) => e.id), ...appended.map((a) => a.id)]);
        await live.until((kept) => kept.length >= expectedIds.size);

        const ids = live.kept.map((e) => e.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(expectedIds);
        expect(ids.slice(0, 2)).toEqual(caughtUp.map((e) => e.id));
        expect(live.positions.every((p) => p > checkpoint)).toBe(true);
        expect(strictlyIncreasing(live.positions)).toBe(true);
        // No gap: what the subscriber saw is exactly the log after the checkpoint, in log order.
        const log = (await store.readAll({ after: checkpoint, maxCount: 10_000 })).filter((e) => e.streamName.startsWith(prefix));
        expect(ids).toEqual(log.map((e) => e.id));
        if (liveRuns) {
          await liveRuns.until((kept) => kept.length >= expectedIds.size);
          expect(liveRuns.kept.map((e) => e.id)).toEqual(ids);
          expect(liveRuns.kept.map((e) => e.position)).toEqual(live.kept.map((e) => e.position));
        }
        const seenPosition = new Map(live.kept.map((e) => [e.id, e.position]));
        for (const a of appended) expect(seenPosition.get(a.id)).toBe(a.position);

        // Contended streams: the processes really raced (some appends were refused on their exact expected revision
        // and retried), both got events in, revisions are gapless and every event is there once.
        expect(reports.reduce((n, r) => n + r.conflicts, 0)).toBeGreaterThan(0);
        for (const shared of [`${prefix}-shared-0`, `${prefix}-shared-1`]) {
          const events = await store.readStream(shared);
          expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
          expect(new Set(events.map((e) => (e.metadata as { writer: string }).writer))).toEqual(new Set(['w1', 'w2']));
          expect(events.map((e) => e.id).sort()).toEqual(appended.filter((a) => a.stream === shared).map((a) => a.id).sort());
        }

        // Resubscribing from a checkpoint taken midway yields exactly the remainder.
        const midIndex = Math.floor(live.kept.length / 2);
        const mid = live.kept[midIndex - 1]!.position;
        const rest = consume(store.subscribeToAll({ after: mid }), prefix);
        await rest.until((kept) => kept.length >= live.kept.length - midIndex);
        expect(rest.kept.map((e) => e.id)).toEqual(ids.slice(midIndex));
        expect(rest.kept.map((e) => e.position)).toEqual(live.kept.slice(midIndex).map((e) => e.position));
      });
    });
  });
}
