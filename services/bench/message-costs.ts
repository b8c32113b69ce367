/**
 * CPU of the per-booking pieces issue 26's thirteenth and fourteenth passes changed, old way against new way, side by side in one run
 * (alternating rounds, ABBA, medians of process CPU): the numbers docs/benchmarks.md quotes for them. Each pair does the
 * same work with the same result; only the cost differs.
 *
 * Standalone: node --import tsx services/bench/message-costs.ts
 */
import { createHash, generateKeyPairSync, hash, sign } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { libsecp256k1Signer, nativeLibsecp256k1 } from '../src/einvoicing/signing/secp256k1-signer.ts';
import { qrPng } from '../src/notifications/qr-png.ts';
import { SIGNATURE_HEADER } from '../src/payments/sandbox/webhook-signature.ts';
import { SQLITE_EVENTS_TABLE } from '../src/platform/eventstore/sqlite.ts';
import { postText } from '../src/platform/http/post-text.ts';

type Work = (n: number) => unknown;

/** Process CPU (user + system, thread pool included) per operation, in µs: median of alternating rounds. */
async function pair(name: string, before: Work, after: Work, perRound: number, rounds = 8): Promise<void> {
  const cpu = async (work: Work) => {
    const start = process.cpuUsage();
    for (let i = 0; i < perRound; i++) await work(i);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / perRound;
  };
  await cpu(before);
  await cpu(after);
  const b: number[] = [];
  const a: number[] = [];
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      b.push(await cpu(before));
      a.push(await cpu(after));
    } else {
      a.push(await cpu(after));
      b.push(await cpu(before));
    }
  }
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[xs.length >> 1]!;
  const [mb, ma] = [median(b), median(a)];
  console.log(`  ${name.padEnd(62)} ${mb.toFixed(1).padStart(8)} -> ${ma.toFixed(1).padStart(8)} µs   ${(ma / mb).toFixed(2)}x`);
}

async function main(): Promise<void> {
  console.log('CPU per operation, before -> after (process CPU incl. the thread pool; median of alternating rounds)');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const digest = createHash('sha256').update('<Invoice/>').digest();
  if (nativeLibsecp256k1) {
    const signWithLib = libsecp256k1Signer(privateKey, nativeLibsecp256k1);
    await pair('invoice signature: OpenSSL -> libsecp256k1', () => sign('sha256', digest, privateKey), () => signWithLib(digest), 300);
  } else console.log('  invoice signature: skipped (no libsecp256k1 binding on this platform)');

  const dir = mkdtempSync(join(tmpdir(), 'rihla-costs-'));
  try {
    // The record of a sent message, as the notifier's outbox keeps it: a new file each, or a line on one open file.
    const record = JSON.stringify({ kind: 'email', html: '<p>Your booking is confirmed.</p>'.repeat(60) });
    const log = openSync(join(dir, 'notifier.jsonl'), 'a');
    let file = 0;
    await pair('outbox record: a file per message -> a line appended', () => writeFile(join(dir, `${file++}.json`), record), () => writeSync(log, `${record}\n`), 400);
    closeSync(log);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // A ticket's real image rows: the PNG's IDAT (after the 8-byte signature and the 25-byte IHDR chunk), inflated.
  const png = qrPng('RIHLA-T1.TK-E55QKDN45C.abcdefghijabcdefghijab');
  const raw = inflateSync(png.subarray(41, 41 + png.readUInt32BE(33)));
  await pair('QR image deflate: level 6 -> level 1', () => deflateSync(raw), () => deflateSync(raw, { level: 1 }), 2000);

  // The sandbox PSP's webhook to the api (a server answering as the api's route does; its CPU is in both figures).
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true,"duplicate":false}'));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/payments/webhook/sandbox`;
  const webhook = JSON.stringify({ eventId: `evt_${'e'.repeat(32)}`, type: 'payment.authorized', sessionId: `cs_${'s'.repeat(32)}`, paymentId: `pay_${'p'.repeat(32)}`, amount: { amount: 25_000, currency: 'SAR' } });
  const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: `t=1,v1=${'a'.repeat(64)}` };
  await pair(
    'sandbox webhook POST (receiver included): fetch -> node:http',
    async () => (await fetch(url, { method: 'POST', headers, body: webhook, signal: AbortSignal.timeout(10_000) })).text(),
    () => postText(url, webhook, headers, 10_000),
    300,
  );
  receiver.close();

  // A booking's stream read again by a process that has decoded its events (each saga step, each api request does):
  // seven events of the sizes a card booking has, rows copied out of the table or positions from the index.
  const db = new Database(':memory:');
  db.exec(SQLITE_EVENTS_TABLE);
  const insert = db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const sizes = [1344, 209, 214, 177, 117, 229, 88];
  db.transaction(() => {
    for (let b = 0; b < 2000; b++) sizes.forEach((size, r) => insert.run(`${b}-${r}`, `booking-${b}`, r, 'T', JSON.stringify({ text: 'x'.repeat(size - 11) }), JSON.stringify({ commandId: 'c'.repeat(200) }), new Date().toISOString()));
  })();
  const decoded = new Map<number, unknown>();
  for (const row of db.prepare('SELECT * FROM events').all() as { position: number; data: string }[]) decoded.set(row.position, { ...row, data: JSON.parse(row.data) });
  const rows = db.prepare<[string, number], { position: number }>('SELECT * FROM events WHERE stream = CAST(? AS TEXT) AND revision >= ? ORDER BY revision ASC');
  const positions = db.prepare<[string, number], number>('SELECT position FROM events WHERE stream = CAST(? AS TEXT) AND revision >= ? ORDER BY revision ASC').pluck();
  await pair(
    "a booking's stream read again: its rows -> its positions",
    (i) => rows.all(`booking-${i % 2000}`, 0).map((r) => decoded.get(r.position)),
    (i) => positions.all(`booking-${i % 2000}`, 0).map((p) => decoded.get(p)),
    20_000,
  );
  db.close();

  const ids = Array.from({ length: 1000 }, (_, i) => `booking-bk${i}:command-${i}#0`);
  await pair('SHA-256 of an event id: createHash -> crypto.hash', (i) => createHash('sha256').update(ids[i % 1000]!).digest('hex'), (i) => hash('sha256', ids[i % 1000]!, 'hex'), 20_000);
}

await main();
