import { z } from 'zod';
import type { Redis } from 'ioredis';
import { eventRegistry, type EventsOf } from '@rihla/events/registry';
import { eventIdFor } from '../command-handling/decider.ts';
import type { EventStore, RecordedEvent } from '../eventstore/port.ts';
import { readModelKeys, type DocumentProjection } from '../projection-runner.ts';

/**
 * A small read model for proving the projection runner. Its documents are order- and count-sensitive (a running
 * checksum and a counter), so a skipped, doubled or reordered event shows up as a different document.
 */
export const tallyEvents = eventRegistry({
  TallyAdded: z.object({ tallyId: z.string(), amount: z.number().int(), group: z.string() }),
  TallyCleared: z.object({ tallyId: z.string(), group: z.string() }),
  NoiseRecorded: z.object({ note: z.string() }),
});
export type TallyEvent = EventsOf<typeof tallyEvents>;

export interface TallyDoc {
  tallyId: string;
  count: number;
  total: number;
  checksum: number;
  lastPosition: number;
}
export interface GroupDoc {
  group: string;
  events: number;
}

export const tallyProjection: DocumentProjection<TallyEvent> = {
  name: 'tally',
  collections: ['tallies', 'groups'],
  handles: ['TallyAdded', 'TallyCleared'],
  registry: tallyEvents,
  targets: (event) =>
    event.type === 'NoiseRecorded'
      ? []
      : [
          { collection: 'tallies', id: event.data.tallyId },
          { collection: 'groups', id: event.data.group },
        ],
  evolve: (doc, event, recorded, target) => {
    if (target.collection === 'groups') {
      const g = (doc as GroupDoc | null) ?? { group: target.id, events: 0 };
      return { ...g, events: g.events + 1 };
    }
    switch (event.type) {
      case 'TallyCleared':
        return null;
      case 'TallyAdded': {
        const t = (doc as TallyDoc | null) ?? { tallyId: event.data.tallyId, count: 0, total: 0, checksum: 7, lastPosition: -1 };
        return {
          ...t,
          count: t.count + 1,
          total: t.total + event.data.amount,
          checksum: (t.checksum * 31 + event.data.amount + recorded.position) % 2_147_483_647,
          lastPosition: recorded.position,
        };
      }
      case 'NoiseRecorded':
        return doc;
    }
  },
};

/** A deterministic pseudo-random sequence (mulberry32), so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The n-th event of a generated history: mostly additions over `docs` tallies, some clears and some noise. */
export function tallyEventAt(n: number, docs: number, random: () => number): TallyEvent {
  const r = random();
  const doc = Math.floor(random() * docs);
  const tallyId = `t${doc}`;
  const group = `g${doc % 7}`;
  if (r < 0.03) return { type: 'TallyCleared', data: { tallyId, group } };
  if (r < 0.08) return { type: 'NoiseRecorded', data: { note: `noise ${n}` } };
  return { type: 'TallyAdded', data: { tallyId, amount: Math.floor(random() * 1000) - 200, group } };
}

/**
 * Appends `count` generated events, `perAppend` at a time, each append to one tally's stream (events in an
 * append share the stream, as a real command's do).
 */
export async function appendTallyHistory(
  store: EventStore,
  opts: { count: number; docs: number; seed: number; perAppend?: number; label?: string },
): Promise<number> {
  const random = seededRandom(opts.seed);
  const perAppend = opts.perAppend ?? 50;
  let position = -1;
  for (let n = 0; n < opts.count; n += perAppend) {
    const size = Math.min(perAppend, opts.count - n);
    const events = Array.from({ length: size }, (_, i) => tallyEventAt(n + i, opts.docs, random));
    const stream = `tally-${opts.label ?? 'h'}-${(n / perAppend) % 40}`;
    const result = await store.appendToStream(
      stream,
      events.map((e, i) => ({ ...tallyEvents.serialize(e), id: eventIdFor(`${opts.label ?? 'h'}:${opts.seed}:${n}`, i) })),
    );
    position = result.position;
  }
  return position;
}

/** Every document and the checkpoint of a read model, read atomically, keyed `collection/id`. */
export async function snapshotReadModel(
  redis: Redis,
  prefix: string,
  projection: Pick<DocumentProjection<never>, 'name' | 'collections'>,
): Promise<{ checkpoint: number; docs: Record<string, unknown> }> {
  const keys = readModelKeys(prefix, projection.name);
  const tx = redis.multi();
  tx.get(keys.checkpoint);
  for (const c of projection.collections) tx.hgetall(keys.collection(c));
  const result = await tx.exec();
  if (!result) throw new Error('snapshot transaction aborted');
  for (const [err] of result) if (err) throw err;
  const checkpoint = result[0]![1] === null ? -1 : Number(result[0]![1]);
  const docs: Record<string, unknown> = {};
  projection.collections.forEach((c, i) => {
    const hash = result[i + 1]![1] as Record<string, string>;
    for (const id of Object.keys(hash).sort()) docs[`${c}/${id}`] = JSON.parse(hash[id]!);
  });
  return { checkpoint, docs };
}

/** Every event in the store, in global order. */
export async function readEverything(store: EventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readAll({ after: all.length ? all[all.length - 1]!.position : -1, maxCount: 5000 });
    if (page.length === 0) return all;
    all.push(...page);
  }
}

/** The read model folded straight from the events, without Redis: what every runner must end up with. */
export function foldTally(recorded: RecordedEvent[], upTo = Number.POSITIVE_INFINITY): Record<string, unknown> {
  const docs = new Map<string, unknown>();
  for (const r of recorded) {
    if (r.position > upTo) break;
    if (!tallyProjection.handles.includes(r.type as TallyEvent['type'])) continue;
    const event = tallyEvents.parse(r);
    for (const target of tallyProjection.targets(event, r)) {
      const k = `${target.collection}/${target.id}`;
      const next = tallyProjection.evolve(docs.get(k) ?? null, event, r, target);
      if (next === null) docs.delete(k);
      else docs.set(k, next);
    }
  }
  return Object.fromEntries([...docs.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
