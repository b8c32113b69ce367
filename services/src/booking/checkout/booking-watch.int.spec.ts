import { describe, expect, it } from 'vitest';
import { bookingEvents, bookingStream } from '@rihla/events/booking';
import { eventIdFor } from '../../platform/command-handling/decider.ts';
import { createTestContext } from '../../platform/testing/fixtures.ts';
import { bookingItem, checkoutRequestedOf } from '../testing/booking-items.ts';
import { createBookingWatch } from './booking-watch.ts';

describe('booking watch', () => {
  it('wakes a waiting request as soon as its booking stream moves (long before its periodic re-read), and closes', { timeout: 30_000 }, async () => {
    const ctx = await createTestContext('booking-watch');
    // Its fallback re-read and its budget far beyond the 10 s window: only a wake-up answers within it. A window of
    // seconds, not a bound of milliseconds, so a loaded machine does not fail it; without wake-ups it always fails.
    const watch = createBookingWatch(ctx.store, { fallbackRereadMs: 120_000 });
    try {
      const waiting = watch.waitFor('bk1', (s) => s.status !== 'none', 60_000);
      setTimeout(() => {
        void ctx.store.appendToStream(bookingStream('bk1'), [{ id: eventIdFor('watch', 0), ...bookingEvents.serialize(checkoutRequestedOf([bookingItem('i1')])) }]);
      }, 150);
      const answer = await Promise.race([waiting, new Promise<'late'>((r) => setTimeout(() => r('late'), 10_000))]);
      expect(answer === 'late' ? answer : answer.status).toBe('holding');
    } finally {
      await watch.close();
      await ctx.cleanup();
    }
  });
});
