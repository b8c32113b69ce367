import { describe, expect, it } from 'vitest';
import { cartStream } from '@rihla/events/cart';
import type { CatalogCommand } from '@rihla/events/catalog';
import { experiences } from '../catalog/index.ts';
import { holdSeats } from '../inventory/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { testContextPerTest } from '../platform/testing/test-context-per-test.ts';
import { promos, redeemPromo, seedPromos } from '../promo/index.ts';
import { carts } from './carts.ts';
import { checkCartAvailability } from './check-availability.ts';
import { checkOutCart } from './check-out-cart.ts';
import type { LineRequest } from './resolve-line.ts';
import { DATE, FIXED_NOW, publishExperiences } from './testing/cart-fixtures.ts';

const context = testContextPerTest();
async function setup(label: string): Promise<EventStore> {
  const ctx = await context(label);
  await publishExperiences(ctx.store);
  return ctx.store;
}

const NOW = FIXED_NOW.toISOString();
const safari: LineRequest = { experienceId: 'exp-safari', optionId: 'std', date: DATE, startTime: '15:00', participants: { adult: 2 } };
const yacht: LineRequest = { experienceId: 'exp-yacht', optionId: 'private', date: DATE, startTime: '09:00', quantity: 1 };

async function cartWith(store: EventStore, cartId: string, requests: [string, LineRequest][]): Promise<void> {
  await carts.handle(store, cartId, { type: 'OpenCart', data: { cartId, customerId: null, currency: 'SAR', currencyChosen: false, now: NOW } });
  for (const [lineId, request] of requests) {
    const experience = await experiences.state(store, request.experienceId);
    await carts.handle(store, cartId, { type: 'AddItem', data: { lineId, request, experience, now: NOW } });
  }
}
const catalog = (store: EventStore, experienceId: string, command: CatalogCommand) => experiences.handle(store, experienceId, command);
const reprice = (store: EventStore, adult: number) =>
  catalog(store, 'exp-safari', {
    type: 'ChangePrice',
    data: { experienceId: 'exp-safari', optionId: 'std', pricing: { mode: 'perPerson', currency: 'SAR', units: [{ unit: 'adult', amount: adult, ageMin: 12, ageMax: 99 }] } },
  });
const withdraw = (store: EventStore, experienceId: string) => catalog(store, experienceId, { type: 'WithdrawExperience', data: { experienceId, reason: { en: 'Closed', ar: 'مغلق' } } });
const fillSlot = async (store: EventStore, request: LineRequest, capacity: number, seats: number) => {
  const ok = await holdSeats(store, {
    slot: { experienceId: request.experienceId, optionId: request.optionId, date: request.date, startTime: request.startTime },
    capacity,
    timeZone: 'Asia/Riyadh',
    holdId: `other-${seats}`,
    bookingId: 'someone-else',
    quantity: seats,
    now: FIXED_NOW,
    expiresAt: new Date(FIXED_NOW.getTime() + 15 * 60_000),
  });
  expect(ok).toEqual({ ok: true });
};
const eventTypes = async (store: EventStore, cartId: string) => (await store.readStream(cartStream(cartId))).map((e) => e.type);

describe('checkCartAvailability: the review states', () => {
  it('empty cart', async () => {
    const store = await setup('review-empty');
    await cartWith(store, 'c', []);
    expect(await checkCartAvailability({ store }, 'c', FIXED_NOW)).toEqual({ state: 'empty', lines: [] });
    expect(await eventTypes(store, 'c')).toEqual(['CartOpened']);
  });

  it('everything available: nothing is recorded', async () => {
    const store = await setup('review-ok');
    await cartWith(store, 'c', [['l1', safari], ['l2', yacht]]);
    const review = await checkCartAvailability({ store }, 'c', FIXED_NOW);
    expect(review.state).toBe('available');
    expect(review.lines.map((l) => [l.lineId, l.status])).toEqual([
      ['l1', 'available'],
      ['l2', 'available'],
    ]);
    expect(await eventTypes(store, 'c')).toEqual(['CartOpened', 'ItemAdded', 'ItemAdded']);
  });

  it('some prices changed: the buyer sees before and after; the cart takes the current price', async () => {
    const store = await setup('review-price');
    await cartWith(store, 'c', [['l1', safari], ['l2', yacht]]);
    await reprice(store, 27_500);
    const review = await checkCartAvailability({ store }, 'c', FIXED_NOW);
    expect(review.state).toBe('pricesChanged');
    expect(review.lines[0]).toMatchObject({ lineId: 'l1', status: 'priceChanged', previousTotal: { amount: 50_000, currency: 'SAR' }, currentTotal: { amount: 55_000, currency: 'SAR' } });
    expect(review.lines[1]).toMatchObject({ lineId: 'l2', status: 'available' });
    const cart = await carts.state(store, 'c');
    expect(cart).toMatchObject({ status: 'open', subtotal: { amount: 55_000 + 100_000 }, lastReview: { state: 'pricesChanged', repriced: [{ lineId: 'l1' }] } });
    // Proceeding: the same check now finds nothing new and records nothing.
    expect((await checkCartAvailability({ store }, 'c', FIXED_NOW)).state).toBe('available');
    expect(await eventTypes(store, 'c')).toEqual(['CartOpened', 'ItemAdded', 'ItemAdded', 'CartReviewed']);
  });

  it('some unavailable (sold out, not enough seats): those lines are dropped with the reason', async () => {
    const store = await setup('review-some');
    await cartWith(store, 'c', [['l1', safari], ['l2', yacht], ['l3', { ...safari, startTime: '09:00', participants: { adult: 3 } }]]);
    await fillSlot(store, yacht, 3, 3);
    await fillSlot(store, { ...safari, startTime: '09:00' }, 10, 8);
    const review = await checkCartAvailability({ store }, 'c', FIXED_NOW);
    expect(review.state).toBe('someUnavailable');
    expect(review.lines).toEqual([
      { lineId: 'l1', title: expect.any(Object), status: 'available', currentTotal: { amount: 50_000, currency: 'SAR' } },
      { lineId: 'l2', title: expect.any(Object), status: 'unavailable', reason: 'This departure is sold out.', reasonCode: 'soldOut' },
      { lineId: 'l3', title: expect.any(Object), status: 'unavailable', reason: 'Only 2 places are left on this departure; you chose 3.', reasonCode: 'notEnoughSeats' },
    ]);
    const cart = await carts.state(store, 'c');
    expect(cart.status === 'open' && cart.lines.map((l) => l.lineId)).toEqual(['l1']);
    expect(cart.status === 'open' && cart.lastReview?.dropped.map((d) => [d.lineId, d.reason, d.title.en])).toEqual([
      ['l2', 'soldOut', 'Private Yacht in Jeddah'],
      ['l3', 'notEnoughSeats', 'Red Sand Desert Safari'],
    ]);
  });

  it('all unavailable (withdrawn, departure passed): the cart ends up empty', async () => {
    const store = await setup('review-all');
    await cartWith(store, 'c', [['l1', safari], ['l2', { ...yacht, startTime: '15:00' }]]);
    await withdraw(store, 'exp-safari');
    // Later the same day: the 15:00 (Riyadh) yacht departure has started.
    const review = await checkCartAvailability({ store }, 'c', new Date('2030-01-08T12:30:00.000Z'));
    expect(review.state).toBe('allUnavailable');
    expect(review.lines.map((l) => [l.lineId, l.reasonCode, l.reason])).toEqual([
      ['l1', 'withdrawn', "We're sorry! This activity is currently unavailable for booking"],
      ['l2', 'started', 'This departure has already started.'],
    ]);
    expect(await carts.state(store, 'c')).toMatchObject({ lines: [], total: { amount: 0 } });
  });

  it('both unavailable and prices changed; a promo whose minimum spend is no longer met comes off', async () => {
    const store = await setup('review-both');
    await seedPromos(store);
    await cartWith(store, 'c', [['l1', { ...safari, participants: { adult: 1 } }], ['l2', yacht]]);
    await carts.handle(store, 'c', { type: 'ApplyPromo', data: { code: 'RIYADH50', promo: await promos.state(store, 'RIYADH50'), now: NOW } });
    await reprice(store, 19_000);
    await withdraw(store, 'exp-yacht');
    const review = await checkCartAvailability({ store }, 'c', FIXED_NOW);
    expect(review.state).toBe('unavailableAndPricesChanged');
    expect(review.lines.map((l) => [l.lineId, l.status])).toEqual([
      ['l1', 'priceChanged'],
      ['l2', 'unavailable'],
    ]);
    expect(review.promoRemoved).toEqual({ code: 'RIYADH50', reason: 'minSpendNotMet' });
    expect(await carts.state(store, 'c')).toMatchObject({ promo: null, lines: [{ lineId: 'l1', lineTotal: { amount: 19_000 } }], total: { amount: 19_000 } });
    expect(await eventTypes(store, 'c')).toEqual(['CartOpened', 'ItemAdded', 'ItemAdded', 'PromoApplied', 'CartReviewed', 'PromoRemoved']);
  });

  it('a promo that ran out since it was applied comes off at review, even with nothing else to change', async () => {
    const store = await setup('review-promo');
    await seedPromos(store);
    await cartWith(store, 'c', [['l1', safari]]);
    await carts.handle(store, 'c', { type: 'ApplyPromo', data: { code: 'ONEUSE', promo: await promos.state(store, 'ONEUSE'), now: NOW } });
    expect(await redeemPromo(store, { code: 'ONEUSE', bookingId: 'someone-else', now: FIXED_NOW })).toEqual({ ok: true });
    const review = await checkCartAvailability({ store }, 'c', FIXED_NOW);
    expect(review).toMatchObject({ state: 'available', promoRemoved: { code: 'ONEUSE', reason: 'usedUp' } });
    expect(await carts.state(store, 'c')).toMatchObject({ promo: null, total: { amount: 50_000 } });
  });

  it('a checked-out cart is reported on, never changed; an unknown cart is refused', async () => {
    const store = await setup('review-done');
    await cartWith(store, 'c', [['l1', safari]]);
    await checkOutCart(store, { cartId: 'c', bookingId: 'b1', now: FIXED_NOW });
    await checkOutCart(store, { cartId: 'c', bookingId: 'b1', now: FIXED_NOW });
    await withdraw(store, 'exp-safari');
    expect((await checkCartAvailability({ store }, 'c', FIXED_NOW)).state).toBe('allUnavailable');
    expect(await eventTypes(store, 'c')).toEqual(['CartOpened', 'ItemAdded', 'CartCheckedOut']);
    await expect(checkCartAvailability({ store }, 'nope', FIXED_NOW)).rejects.toMatchObject({ code: 'cartNotFound' });
  });
});
