import type { EventStore } from '../eventstore/port.ts';
import { openSqliteEventStore } from '../eventstore/sqlite.ts';

/**
 * For a crash child: the SQLite event store in `file` that SIGKILLs this process inside the transaction of its append
 * number `killAt`, before COMMIT, so that append and everything after it never happen. 0 never kills.
 */
export function storeKilledAtAppend(file: string, killAt: number): EventStore {
  let appends = 0;
  return openSqliteEventStore(file, {
    pollIntervalMs: 10,
    beforeCommit: () => {
      appends += 1;
      if (appends === killAt) process.kill(process.pid, 'SIGKILL');
    },
  });
}
