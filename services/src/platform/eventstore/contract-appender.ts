/**
 * Child process for the event store contract suite: opens the store the environment points at (EVENTSTORE_URL or
 * EVENTSTORE_SQLITE_FILE) and appends to its own streams and to streams every appender contends for, always with
 * an exact expected revision, retrying on conflict. Prints "ready", starts on a line from stdin, and prints what
 * it appended as one JSON line.
 *
 * Usage: contract-appender.ts <writer> <streamPrefix> <count>
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../config.ts';
import { openEventStore } from './open.ts';
import { WrongExpectedVersionError, type EventStore, type ExpectedRevision } from './port.ts';

interface AppenderReport {
  writer: string;
  appended: { id: string; stream: string; revision: number; position: number }[];
  conflicts: number;
}

async function appendConcurrently(store: EventStore, writer: string, prefix: string, count: number): Promise<AppenderReport> {
  const report: AppenderReport = { writer, appended: [], conflicts: 0 };
  const own = new Map<string, number>();
  for (let seq = 0; seq < count; seq++) {
    // Every other append goes to a stream the other appenders write too, so conflicts really happen.
    const contended = seq % 2 === 0;
    const stream = contended ? `${prefix}-shared-${(seq / 2) % 2}` : `${prefix}-${writer}-${seq % 3}`;
    const id = randomUUID();
    for (let attempt = 1; ; attempt++) {
      let expected: ExpectedRevision;
      if (contended) {
        const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
        expected = last ? last.revision : 'no_stream';
        // Time to decide, as a command handler has: it widens the window in which the other appender gets in first.
        await sleep(1);
      } else {
        const r = own.get(stream);
        expected = r === undefined ? 'no_stream' : r;
      }
      try {
        const result = await store.appendToStream(stream, [{ id, type: 'ContractAppended', data: { writer, seq }, metadata: { writer } }], {
          expectedRevision: expected,
        });
        own.set(stream, result.nextExpectedRevision);
        report.appended.push({ id, stream, revision: result.nextExpectedRevision, position: result.position });
        break;
      } catch (err) {
        if (!(err instanceof WrongExpectedVersionError) || attempt >= 200) throw err;
        report.conflicts += 1;
      }
    }
  }
  return report;
}

const [writer, prefix, count] = process.argv.slice(2);
if (!writer || !prefix || !count) {
  console.error('usage: contract-appender.ts <writer> <streamPrefix> <count>');
  process.exit(2);
}
const store = await openEventStore(loadConfig());
// Both appenders start on the parent's signal, so their appends really overlap instead of running one after the other.
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve).once('end', resolve));
try {
  const report = await appendConcurrently(store, writer, prefix, Number(count));
  process.stdout.write(`${JSON.stringify(report)}\n`);
} finally {
  await store.close();
}
