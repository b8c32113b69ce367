/**
 * The event store port. Three adapters implement it: the embedded SQLite store (default, one file shared by every
 * process on the machine), PostgreSQL (EVENT_STORE=postgres + DATABASE_URL: processes on several machines) and
 * EventStoreDB (EVENTSTORE_URL). All are proven by one contract suite.
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface NewEvent {
  /** Unique id of this event; appending an event id that is already stored is idempotent. */
  id: string;
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

export interface RecordedEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  streamName: string;
  /** 0-based position of the event in its stream. */
  revision: number;
  /** Position in the global log ($all); strictly increasing in commit order. */
  position: number;
  recordedAt: string;
}

export interface AppendResult {
  /** Revision of the last event now in the stream: pass it as the next expected revision. */
  nextExpectedRevision: number;
  /** Global position of the last appended event. */
  position: number;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Start at this revision (inclusive); defaults to the start (forwards) or the end (backwards). */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Read events strictly after this global position (a checkpoint); omit to start at the beginning. */
  after?: number;
  maxCount?: number;
  direction?: 'forwards' | 'backwards';
}

export interface SubscribeToAllOptions {
  /** Deliver events strictly after this checkpoint; omit to start at the beginning. */
  after?: number;
  /** Only deliver events whose stream name starts with one of these prefixes (positions still advance). */
  streamPrefixes?: string[];
}

export interface Subscription extends AsyncIterable<RecordedEvent> {
  /** Stop delivering; the iterator ends after the event being handled. */
  unsubscribe(): Promise<void>;
  /**
   * The same events as runs: each run holds the events that were at hand together (a batch read from the store, the
   * events a feed received at once), never none, in order. Offered by subscriptions that read in batches, so a
   * consumer that batches events itself pays per run rather than per event. A subscription is read one way only.
   */
  runs?(): AsyncIterable<readonly RecordedEvent[]>;
}

export type EventStoreKind = 'sqlite' | 'postgres' | 'esdb';

export interface EventStore {
  readonly kind: EventStoreKind;
  appendToStream(streamName: string, events: NewEvent[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /** Events of one stream; an empty array when the stream does not exist. */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch up from the checkpoint, then follow live appends from every process sharing the store. */
  subscribeToAll(options?: SubscribeToAllOptions): Subscription;
  /** Position of the last event in the global log, or -1 when the store is empty. */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    /** The stream's actual last revision, or 'no_stream'. */
    readonly actual: number | 'no_stream',
  ) {
    super(`stream ${streamName}: expected revision ${String(expected)} but the stream is at ${String(actual)}`);
  }
}

/** An event id is reused for different content: refusing it keeps appends idempotent without hiding a bug. */
export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';
  constructor(
    readonly streamName: string,
    readonly eventId: string,
  ) {
    super(`event id ${eventId} is already stored and does not belong to this append on ${streamName}`);
  }
}

export function checkExpectedRevision(streamName: string, expected: ExpectedRevision, actual: number | 'no_stream'): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && actual === 'no_stream') ||
    (expected === 'stream_exists' && actual !== 'no_stream') ||
    (typeof expected === 'number' && expected === actual);
  if (!ok) throw new WrongExpectedVersionError(streamName, expected, actual);
}
