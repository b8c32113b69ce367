/**
 * Child process for the checkout crash test: runs one pay-later checkout (startCheckout) against the SQLite file in
 * argv and SIGKILLs itself inside the transaction of its append number `killAtAppend`, before COMMIT, so that append
 * and everything after it never happen. 0 runs the checkout to the end.
 *
 * Usage: checkout-crash-child.ts <sqliteFile> <cartId> <idempotencyKey> <killAtAppend>
 */
import { writeSync } from 'node:fs';
import { openSqliteEventStore } from '../../platform/eventstore/sqlite.ts';
import { startCheckout } from '../checkout/start-checkout.ts';
import { buyer, FIXED_NOW } from './booking-fixtures.ts';

const [file, cartId, key, killAtArg] = process.argv.slice(2);
if (!file || !cartId || !key || killAtArg === undefined) throw new Error('usage: checkout-crash-child.ts <sqliteFile> <cartId> <idempotencyKey> <killAtAppend>');
const killAt = Number(killAtArg);
let appends = 0;
const store = openSqliteEventStore(file, {
  pollIntervalMs: 10,
  beforeCommit: () => {
    appends += 1;
    if (appends === killAt) process.kill(process.pid, 'SIGKILL');
  },
});
const started = await startCheckout(store, { cartId, buyer, paymentMethod: 'payLater', locale: 'en', idempotencyKey: key, customerId: null }, FIXED_NOW);
writeSync(1, `${JSON.stringify(started)}\n`);
await store.close();
