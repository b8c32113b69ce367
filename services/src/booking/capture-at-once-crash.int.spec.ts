import { describe, expect, it } from 'vitest';
import { bookingStreamProblems } from './testing/booking-stream-problems.ts';
import { bookingHarnessForFile } from './testing/booking-harness.ts';
import { CARDS } from './testing/booking-fixtures.ts';

const h = bookingHarnessForFile('capture-crash');

describe('a method that cannot hold, with the worker killed mid-capture', () => {
  it('kill -9 after the provider took the money but before it was recorded: the restarted worker charges once', { timeout: 120_000 }, async () => {
    // The sandbox takes the money, then answers a minute later: the worker dies in between.
    await h.startWorker({ PAYMENTS_SANDBOX_CAPTURE_DELAY_MS: '60000' });
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const res = await h.checkout(cartId, 'card', 'mada-crash-0001');
    expect(res.body.status).toBe('redirect');
    const bookingId = res.body.bookingId as string;
    expect((await h.pay(res.body.redirectUrl, CARDS.madaChargedAtOnce)).status).toBe(303);

    await expect.poll(() => h.services.provider.ledger.bookingTotals(bookingId).captured, { timeout: 20_000 }).toBe(25_000);
    expect((await h.events(bookingId)).map((e) => e.type)).not.toContain('PaymentCaptured');
    await h.stopWorker('SIGKILL');

    await h.startWorker();
    const events = await h.waitForEvent(bookingId, 'BookingConfirmed', 1, 90_000);
    expect(events.filter((e) => e.type === 'PaymentCaptured')).toHaveLength(1);
    expect(h.services.provider.ledger.bookingTotals(bookingId)).toEqual({ authorized: 25_000, captured: 25_000, refunded: 0, voided: 0 });
    expect(h.services.provider.ledger.doubleCaptureCount()).toBe(0);
    expect(bookingStreamProblems(events)).toEqual([]);
  });
});
