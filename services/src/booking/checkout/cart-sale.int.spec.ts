import { describe, expect, it } from 'vitest';
import { experiences } from '../../catalog/index.ts';
import { carts } from '../../cart/index.ts';
import { DATE, FIXED_NOW, publishExperiences } from '../../cart/testing/index.ts';
import type { EventStore, ReadStreamOptions } from '../../platform/eventstore/port.ts';
import { testContextPerTest } from '../../platform/testing/test-context-per-test.ts';
import { termsOfCart } from './cart-sale.ts';

const context = testContextPerTest();
const NOW = FIXED_NOW.toISOString();

/** The real store, recording the stream each read asked for. */
function countingReads(store: EventStore) {
  const reads: { stream: string; options: ReadStreamOptions }[] = [];
  const counted: EventStore = Object.create(store);
  counted.readStream = (stream, options = {}) => {
    reads.push({ stream, options });
    return store.readStream(stream, options);
  };
  return { store: counted, reads };
}

describe('termsOfCart', () => {
  it('checks the cart once and prices the lines it checked, reading each experience once', async () => {
    const ctx = await context('cart-sale-reads');
    await publishExperiences(ctx.store);
    await carts.handle(ctx.store, 'c1', { type: 'OpenCart', data: { cartId: 'c1', customerId: null, currency: 'SAR', currencyChosen: false, now: NOW } });
    const request = { experienceId: 'exp-safari', optionId: 'std', date: DATE, startTime: '15:00', participants: { adult: 2 } };
    for (const lineId of ['l1', 'l2']) {
      await carts.handle(ctx.store, 'c1', { type: 'AddItem', data: { lineId, request: { ...request, startTime: lineId === 'l1' ? '15:00' : '09:00' }, experience: await experiences.state(ctx.store, 'exp-safari'), now: NOW } });
    }
    const { store, reads } = countingReads(ctx.store);

    const terms = await termsOfCart(store, 'c1', 'b1', FIXED_NOW);

    if ('kind' in terms) throw new Error(`expected terms, got ${JSON.stringify(terms)}`);
    expect(terms.items.map((i) => i.slot.startTime)).toEqual(['15:00', '09:00']);
    const cart = await carts.state(ctx.store, 'c1');
    expect(cart.status === 'open' && terms.total).toEqual(cart.status === 'open' && cart.total);
    const count = (prefix: string) => reads.filter((r) => r.stream.startsWith(prefix)).length;
    // The cart: read once, and once more by the review's compare-and-append; the experience both lines share: once.
    expect({ cart: count('cart-'), experience: count('experience-') }).toEqual({ cart: 2, experience: 1 });
  });
});
