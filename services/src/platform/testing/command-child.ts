// A process that hammers one seat pool with ReserveSeat commands, for the concurrency test of command handling.
// argv: stream, worker name, commands to send, concurrent commands in flight, max attempts. It prints "ready",
// waits for a line on stdin (so every process starts at once), then prints one JSON summary line.
import { once } from 'node:events';
import { loadConfig } from '../config.ts';
import { handleCommand } from '../command-handling/handle-command.ts';
import { WrongExpectedVersionError } from '../eventstore/port.ts';
import { countingConflicts } from './counting-store.ts';
import { openSqliteEventStore } from '../eventstore/sqlite.ts';
import { SeatPoolError, seatPoolDecider, seatPoolEvents } from './seat-pool.ts';

async function runCommandChild(): Promise<void> {
  const [stream = 'pool', worker = 'w', count = '10', inFlight = '4', maxAttempts = '50'] = process.argv.slice(2);
  const config = loadConfig();
  const real = openSqliteEventStore(config.sqliteFile, { pollIntervalMs: 10 });
  const { store, conflicts } = countingConflicts(real);
  process.stdout.write('ready\n');
  process.stdin.setEncoding('utf8');
  await once(process.stdin, 'data');
  process.stdin.destroy();

  const summary = { worker, reserved: 0, soldOut: 0, gaveUp: 0, appendConflicts: 0 };
  let next = 0;
  const lane = async () => {
    while (next < Number(count)) {
      const i = next++;
      try {
        await handleCommand({
          store,
          registry: seatPoolEvents,
          decider: seatPoolDecider,
          streamName: stream,
          command: { type: 'ReserveSeat', reservationId: `${worker}-${i}`, qty: 1, at: '2026-01-01T00:00:00.000Z' },
          commandId: `${worker}-${i}`,
          maxAttempts: Number(maxAttempts),
        });
        summary.reserved++;
      } catch (err) {
        if (err instanceof SeatPoolError && err.reason === 'sold-out') summary.soldOut++;
        else if (err instanceof WrongExpectedVersionError) summary.gaveUp++;
        else throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Number(inFlight) }, lane));
  summary.appendConflicts = conflicts();
  await real.close();
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

runCommandChild().catch((err) => {
  console.error(err);
  process.exit(1);
});
