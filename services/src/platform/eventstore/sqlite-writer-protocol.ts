/**
 * Messages between the SQLite event store and its writer thread (sqlite-writer-thread.ts). Event data and metadata
 * cross as the JSON text that is stored, so the thread copies strings, not object graphs.
 */
import type { ExpectedRevision } from './port.ts';

export interface WireAppend {
  streamName: string;
  events: { id: string; type: string; data: string; metadata: string }[];
  expected: ExpectedRevision;
}

export type WireError =
  | { kind: 'wrongExpectedVersion'; streamName: string; expected: ExpectedRevision; actual: number | 'no_stream' }
  | { kind: 'duplicateEventId'; streamName: string; eventId: string }
  | { kind: 'failed'; message: string; code: string | undefined };

export type WireOutcome = { ok: true; nextExpectedRevision: number; position: number } | { ok: false; error: WireError };

export interface WriterInit {
  file: string;
  /** Set to 1 (go on) or 2 (fail the batch) by the store once its beforeCommit hook ran; the thread waits on it. */
  hookAnswer: Int32Array;
  /** Raised by the store after each message it posts; the thread waits on it (Atomics.wait) while it has none. */
  wake: Int32Array;
}

export type ToWriter =
  | {
      type: 'batch';
      appends: WireAppend[];
      recordedAt: string;
      /** Epoch ms after which a batch still waiting for another process's write lock fails. */
      lockDeadline: number;
      /** Whether the store has a beforeCommit hook the thread must wait for. */
      hook: boolean;
    }
  | { type: 'close' };

export type FromWriter = { type: 'written'; outcomes: WireOutcome[] } | { type: 'beforeCommit'; appends: number } | { type: 'closed' };
