import type { AppendResult, ExpectedRevision, NewEvent } from './port.ts';

/** An append waiting in a store's group-commit queue: settled once the batch it went out in commits (or fails). */
export interface PendingAppend {
  streamName: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  resolve: (r: AppendResult) => void;
  reject: (err: unknown) => void;
}
