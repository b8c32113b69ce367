import { hash } from 'node:crypto';

/** A decider in the emmett sense: pure functions, time and ids arrive inside the command. */
export interface Decider<Command, Event, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** Deterministic event ids: a retried command (a re-run job, a double submit) appends the same ids, which the store treats as idempotent. */
export function eventIdFor(commandId: string, index: number): string {
  const h = hash('sha256', `${commandId}#${index}`, 'hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface CommandOptions {
  /** Stable id of this command (job id, idempotency key); makes a repeated command append nothing new. */
  commandId?: string;
  /** When the client edits with If-Match: fail instead of retrying on a newer stream. */
  expectedRevision?: number | 'no_stream';
  metadata?: Record<string, unknown>;
}

export interface HandleCommandResult<Event, State> {
  newEvents: Event[];
  newState: State;
  /** Revision of the last event in the stream after this command (-1: stream still does not exist). */
  nextExpectedRevision: number;
}
