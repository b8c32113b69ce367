// A process of buyers racing for one departure, for the overbooking test. argv: worker name, buyers, capacity,
// slot JSON. It prints "ready", waits for a line on stdin (so every process starts at once), runs every buyer's
// holdSeats at the same time and prints one JSON summary line.
import { once } from 'node:events';
import type { SlotKey } from '@rihla/events/inventory';
import { loadConfig } from '../../platform/config.ts';
import { openSqliteEventStore } from '../../platform/eventstore/sqlite.ts';
import { countingConflicts } from '../../platform/testing/counting-store.ts';
import { holdSeats } from '../hold-seats.ts';

async function runHoldSeatsChild(): Promise<void> {
  const [worker = 'w', buyers = '10', capacity = '10', slotJson = '{}', nowIso = new Date(0).toISOString()] = process.argv.slice(2);
  const slot = JSON.parse(slotJson) as SlotKey;
  const now = new Date(nowIso);
  const real = openSqliteEventStore(loadConfig().sqliteFile, { pollIntervalMs: 10 });
  const { store, conflicts } = countingConflicts(real);
  process.stdout.write('ready\n');
  process.stdin.setEncoding('utf8');
  await once(process.stdin, 'data');
  process.stdin.destroy();

  const outcomes = await Promise.all(
    Array.from({ length: Number(buyers) }, (_, i) =>
      holdSeats(store, {
        slot,
        capacity: Number(capacity),
        timeZone: 'Asia/Riyadh',
        holdId: `${worker}-${i}`,
        bookingId: `booking-${worker}-${i}`,
        quantity: 1,
        now,
        expiresAt: new Date(now.getTime() + 15 * 60_000),
      }),
    ),
  );
  const heldIds = outcomes.flatMap((o, i) => (o.ok ? [`${worker}-${i}`] : []));
  await real.close();
  process.stdout.write(`${JSON.stringify({ worker, heldIds, refused: outcomes.length - heldIds.length, appendConflicts: conflicts() })}\n`);
}

runHoldSeatsChild().catch((err) => {
  console.error(err);
  process.exit(1);
});
