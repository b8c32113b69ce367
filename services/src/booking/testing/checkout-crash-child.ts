/**
 * Child process for the checkout crash test: runs one pay-later checkout (sell, storefront channel) against the SQLite file in
 * argv and SIGKILLs itself inside the transaction of its append number `killAtAppend`, before COMMIT, so that append
 * and everything after it never happen. 0 runs the checkout to the end.
 *
 * Usage: checkout-crash-child.ts <sqliteFile> <cartId> <idempotencyKey> <killAtAppend>
 */
import { writeSync } from 'node:fs';
import { storeKilledAtAppend } from '../../platform/testing/store-killed-at-append.ts';
import { sell } from '../checkout/sell.ts';
import { buyer, FIXED_NOW } from './booking-fixtures.ts';

const [file, cartId, key, killAtArg] = process.argv.slice(2);
if (!file || !cartId || !key || killAtArg === undefined) throw new Error('usage: checkout-crash-child.ts <sqliteFile> <cartId> <idempotencyKey> <killAtAppend>');
const killAt = Number(killAtArg);
const store = storeKilledAtAppend(file, killAt);
const started = await sell(store, { channel: 'storefront', cartId, buyer, paymentMethod: 'payLater', locale: 'en', idempotencyKey: key, customerId: null }, FIXED_NOW);
writeSync(1, `${JSON.stringify(started)}\n`);
await store.close();
