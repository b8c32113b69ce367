import { describe, expect, it } from 'vitest';
import { bookingEvents, bookingStream } from '@rihla/events/booking';
import { eventIdFor } from '../../platform/command-handling/decider.ts';
import { createTestContext } from '../../platform/testing/fixtures.ts';
import { bookingItem, checkoutRequestedOf } from '../testing/booking-items.ts';
import { createBookingWatch } from './booking-watch.ts';

describe('booking watch', () => {
  it('wakes a waiting request as soon as its booking stream moves (well before its periodic re-read), and closes', async () => {
    const ctx = await createTestContext('booking-watch');
    const watch = createBookingWatch(ctx.store);
    try {
      const started = performance.now();
      const waiting = watch.waitFor('bk1', (s) => s.status !== 'none', 5_000);
      setTimeout(() => {
        void ctx.store.appendToStream(bookingStream('bk1'), [{ id: eventIdFor('watch', 0), ...bookingEvents.serialize(checkoutRequestedOf([bookingItem('i1')])) }]);
      }, 150);
      expect((await waiting).status).toBe('holding');
      // The fallback re-read runs every 500 ms; a wake-up answers in about the 150 ms the append took to come.
      expect(performance.now() - started).toBeLessThan(450);
    } finally {
      await watch.close();
      await ctx.cleanup();
    }
  });
});
