/**
 * Child process for the OCTO confirm crash test: confirms one reserved reseller booking (confirmOctoBooking) against
 * the SQLite file in argv and SIGKILLs itself inside the transaction of its append number `killAtAppend`, before
 * COMMIT, so that append and everything after it never happen. 0 runs the confirmation to the end.
 *
 * Usage: octo-confirm-crash-child.ts <sqliteFile> <resellerId> <uuid> <killAtAppend> <nowIso>
 */
import { writeSync } from 'node:fs';
import { createBookingWatch } from '../../booking/index.ts';
import { storeKilledAtAppend } from '../../platform/testing/store-killed-at-append.ts';
import { confirmOctoBooking } from '../confirm-octo-booking.ts';
import { uncappedReseller } from './uncapped-reseller.ts';

const [file, resellerId, uuid, killAtArg, nowIso] = process.argv.slice(2);
if (!file || !resellerId || !uuid || killAtArg === undefined || !nowIso) throw new Error('usage: octo-confirm-crash-child.ts <sqliteFile> <resellerId> <uuid> <killAtAppend> <nowIso>');
const killAt = Number(killAtArg);
const store = storeKilledAtAppend(file, killAt);
const watch = createBookingWatch(store);
const confirmed = await confirmOctoBooking({ store, watch, holdTtlMs: 15 * 60_000, waitMs: 0 }, uncappedReseller(resellerId, 'Crash Tours'), uuid, { contact: { fullName: 'Layla Haddad', emailAddress: 'layla@reseller.example', phoneNumber: '+966501234567' } }, new Date(nowIso));
writeSync(1, `${JSON.stringify({ status: confirmed.status })}\n`);
await watch.close();
await store.close();
