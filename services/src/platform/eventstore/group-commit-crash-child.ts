/**
 * Child process for the group-commit crash test: appends waves of concurrent single-event appends to the SQLite file
 * in argv, printing each event id (synchronously, so nothing is buffered at the kill) once its append is acknowledged,
 * and SIGKILLs itself inside the transaction of batch number `killAtBatch`, after the batch is written and before COMMIT.
 *
 * Usage: group-commit-crash-child.ts <sqliteFile> <killAtBatch> <wave>
 */
import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';
import { openSqliteEventStore } from './sqlite.ts';

const [file, killAtArg, waveArg] = process.argv.slice(2);
if (!file || !killAtArg || !waveArg) throw new Error('usage: group-commit-crash-child.ts <sqliteFile> <killAtBatch> <wave>');
const killAt = Number(killAtArg);
const wave = Number(waveArg);
let batches = 0;
const store = openSqliteEventStore(file, {
  beforeCommit: (appends) => {
    batches += 1;
    if (batches === killAt) {
      writeSync(1, `killing in batch ${batches} of ${appends} appends\n`);
      process.kill(process.pid, 'SIGKILL');
    }
  },
});
const revisions = new Map<string, number>();
// A second run continues the streams an earlier (killed) run left.
for (let i = 0; i < 7; i++) {
  const [last] = await store.readStream(`crash-${i}`, { direction: 'backwards', maxCount: 1 });
  if (last) revisions.set(`crash-${i}`, last.revision);
}
for (let round = 0; ; round++) {
  await Promise.all(
    Array.from({ length: wave }, async (_, i) => {
      const stream = `crash-${i % 7}`;
      const id = randomUUID();
      const expected = revisions.get(stream);
      // Several appends per stream in one wave: only the first has the right revision; the others conflict alone.
      try {
        const r = await store.appendToStream(stream, [{ id, type: 'Crashed', data: { round, i } }], { expectedRevision: expected ?? 'no_stream' });
        revisions.set(stream, r.nextExpectedRevision);
        writeSync(1, `ack ${id}\n`);
      } catch {
        // conflict: not acknowledged, so it must not be stored either
      }
    }),
  );
}
