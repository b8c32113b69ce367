/**
 * Event appends/s through the SQLite EventStore against raw better-sqlite3 single-row INSERT transactions on the
 * same schema with the same durability settings (WAL, synchronous=FULL): what the store's guarantees cost
 * on top of the commits themselves. Then the same for reading a stream's newest event (information only).
 *
 * Standalone: node --import tsx services/bench/appends.ts [--events=5000]   (prints the result as JSON)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openDurableSqlite, openSqliteEventStore, SQLITE_EVENTS_TABLE } from '../src/platform/eventstore/sqlite.ts';

export interface AppendsBenchResult {
  appendsPerSec: number;
  rawInsertsPerSec: number;
  /** appendsPerSec / rawInsertsPerSec; the target is >= 0.85 (TARGETS in run.ts). */
  ratio: number;
  /** A stream's newest event read back through the store (decoded), per second: the read before a command. */
  tailReadsPerSec: number;
  /** The same query through better-sqlite3 alone, rows left undecoded. */
  rawTailReadsPerSec: number;
  tailReadRatio: number;
}

const STREAMS = 100;

const payload = (seq: number) => ({ experienceId: `exp-${seq % STREAMS}`, seats: (seq % 7) + 1, currency: 'SAR', amount: 12_500 + seq });

/** Short alternating rounds in ABBA order, so a noisy neighbour or a drifting disk hits both sides alike: [a ms, b ms]. */
async function alternating(a: (n: number) => Promise<number>, b: (n: number) => Promise<number>, rounds: number, perRound: number): Promise<[number, number]> {
  let aMs = 0;
  let bMs = 0;
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      aMs += await a(perRound);
      bMs += await b(perRound);
    } else {
      bMs += await b(perRound);
      aMs += await a(perRound);
    }
  }
  return [aMs, bMs];
}

export async function benchAppends(opts: { events: number; dir: string }): Promise<AppendsBenchResult> {
  const store = openSqliteEventStore(join(opts.dir, 'bench-store.sqlite'));
  const raw = openDurableSqlite(join(opts.dir, 'bench-raw.sqlite'));
  // The store's events table, so the raw side maintains the same indexes (unique id, unique stream+revision).
  raw.exec(SQLITE_EVENTS_TABLE);
  const insert = raw.prepare('INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)');

  const storeRevisions: number[] = Array.from({ length: STREAMS }, () => -1);
  const rawRevisions: number[] = Array.from({ length: STREAMS }, () => -1);
  let storeSeq = 0;
  let rawSeq = 0;

  // Single-event appends with the exact expected revision, round-robin over the streams: the store's usual write.
  const storeRound = async (n: number): Promise<number> => {
    const start = performance.now();
    for (let i = 0; i < n; i++, storeSeq++) {
      const s = storeSeq % STREAMS;
      const expected = storeRevisions[s]!;
      const result = await store.appendToStream(`bench-${s}`, [{ id: randomUUID(), type: 'BenchAppended', data: payload(storeSeq) }], {
        expectedRevision: expected === -1 ? 'no_stream' : expected,
      });
      storeRevisions[s] = result.nextExpectedRevision;
    }
    return performance.now() - start;
  };

  // Each INSERT on its own is one autocommit transaction: one durable commit per row, like one append per event.
  const rawRound = async (n: number): Promise<number> => {
    const start = performance.now();
    for (let i = 0; i < n; i++, rawSeq++) {
      const s = rawSeq % STREAMS;
      const revision = (rawRevisions[s] = rawRevisions[s]! + 1);
      insert.run(randomUUID(), `bench-${s}`, revision, 'BenchAppended', JSON.stringify(payload(rawSeq)), '{}', new Date().toISOString());
    }
    return performance.now() - start;
  };

  const rawTail = raw.prepare('SELECT * FROM events WHERE stream = ? AND revision >= ?');
  let readSeq = 0;
  const storeReads = async (n: number): Promise<number> => {
    const start = performance.now();
    for (let i = 0; i < n; i++, readSeq++) {
      const s = readSeq % STREAMS;
      await store.readStream(`bench-${s}`, { fromRevision: storeRevisions[s]! });
    }
    return performance.now() - start;
  };
  const rawReads = async (n: number): Promise<number> => {
    const start = performance.now();
    for (let i = 0; i < n; i++, readSeq++) {
      const s = readSeq % STREAMS;
      rawTail.all(`bench-${s}`, rawRevisions[s]!);
    }
    return performance.now() - start;
  };

  try {
    const warmUp = Math.max(50, Math.min(500, Math.floor(opts.events / 10)));
    await storeRound(warmUp);
    await rawRound(warmUp);

    const rounds = 10;
    const perRound = Math.max(1, Math.floor(opts.events / rounds));
    const [storeMs, rawMs] = await alternating(storeRound, rawRound, rounds, perRound);
    const total = perRound * rounds;
    const appendsPerSec = Math.round((total / storeMs) * 1000);
    const rawInsertsPerSec = Math.round((total / rawMs) * 1000);

    // Reads are a few microseconds: ten times as many per round as appends.
    const readsPerRound = perRound * 10;
    await storeReads(readsPerRound);
    await rawReads(readsPerRound);
    const [storeReadMs, rawReadMs] = await alternating(storeReads, rawReads, rounds, readsPerRound);
    const tailReadsPerSec = Math.round(((readsPerRound * rounds) / storeReadMs) * 1000);
    const rawTailReadsPerSec = Math.round(((readsPerRound * rounds) / rawReadMs) * 1000);
    return {
      appendsPerSec,
      rawInsertsPerSec,
      ratio: Math.round((appendsPerSec / rawInsertsPerSec) * 100) / 100,
      tailReadsPerSec,
      rawTailReadsPerSec,
      tailReadRatio: Math.round((tailReadsPerSec / rawTailReadsPerSec) * 100) / 100,
    };
  } finally {
    await store.close();
    raw.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const eventsArg = process.argv.find((a) => a.startsWith('--events='));
  const events = eventsArg ? Number(eventsArg.slice('--events='.length)) : 5000;
  const dir = mkdtempSync(join(tmpdir(), 'rihla-bench-appends-'));
  try {
    console.log(JSON.stringify(await benchAppends({ events, dir })));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
