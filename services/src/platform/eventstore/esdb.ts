import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  streamNameFilter,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type CurrentRevision,
  type EventData,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  DuplicateEventIdError,
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
} from './port.ts';

/** Stream reads come from the index, which has no commit position: the server sends the largest uint64 instead. */
const NO_COMMIT_POSITION = BigInt(Number.MAX_SAFE_INTEGER);
const PAGE_SIZE = 500;
const STOP = Symbol('stop');

const toEsdbExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (!Number.isInteger(expected) || expected < 0) throw new RangeError(`expected revision must be a revision >= 0, got ${expected}`);
  return BigInt(expected);
};

const toActual = (current: CurrentRevision): number | 'no_stream' =>
  current === NO_STREAM || current < 0n ? 'no_stream' : Number(current);

const toEventData = (e: NewEvent): EventData =>
  ({
    id: e.id,
    contentType: 'application/json',
    type: e.type,
    data: (e.data ?? null) as JSONType,
    metadata: e.metadata ?? {},
  }) as EventData;

const isSystem = (streamName: string, type: string) => streamName.startsWith('$') || type.startsWith('$');

type RawRecorded = NonNullable<ResolvedEvent['event']>;

/**
 * Every event in one append gets its own log position, which $all reports as both its commit and prepare
 * position; stream reads only know the prepare position, so it stands in when the commit position is absent.
 */
const positionOf = (e: RawRecorded): number => {
  const p = e.position;
  if (!p) return -1;
  return Number(p.commit < NO_COMMIT_POSITION ? p.commit : p.prepare);
};

const toRecorded = (e: RawRecorded): RecordedEvent => ({
  id: e.id,
  type: e.type,
  data: e.data,
  metadata: e.metadata && !(e.metadata instanceof Uint8Array) && typeof e.metadata === 'object' ? (e.metadata as Record<string, unknown>) : {},
  streamName: e.streamId,
  revision: Number(e.revision),
  position: positionOf(e),
  recordedAt: e.created.toISOString(),
});

/** A port position as an $all position (commit and prepare are the same for an event); subscriptions start strictly after it. */
const exactPosition = (position: number) => ({ commit: BigInt(position), prepare: BigInt(position) });

/**
 * EventStoreDB adapter. The port's global position is the event's commit position in $all. System streams and
 * event types ($-prefixed) never leave the adapter, so readAll, headPosition and subscriptions agree on what
 * "the log" is. Unlike the SQLite store, EventStoreDB knows event ids per stream only: the same id appended to
 * a second stream, or appended again at the stream's current revision, is stored again.
 */
export function openEsdbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);
  const subscriptions = new Set<() => Promise<void>>();

  const readStreamRaw = async (streamName: string, opts: ReadStreamOptions = {}): Promise<RawRecorded[]> => {
    const backwards = opts.direction === 'backwards';
    const out: RawRecorded[] = [];
    try {
      const read = client.readStream(streamName, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: opts.fromRevision !== undefined ? BigInt(opts.fromRevision) : backwards ? END : START,
        maxCount: opts.maxCount ?? Number.MAX_SAFE_INTEGER,
      });
      for await (const resolved of read) if (resolved.event) out.push(resolved.event);
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return out;
  };

  /**
   * The server answers a retried append (ids it already holds at that place) exactly like a fresh one, and it
   * compares ids only. Reading the appended revisions back tells a true retry from an id reused for other content.
   */
  const confirmAppended = async (streamName: string, events: NewEvent[], result: { nextExpectedRevision: bigint; position?: Position }): Promise<AppendResult> => {
    const last = Number(result.nextExpectedRevision);
    const stored = await readStreamRaw(streamName, { fromRevision: last - events.length + 1, maxCount: events.length });
    events.forEach((e, i) => {
      const s = stored[i];
      if (!s || s.id !== e.id || s.type !== e.type || JSON.stringify(s.data) !== JSON.stringify(e.data ?? null)) {
        throw new DuplicateEventIdError(streamName, e.id);
      }
    });
    const position = positionOf(stored[stored.length - 1]!);
    return { nextExpectedRevision: last, position: position >= 0 ? position : Number(result.position?.commit ?? -1) };
  };

  const readAllRaw = async (opts: ReadAllOptions): Promise<RecordedEvent[]> => {
    const max = opts.maxCount ?? PAGE_SIZE;
    const backwards = opts.direction === 'backwards';
    const hasBound = opts.after !== undefined && opts.after >= 0;
    // Forward reads from a position include the event at it; the bound keeps the port's "strictly after".
    let bound = hasBound ? opts.after! : backwards ? Number.POSITIVE_INFINITY : -1;
    let from: ReadPosition = hasBound ? exactPosition(bound) : backwards ? END : START;
    const out: RecordedEvent[] = [];
    // One more than wanted, since a forward read returns the bound itself; later pages are full ones because they
    // only happen when system events were skipped.
    let pageSize = Math.min(max, PAGE_SIZE) + 1;
    while (out.length < max) {
      let read = 0;
      let lastPosition: Position | undefined;
      for await (const resolved of client.readAll({ direction: backwards ? BACKWARDS : FORWARDS, fromPosition: from, maxCount: pageSize })) {
        read += 1;
        const e = resolved.event;
        if (!e) continue;
        lastPosition = e.position;
        const position = Number(e.position.commit);
        if (backwards ? position >= bound : position <= bound) continue;
        bound = position;
        if (isSystem(e.streamId, e.type) || out.length >= max) continue;
        out.push(toRecorded(e));
      }
      if (read < pageSize || !lastPosition) break;
      from = lastPosition;
      pageSize = PAGE_SIZE + 1;
    }
    return out;
  };

  return {
    kind: 'esdb',
    async appendToStream(streamName, events, opts = {}) {
      if (events.length === 0) throw new Error('appendToStream needs at least one event');
      const expected = opts.expectedRevision ?? 'any';
      let result;
      try {
        result = await client.appendToStream(streamName, events.map(toEventData), { expectedRevision: toEsdbExpected(expected) });
      } catch (err) {
        if (err instanceof EsdbWrongExpectedVersionError) throw new WrongExpectedVersionError(streamName, expected, toActual(err.actualVersion));
        throw err;
      }
      return confirmAppended(streamName, events, result);
    },

    async readStream(streamName, opts = {}) {
      return (await readStreamRaw(streamName, opts)).map(toRecorded);
    },

    readAll: (opts = {}) => readAllRaw(opts),

    async headPosition() {
      const [last] = await readAllRaw({ direction: 'backwards', maxCount: 1 });
      return last?.position ?? -1;
    },

    subscribeToAll(opts = {}) {
      const prefixes = opts.streamPrefixes;
      const source = client.subscribeToAll({
        fromPosition: opts.after !== undefined && opts.after >= 0 ? exactPosition(opts.after) : START,
        filter: prefixes ? streamNameFilter({ prefixes }) : excludeSystemEvents(),
      });
      let stop!: () => void;
      const stopped = new Promise<typeof STOP>((resolve) => {
        stop = () => resolve(STOP);
      });
      const unsubscribe = async () => {
        stop();
        subscriptions.delete(unsubscribe);
        await source.unsubscribe().catch(() => undefined);
      };
      subscriptions.add(unsubscribe);
      let floor = opts.after ?? -1;
      async function* iterate(): AsyncGenerator<RecordedEvent> {
        const it = source[Symbol.asyncIterator]();
        try {
          for (;;) {
            const pending = it.next();
            // The source may reject once it is cancelled; nobody awaits it then.
            pending.catch(() => undefined);
            const next = await Promise.race([pending, stopped]);
            if (next === STOP || next.done) return;
            const e = (next.value as AllStreamResolvedEvent).event;
            if (!e) continue;
            const position = Number(e.position.commit);
            // A resubscribe from a position may replay it: the port promises strictly-after and no duplicates.
            if (position <= floor) continue;
            floor = position;
            if (isSystem(e.streamId, e.type)) continue;
            if (prefixes && !prefixes.some((p) => e.streamId.startsWith(p))) continue;
            yield toRecorded(e);
          }
        } finally {
          await unsubscribe();
          source.destroy();
        }
      }
      const iterator = iterate();
      return {
        [Symbol.asyncIterator]: () => iterator,
        unsubscribe,
      };
    },

    async close() {
      await Promise.all([...subscriptions].map((unsubscribe) => unsubscribe()));
      await client.dispose();
    },
  };
}
