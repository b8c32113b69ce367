import { describe, expect, it } from 'vitest';
import { bookingHarnessForFile } from './testing/booking-harness.ts';
import { CARDS } from './testing/booking-fixtures.ts';

const h = bookingHarnessForFile('proto-ids');

/** Names every plain object inherits: as item ids they must name nothing, never reach Object.prototype. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

async function bookingWith(experienceId: string, outcome: 'BookingConfirmed' | 'BookingOnHold', key: string): Promise<string> {
  const cartId = await h.cartWith([{ experienceId, adults: 1 }]);
  const res = await h.checkout(cartId, 'card', key);
  expect((await h.pay(res.body.redirectUrl, CARDS.success)).status).toBe(303);
  await h.waitForEvent(res.body.bookingId, outcome);
  return res.body.bookingId as string;
}

describe('prototype-named item ids', () => {
  it('are unknown items (404 problem+json) on the supplier answer, the cancellation quote and the cancellation; nothing is recorded', async () => {
    const confirmed = await bookingWith('exp-instant', 'BookingConfirmed', 'proto-confirmed-01');
    const onHold = await bookingWith('exp-onrequest', 'BookingOnHold', 'proto-onhold-0001');
    const before = [(await h.ctx.store.readStream(`booking-${confirmed}`)).length, (await h.ctx.store.readStream(`booking-${onHold}`)).length];

    const problem = async (res: Promise<{ status: number; headers: Headers }>) => {
      const r = await res;
      return `${r.status} ${r.headers.get('content-type')?.split(';')[0]}`;
    };
    const seen: Record<string, string[]> = Object.create(null);
    for (const name of PROTOTYPE_NAMES) {
      seen[name] = [
        await problem(h.http('POST', `/supplier/bookings/${onHold}/items/${name}/answer`, { answer: 'confirmed' }, { 'x-supplier-key': 'supplier-key-sup-onRequest' })),
        await problem(h.http('GET', `/bookings/${confirmed}/cancellation-quote?items=${name}`)),
        await problem(h.http('POST', `/bookings/${confirmed}/cancellations`, { itemIds: [name] })),
        await problem(h.http('POST', `/bookings/${confirmed}/items/${name}/retry`)),
      ];
    }
    const notFound = '404 application/problem+json';
    expect(seen).toEqual(Object.fromEntries(PROTOTYPE_NAMES.map((n) => [n, [notFound, notFound, notFound, notFound]])));
    expect([(await h.ctx.store.readStream(`booking-${confirmed}`)).length, (await h.ctx.store.readStream(`booking-${onHold}`)).length]).toEqual(before);
    expect((await h.status(confirmed)).status).toBe('confirmed');
    expect((await h.status(onHold)).status).toBe('onHold');
  });
});
