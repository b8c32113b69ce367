import type { Redis } from 'ioredis';
import type { EventRegistry } from '@rihla/events/registry';
import type { EventStore, RecordedEvent } from './eventstore/port.ts';
import { startCheckpointedConsumer } from './checkpointed-consumer.ts';
import { parseSharedEvent } from './parse-shared-event.ts';
import type { Logger } from './log.ts';
import { withSpan } from './telemetry.ts';

/**
 * A read model made of JSON documents in Redis hashes (`{prefix}rm:{name}:{collection}` -> id -> JSON).
 * `evolve` is pure: (document or null, event) -> document or null (null deletes it).
 */
export interface DocumentProjection<Event extends { type: string; data: unknown }> {
  name: string;
  /** Every collection this read model owns; `rebuild` drops them all. */
  collections: readonly string[];
  /** Event types this projection reads; the others only move its checkpoint. */
  handles: readonly Event['type'][];
  registry: EventRegistry<Event>;
  /** The documents an event changes. */
  targets: (event: Event, recorded: RecordedEvent) => { collection: string; id: string }[];
  evolve: (doc: unknown, event: Event, recorded: RecordedEvent, target: { collection: string; id: string }) => unknown;
  /**
   * Sorted sets this read model owns, one Redis key each (`{prefix}rm:{name}:{index}`, named apart from the
   * collections); `rebuild` drops and swaps them with the collections. An index grows by members instead of being
   * rewritten as a document, so a list many events extend (an owner's bookings) costs each event O(1), not O(list).
   */
  indexes?: readonly string[];
  /** The index members an event adds or removes; applied in event order, in the same write as the documents. */
  indexChanges?: (event: Event, recorded: RecordedEvent) => IndexChange[];
  /**
   * Shape of the stored documents (default 1). Raise it when evolve or the key layout changes: the projector then
   * rebuilds the read model from the events before following them, instead of mixing old and new shapes.
   */
  version?: number;
}

/**
 * One member of an index added (ZADD, idempotent: same member, same score) or removed (ZREM). Members with equal
 * scores sort by their bytes, so `owner\0sortKey\0id` members with score 0 serve range reads per owner (ZRANGEBYLEX).
 */
export interface IndexChange {
  index: string;
  member: string;
  /** Default 0. */
  score?: number;
  remove?: boolean;
}

/**
 * Characters of JSON a runner keeps in memory as documents (the most recently used): the bookings and carts a busy
 * minute touches, without a read model of large documents (a departure's manifest) growing the process without bound.
 */
const DOCUMENT_CHARS_KEPT = 16_000_000;

export const readModelKeys = (prefix: string, name: string) => ({
  collection: (c: string) => `${prefix}rm:${name}:${c}`,
  index: (i: string) => `${prefix}rm:${name}:${i}`,
  checkpoint: `${prefix}rm:${name}:checkpoint`,
  version: `${prefix}rm:${name}:version`,
  changes: `${prefix}rm:${name}:changes`,
  /** Set to a new value when a rebuild swaps the documents in: runners holding documents in memory read them again. */
  epoch: `${prefix}rm:${name}:epoch`,
});

/**
 * Moves a checkpoint forward, never back, and announces it on the changes channel (ARGV[2], a channel, not a key).
 * Atomic in Redis, so a runner comparing the checkpoint before its write sees the move and re-reads.
 */
const ADVANCE_CHECKPOINT = `local c = tonumber(redis.call('GET', KEYS[1]) or '-1')
if tonumber(ARGV[1]) > c then
  redis.call('SET', KEYS[1], ARGV[1])
  redis.call('PUBLISH', ARGV[2], ARGV[1])
end
return 1`;

/**
 * Applies a batch's document and index writes and moves the checkpoint, only if the checkpoint (KEYS[1]) and the epoch
 * (KEYS[2]) still read what the batch was folded from (ARGV[1] and ARGV[4], '' for none): a compare-and-set in one
 * script, atomic in Redis. Returns 0, and writes nothing, when another runner moved the checkpoint or a rebuild swapped
 * the documents first. ARGV[2] is the new checkpoint, ARGV[3] the changes channel; then four arguments per write: the
 * command, the index of its key in KEYS, and its two operands.
 */
const APPLY_BATCH = `if (redis.call('GET', KEYS[1]) or '') ~= ARGV[1] or (redis.call('GET', KEYS[2]) or '') ~= ARGV[4] then return 0 end
for i = 5, #ARGV, 4 do
  local command, key = ARGV[i], KEYS[tonumber(ARGV[i + 1])]
  if command == 'HSET' then redis.call('HSET', key, ARGV[i + 2], ARGV[i + 3])
  elseif command == 'HDEL' then redis.call('HDEL', key, ARGV[i + 2])
  elseif command == 'ZADD' then redis.call('ZADD', key, ARGV[i + 3], ARGV[i + 2])
  else redis.call('ZREM', key, ARGV[i + 2]) end
end
redis.call('SET', KEYS[1], ARGV[2])
redis.call('PUBLISH', ARGV[3], ARGV[2])
return 1`;

interface ReadModelCommands {
  advanceReadModelCheckpoint(checkpoint: string, position: string, channel: string): Promise<number>;
  applyReadModelBatch(numberOfKeys: number, ...keysAndArgs: string[]): Promise<number>;
}

/** The two scripts as commands of a connection (EVALSHA, loading the script on NOSCRIPT), defined once per connection. */
function withReadModelCommands(redis: Redis): Redis & ReadModelCommands {
  const r = redis as Redis & Partial<ReadModelCommands>;
  if (!r.applyReadModelBatch) {
    redis.defineCommand('advanceReadModelCheckpoint', { numberOfKeys: 1, lua: ADVANCE_CHECKPOINT });
    redis.defineCommand('applyReadModelBatch', { lua: APPLY_BATCH });
  }
  return r as Redis & ReadModelCommands;
}

/** The position a read model has processed up to; -1 when it has seen nothing. */
export async function readCheckpoint(redis: Redis, prefix: string, name: string): Promise<number> {
  const v = await redis.get(readModelKeys(prefix, name).checkpoint);
  return v === null ? -1 : Number(v);
}

export interface ProjectionRunnerOptions<Event extends { type: string; data: unknown }> {
  store: EventStore;
  redis: Redis;
  prefix: string;
  projection: DocumentProjection<Event>;
  log?: Logger;
  /** Events applied per write while catching up. */
  batchSize?: number;
  /**
   * While events keep coming, a batch is applied at most this often (a full batch at once): under load each write
   * then carries several appends' worth of changes, and a document many events touch (an owner's booking index) is
   * read, folded and written once per interval instead of once per append. After a quiet spell the first event is
   * applied at once. 0 applies whatever is available as soon as it is. 150 ms (default): a booking's events come over
   * a few hundred milliseconds, and each batch that touches its documents writes them whole (1-2 KB of JSON each), so
   * the interval sets how often: from 50 to 150 ms the projector's CPU per booking fell by 15-40 % in the bookings bench
   * (docs/benchmarks.md, issue 26's twelfth pass). No screen tells a read model 150 ms behind from one 50 ms behind: a
   * request waiting for a booking's outcome reads its stream, and the cart reads its stream's head to catch a lag.
   */
  minBatchIntervalMs?: number;
  /** Characters of JSON kept in memory as documents between batches (default DOCUMENT_CHARS_KEPT). */
  documentCharsKept?: number;
}

export interface ProjectionRunner {
  /** Resolves once the read model has caught up to `position` (default: the store's head at call time). */
  waitFor(position?: number): Promise<void>;
  stop(): Promise<void>;
  readonly done: Promise<void>;
}

/**
 * Subscribes from the stored checkpoint and applies events in batches. Each batch's document writes and its
 * checkpoint go in one script that first compares the checkpoint with the one the batch was folded from: a crash
 * leaves either all of a batch or none, and a second runner of the same read model cannot double-apply (its write is
 * refused and it re-reads). No WATCH, so the runners of a process can share one connection: with auto-pipelining
 * (the projector's), the reads and writes of every read model taking the same events go out in one socket write.
 */
export async function startProjection<Event extends { type: string; data: unknown }>(
  opts: ProjectionRunnerOptions<Event>,
): Promise<ProjectionRunner> {
  const { store, prefix, projection } = opts;
  const redis = withReadModelCommands(opts.redis);
  const keys = readModelKeys(prefix, projection.name);
  const handles = new Set<string>(projection.handles);
  const indexes = new Set<string>(projection.indexes ?? []);
  const clash = projection.collections.find((c) => indexes.has(c));
  if (clash) throw new Error(`read model ${projection.name}: "${clash}" is both a collection and an index`);
  const batchSize = opts.batchSize ?? 200;
  const minBatchIntervalMs = opts.minBatchIntervalMs ?? 150;
  const documentCharsKept = opts.documentCharsKept ?? DOCUMENT_CHARS_KEPT;
  /**
   * The documents as this runner last read or wrote them, with the checkpoint and epoch they belong to. A batch folds
   * from them without reading them back (each was a whole document over the socket and through JSON.parse, every
   * batch); the batch's compare-and-set proves them current: when another runner moved the checkpoint or a rebuild
   * swapped the documents, it refuses the write and the runner reads everything again. Dropped on any failure, since
   * a fold that threw may have left a document half changed.
   */
  let known: { checkpoint: string; epoch: string; docs: Map<string, { doc: unknown; chars: number }>; chars: number } | null = null;
  /** Keeps a document (null: none) as the most recently used, with the length of its JSON. */
  const remember = (k: string, doc: unknown, json: string | null) => {
    const kept = known!;
    kept.chars -= kept.docs.get(k)?.chars ?? 0;
    kept.docs.delete(k);
    const chars = json?.length ?? 0;
    kept.docs.set(k, { doc, chars });
    kept.chars += chars;
  };
  /** After a batch (never during one: every document it folds must stay), the least recently used go. */
  const forgetOldest = () => {
    const kept = known!;
    for (const [k, { chars }] of kept.docs) {
      if (kept.chars <= documentCharsKept) break;
      kept.docs.delete(k);
      kept.chars -= chars;
    }
  };
  const applyBatch = async (batch: RecordedEvent[]): Promise<void> => {
    try {
      await applyBatchOnce(batch);
    } catch (err) {
      known = null;
      throw err;
    }
  };
  const applyBatchOnce = async (batch: RecordedEvent[]): Promise<void> => {
    const last = batch[batch.length - 1]!.position;
    await withSpan('projection.apply', { 'rihla.projection': projection.name, 'rihla.events': batch.length }, async () => {
      // Parsed before any round trip, and once for all the read models of the process that read the same event.
      const relevant = batch.filter((e) => handles.has(e.type)).map((recorded) => ({ recorded, event: parseSharedEvent(projection.registry, recorded) }));
      if (relevant.length === 0) {
        // Nothing to write, only the checkpoint to move: one round trip. It never moves back, so when it was ahead of
        // what this runner knew, the next compare-and-set fails and the runner reads again.
        await redis.advanceReadModelCheckpoint(keys.checkpoint, String(last), keys.changes);
        if (known && Number(known.checkpoint || -1) < last) known.checkpoint = String(last);
        return;
      }
      const targets = new Map<string, { collection: string; id: string }>();
      for (const { recorded, event } of relevant) {
        for (const target of projection.targets(event, recorded)) targets.set(`${target.collection}\u0000${target.id}`, target);
      }
      for (;;) {
        if (!known) {
          // The checkpoint, the epoch and every document the batch may touch, sent together (one round trip).
          const [stored, epoch, ...raws] = await Promise.all([
            redis.get(keys.checkpoint),
            redis.get(keys.epoch),
            ...[...targets.values()].map(({ collection, id }) => redis.hget(keys.collection(collection), id)),
          ]);
          known = { checkpoint: stored ?? '', epoch: epoch ?? '', docs: new Map(), chars: 0 };
          let reply = 0;
          for (const k of targets.keys()) {
            const raw = raws[reply++]!;
            remember(k, raw === null ? null : JSON.parse(raw), raw);
          }
        } else {
          // Only the documents this runner has not seen yet.
          const missing = [...targets].filter(([k]) => !known!.docs.has(k));
          const raws = await Promise.all(missing.map(([, { collection, id }]) => redis.hget(keys.collection(collection), id)));
          missing.forEach(([k], i) => remember(k, raws[i] === null ? null : JSON.parse(raws[i]!), raws[i]!));
        }
        const { checkpoint: stored, epoch } = known;
        const from = stored === '' ? -1 : Number(stored);
        const fresh = relevant.filter((e) => e.recorded.position > from);
        if (fresh.length === 0 && from >= last) return;
        const docs = new Map<string, { collection: string; id: string; doc: unknown }>();
        for (const [k, target] of targets) docs.set(k, { ...target, doc: known.docs.get(k)!.doc });
        const changed = new Set<string>();
        const indexChanges: IndexChange[] = [];
        for (const { recorded, event } of fresh) {
          for (const change of projection.indexChanges?.(event, recorded) ?? []) {
            // An undeclared index would be left out of drop and rebuild: refuse it rather than leave it stale.
            if (!indexes.has(change.index)) throw new Error(`read model ${projection.name}: index "${change.index}" is not declared`);
            indexChanges.push(change);
          }
          for (const target of projection.targets(event, recorded)) {
            const k = `${target.collection}\u0000${target.id}`;
            const entry = docs.get(k)!;
            entry.doc = projection.evolve(entry.doc, event, recorded, target) ?? null;
            changed.add(k);
          }
        }
        const scriptKeys = [keys.checkpoint, keys.epoch];
        const keyIndex = new Map<string, number>();
        const keyOf = (key: string): string => {
          let i = keyIndex.get(key);
          if (i === undefined) keyIndex.set(key, (i = scriptKeys.push(key)));
          return String(i);
        };
        const writes: string[] = [];
        const written = new Map<string, string | null>();
        for (const k of changed) {
          const { collection, id, doc } = docs.get(k)!;
          const json = doc === null ? null : JSON.stringify(doc);
          written.set(k, json);
          // A document that was not there and still is not (a booking no ops queue holds) needs no HDEL.
          if (json === null && known.docs.get(k)!.doc === null) continue;
          if (json === null) writes.push('HDEL', keyOf(keys.collection(collection)), id, '');
          else writes.push('HSET', keyOf(keys.collection(collection)), id, json);
        }
        for (const { index, member, score, remove } of indexChanges) {
          writes.push(remove ? 'ZREM' : 'ZADD', keyOf(keys.index(index)), member, String(score ?? 0));
        }
        const applied = await redis.applyReadModelBatch(scriptKeys.length, ...scriptKeys, stored, String(last), keys.changes, epoch, ...writes);
        if (applied === 1) {
          known.checkpoint = String(last);
          for (const k of changed) remember(k, docs.get(k)!.doc, written.get(k)!);
          forgetOldest();
          return;
        }
        // Another runner moved the checkpoint, or a rebuild swapped the documents: read them again and retry.
        known = null;
      }
    });
  };

  const consumer = await startCheckpointedConsumer({
    name: `projection ${projection.name}`,
    store,
    // applyBatch writes the checkpoint in its own script, with the documents.
    checkpoints: { read: () => readCheckpoint(redis, prefix, projection.name) },
    batchSize,
    minBatchIntervalMs,
    ...(opts.log ? { log: opts.log } : {}),
    handle: applyBatch,
  });
  const done = consumer.done;
  return { done, waitFor: consumer.waitFor, stop: async () => { await consumer.stop(); await done; } };
}

/** Drops every collection, index and the checkpoint of a read model; the next runner replays it from the start. */
export async function dropReadModel(
  redis: Redis,
  prefix: string,
  projection: Pick<DocumentProjection<never>, 'name' | 'collections'> & { indexes?: readonly string[] },
): Promise<void> {
  const keys = readModelKeys(prefix, projection.name);
  await redis.del(...projection.collections.map(keys.collection), ...(projection.indexes ?? []).map(keys.index), keys.checkpoint, keys.version, keys.epoch);
}

/** Every member of an index with its score, in order: what a rebuild or a test compares. */
export async function readIndex(redis: Redis, prefix: string, name: string, index: string): Promise<{ member: string; score: number }[]> {
  const flat = await redis.zrange(readModelKeys(prefix, name).index(index), 0, -1, 'WITHSCORES');
  const out: { member: string; score: number }[] = [];
  for (let i = 0; i < flat.length; i += 2) out.push({ member: flat[i]!, score: Number(flat[i + 1]) });
  return out;
}
