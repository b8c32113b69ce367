import { describe, expect, it } from 'vitest';
import { bookingStreamProblems, OUTCOME_TYPES } from './testing/booking-stream-problems.ts';
import { reactorKeys } from './saga/reactor.ts';
import { bookingHarnessForFile } from './testing/booking-harness.ts';

// The sandbox approves every card at once, so a whole card booking runs without a browser.
const h = bookingHarnessForFile('recovery', { PAYMENTS_AUTO_APPROVE: 'true', CHECKOUT_PROCESSING_BUDGET_MS: '1500' });

const terminal = async (bookingId: string) => (await h.events(bookingId)).some((e) => OUTCOME_TYPES.has(e.type));

describe('saga recovery', () => {
  it('finishes every booking after the worker is killed -9 mid-flight and restarted', async () => {
    const carts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        h.cartWith([
          { experienceId: 'exp-instant', adults: 1 },
          { experienceId: i % 2 ? 'exp-failing' : 'exp-instant-b', adults: 1 },
        ]),
      ),
    );
    const checkouts = Promise.all(carts.map((cartId, i) => h.checkout(cartId, i % 3 === 0 ? 'payLater' : 'card', `recovery-key-${i}-0001`)));
    await new Promise((r) => setTimeout(r, 150));
    await h.stopWorker('SIGKILL');
    const answers = await checkouts;
    const ids = answers.map((a) => a.body.bookingId as string);
    expect(new Set(ids).size).toBe(8);

    await h.startWorker();
    await expect.poll(async () => (await Promise.all(ids.map(terminal))).every(Boolean), { timeout: 45_000, interval: 200 }).toBe(true).catch(async (e) => {
      for (const id of ids) console.log('DEBUG', id, (await h.events(id)).map((x) => x.type).join(','));
      console.log('DEBUG jobs', JSON.stringify(await h.queue.getJobCounts()));
      for (const j of await h.queue.getFailed()) console.log('DEBUG failed', j.id, j.failedReason);
      throw e;
    });
    for (const id of ids) {
      const events = await h.events(id);
      expect(bookingStreamProblems(events), id).toEqual([]);
      const first = events[0];
      if (first?.type !== 'CheckoutRequested') throw new Error('no checkout');
      const confirmedValue = events
        .filter((e) => e.type === 'ItemConfirmed')
        .map((e) => first.data.items.find((i) => e.type === 'ItemConfirmed' && i.itemId === e.data.itemId)!)
        .reduce((n, i) => n + i.lineTotal.amount - i.discount.amount, 0);
      const t = h.services.provider.ledger.bookingTotals(id);
      expect(t.captured - t.refunded, id).toBe(first.data.paymentMethod === 'card' ? confirmedValue : 0);
    }
    expect(h.services.provider.ledger.doubleCaptureCount()).toBe(0);
    expect(h.services.provider.ledger.invariantViolations()).toEqual([]);
  });

  it('replaying the whole log from an empty checkpoint enqueues nothing new: no event, message or money moves twice', async () => {
    await h.stopWorker();
    const before = await h.ctx.store.readAll();
    const emails = (await h.services.notifier.listOutbox('email')).length;
    await h.ctx.redis.del(reactorKeys(h.ctx.prefix).checkpoint);
    await h.startWorker();
    await expect.poll(async () => h.ctx.redis.get(reactorKeys(h.ctx.prefix).checkpoint), { timeout: 10_000 }).toBe(String(before.filter((e) => e.streamName.startsWith('booking-')).at(-1)!.position));
    await new Promise((r) => setTimeout(r, 1000));
    expect((await h.ctx.store.readAll()).length).toBe(before.length);
    expect((await h.services.notifier.listOutbox('email')).length).toBe(emails);
    expect(h.services.provider.ledger.doubleCaptureCount()).toBe(0);
  });
});
