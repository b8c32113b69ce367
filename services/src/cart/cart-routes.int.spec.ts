import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartStream } from '@rihla/events/cart';
import { experiences } from '../catalog/index.ts';
import { readModelKeys } from '../platform/projection-runner.ts';
import { CART_COLLECTION, cartProjection } from './cart-projection.ts';
import type { CartView } from './cart-view.ts';
import { DATE, fixtureExperience, publishExperiences, safari } from './testing/cart-fixtures.ts';
import { startCartTestApp, type CartTestApp } from './testing/cart-test-app.ts';

let t: CartTestApp;
const closed = fixtureExperience({ experienceId: 'exp-closed', options: safari.options });
beforeAll(async () => {
  t = await startCartTestApp('cart-routes');
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url, ...(body !== undefined ? { payload: body as object } : {}), headers });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, headers: res.headers, type: String(res.headers['content-type']) };
}
const safariItem = { experienceId: 'exp-safari', optionId: 'std', date: DATE, startTime: '15:00', participants: { adult: 2 } };
const openCart = async (): Promise<string> => (await call('POST', '/carts', {})).body.cartId as string;
const cartEvents = async (id: string) => (await t.ctx.store.readStream(cartStream(id))).map((e) => e.type);

describe('cart api', () => {
  it('opens a cart, adds, changes and removes an item, with ETags and the read model in step', async () => {
    const opened = await call('POST', '/carts', { currency: 'SAR' });
    expect(opened.status).toBe(201);
    const id = opened.body.cartId as string;
    expect(opened.headers.etag).toBe('"0"');
    expect(opened.headers.location).toBe(`/carts/${id}`);
    expect(opened.body).toMatchObject({ status: 'open', customerId: null, displayCurrency: 'SAR', currencyChosen: true, lines: [], revision: 0 });

    const added = await call('POST', `/carts/${id}/items`, { ...safariItem, extras: [{ extraId: 'photos', quantity: 1 }], pickup: { pointId: 'hotel-b' } });
    expect(added.status).toBe(201);
    expect(added.headers.etag).toBe('"1"');
    const lineId = added.body.lineId as string;
    const cart = added.body.cart as CartView;
    expect(cart.lines[0]).toMatchObject({ lineId, lineTotal: { amount: 55_000, currency: 'SAR' }, pickup: { pointId: 'hotel-b', time: '14:15' } });
    expect(cart).toMatchObject({ currency: 'SAR', total: { amount: 55_000, currency: 'SAR' }, display: { currency: 'SAR', approximate: false, total: { amount: 55_000, currency: 'SAR' } } });

    const changed = await call('PATCH', `/carts/${id}/items/${lineId}`, { participants: { adult: 3, child: 1 } }, { 'if-match': '"1"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.body).toMatchObject({ lines: [{ quantity: 4, lineTotal: { amount: 3 * 25_000 + 15_000 + 5_000 } }] });

    // A stale If-Match is refused and nothing is written.
    const stale = await call('PATCH', `/carts/${id}/items/${lineId}`, { participants: { adult: 1 } }, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ detail: 'The cart changed since revision 1 (it is now at 2); reload it and try again.', currentRevision: 2 });
    expect(await cartEvents(id)).toHaveLength(3);

    await t.projection.waitFor();
    const stored = JSON.parse((await t.ctx.redis.hget(readModelKeys(t.ctx.prefix, cartProjection.name).collection(CART_COLLECTION), id))!) as CartView;
    const got = await call('GET', `/carts/${id}`);
    expect(got.status).toBe(200);
    expect(got.headers.etag).toBe('"2"');
    expect(got.body).toEqual(stored);
    expect(got.body).toEqual(changed.body);

    const removed = await call('DELETE', `/carts/${id}/items/${lineId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.removed).toMatchObject({ lineId, title: { en: 'Red Sand Desert Safari' }, date: DATE, startTime: '15:00' });
    expect(removed.body.cart).toMatchObject({ lines: [], total: { amount: 0 } });
    // Read-your-writes: GET answers the new revision even before the projection has caught up.
    expect((await call('GET', `/carts/${id}`)).headers.etag).toBe('"3"');
  });

  it('promo codes: apply, the discount in the totals, remove; each refusal says why', async () => {
    const id = await openCart();
    const empty = await call('PUT', `/carts/${id}/promo`, { code: 'welcome10' });
    expect([empty.status, empty.body.detail]).toEqual([422, 'Add an activity to your cart before applying the promo code WELCOME10.']);
    await call('POST', `/carts/${id}/items`, safariItem);
    const applied = await call('PUT', `/carts/${id}/promo`, { code: 'welcome10' });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ promo: { code: 'WELCOME10', discount: { amount: 5_000 } }, subtotal: { amount: 50_000 }, discount: { amount: 5_000 }, total: { amount: 45_000 } });
    for (const [code, detail] of [
      ['NOPE', 'We don\'t recognise the promo code "NOPE". Check the spelling and try again.'],
      ['EXPIRED20', 'The promo code EXPIRED20 expired on December 31, 2024.'],
    ]) {
      const r = await call('PUT', `/carts/${id}/promo`, { code });
      expect([r.status, r.body.detail]).toEqual([422, detail]);
    }
    // A fixed AED code counts in the cart's SAR at the reference rate: less than WELCOME10's, so that one stays.
    const aed = await call('PUT', `/carts/${id}/promo`, { code: 'DUBAI25' });
    expect([aed.status, aed.body.code]).toEqual([409, 'promoWorse']);
    // The same refusal for an Arabic page: the detail in the request's language, both languages in the body.
    const ar = await call('PUT', `/carts/${id}/promo`, { code: 'EXPIRED20' }, { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' });
    expect(ar.body.detail).toMatch(/^انتهت صلاحية رمز الخصم EXPIRED20 في 31 ديسمبر 2024/);
    expect(ar.body.localizedDetail).toEqual({ en: 'The promo code EXPIRED20 expired on December 31, 2024.', ar: ar.body.detail });
    expect((await call('PUT', `/carts/${id}/promo?locale=ar`, { code: 'NOPE' })).body.detail).toBe('لم نتعرّف على رمز الخصم "NOPE". تحقّق من كتابته وحاول مرة أخرى.');
    const off = await call('DELETE', `/carts/${id}/promo`);
    expect(off.body).toMatchObject({ promo: null, total: { amount: 50_000 } });
    expect(await cartEvents(id)).toEqual(['CartOpened', 'ItemAdded', 'PromoApplied', 'PromoRemoved']);
  });

  it('currency: SAR and AED items share a cart, charged in the first item\'s currency until the visitor chooses one', async () => {
    const id = await openCart();
    await call('POST', `/carts/${id}/items`, safariItem);
    const mixed = await call('POST', `/carts/${id}/items`, { experienceId: 'exp-cruise', optionId: 'std', date: DATE, startTime: '15:00', participants: { adult: 1 } });
    expect(mixed.status).toBe(201);
    const cart = mixed.body.cart as CartView;
    expect(cart.lines.map((l) => l.lineTotal.currency)).toEqual(['SAR', 'AED']);
    expect(cart).toMatchObject({ currency: 'SAR', currencyChosen: false, total: { currency: 'SAR' } });
    expect(cart.total.amount).toBe(cart.display.lines.reduce((n, l) => n + l.lineTotal.amount, 0));
    const eur = await call('PUT', `/carts/${id}/currency`, { currency: 'EUR' });
    expect(eur.body).toMatchObject({ currency: 'EUR', currencyChosen: true, total: { currency: 'EUR' }, display: { currency: 'EUR', approximate: false } });
  });

  it("the spec's capacity message, with the capacity for the form", async () => {
    const id = await openCart();
    const r = await call('POST', `/carts/${id}/items`, { ...safariItem, participants: { adult: 11 } });
    expect(r.status).toBe(422);
    expect(r.type).toContain('application/problem+json');
    expect(r.body).toMatchObject({ detail: 'You can select up to 10 travellers per item', capacity: 10, code: 'overCapacity' });
  });

  it('Idempotency-Key: the same open or add sent twice makes one cart and one item', async () => {
    const a = await call('POST', '/carts', {}, { 'idempotency-key': 'open-key-123' });
    const b = await call('POST', '/carts', {}, { 'idempotency-key': 'open-key-123' });
    expect(b.body.cartId).toBe(a.body.cartId);
    const id = a.body.cartId as string;
    const x = await call('POST', `/carts/${id}/items`, safariItem, { 'idempotency-key': 'add-key-123' });
    const y = await call('POST', `/carts/${id}/items`, safariItem, { 'idempotency-key': 'add-key-123' });
    expect(y.status).toBe(201);
    expect(y.body.lineId).toBe(x.body.lineId);
    expect(await cartEvents(id)).toEqual(['CartOpened', 'ItemAdded']);
  });

  it('review: answers the state and the lines, and the cart as it now stands', async () => {
    const id = await openCart();
    const empty = await call('POST', `/carts/${id}/review`);
    expect(empty.body.review).toEqual({ state: 'empty', lines: [] });
    await call('POST', `/carts/${id}/items`, safariItem);
    const ok = await call('POST', `/carts/${id}/review`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ review: { state: 'available', lines: [{ status: 'available' }] }, cart: { cartId: id, revision: 1 } });
    expect((await call('POST', '/carts/nope/review')).status).toBe(404);
  });
});

describe('bad input gets a clear problem and writes nothing', () => {
  let cartId: string;
  let lineId: string;
  beforeAll(async () => {
    await publishExperiences(t.ctx.store, [closed]);
    await experiences.handle(t.ctx.store, 'exp-closed', {
      type: 'WithdrawExperience',
      data: { experienceId: 'exp-closed', reason: { en: 'Closed for the season', ar: 'مغلق لهذا الموسم' } },
    });
    cartId = await openCart();
    lineId = (await call('POST', `/carts/${cartId}/items`, safariItem)).body.lineId as string;
  });

  /** method, url (:c = the cart, :l = its line), body, headers, status, words the detail must contain. */
  const cases: [string, Method, string, unknown, Record<string, string>, number, string][] = [
    ['client price', 'POST', '/carts/:c/items', { ...safariItem, price: 1 }, {}, 400, 'Prices are never taken from the client; remove "price"'],
    ['nested client price', 'POST', '/carts/:c/items', { ...safariItem, startTime: '09:00', extras: [{ extraId: 'photos', quantity: 1, amount: 0 }] }, {}, 400, 'remove "extras[0].amount"'],
    ['client total', 'PATCH', '/carts/:c/items/:l', { participants: { adult: 1 }, lineTotal: { amount: 1, currency: 'SAR' } }, {}, 400, 'remove "lineTotal"'],
    ['price on open', 'POST', '/carts', { currency: 'SAR', total: 0 }, {}, 400, 'remove "total"'],
    ['negative travellers', 'POST', '/carts/:c/items', { ...safariItem, startTime: '09:00', participants: { adult: -1 } }, {}, 400, 'participants.adult: must be 0 or more adults, not negative'],
    ['zero travellers', 'POST', '/carts/:c/items', { ...safariItem, startTime: '09:00', participants: { adult: 0 } }, {}, 400, 'participants: choose at least one traveller'],
    ['zero items', 'POST', '/carts/:c/items', { experienceId: 'exp-yacht', optionId: 'private', date: DATE, startTime: '09:00', quantity: 0 }, {}, 400, 'quantity: must be at least 1'],
    ['negative items', 'PATCH', '/carts/:c/items/:l', { quantity: -2 }, {}, 400, 'quantity: must be at least 1'],
    ['fractional travellers', 'POST', '/carts/:c/items', { ...safariItem, startTime: '09:00', participants: { adult: 1.5 } }, {}, 400, 'participants.adult: must be a whole number of adults'],
    ['zero extras', 'POST', '/carts/:c/items', { ...safariItem, startTime: '09:00', extras: [{ extraId: 'photos', quantity: 0 }] }, {}, 400, 'extras.0.quantity: must be at least 1'],
    ['unknown field', 'POST', '/carts/:c/items', { ...safariItem, startTime: '09:00', colour: 'red' }, {}, 400, 'colour'],
    ['missing fields', 'POST', '/carts/:c/items', { experienceId: 'exp-safari' }, {}, 400, 'optionId'],
    ['impossible date', 'POST', '/carts/:c/items', { ...safariItem, date: '2030-02-30' }, {}, 400, 'date: must be a calendar date'],
    // Calendar maths on a year before 1000 used to throw (Intl writes "202"): it is simply a date long past.
    ['three-digit year', 'POST', '/carts/:c/items', { ...safariItem, date: '0202-06-08' }, {}, 422, 'The 0202-06-08 15:00 departure has already started'],
    ['bad time', 'POST', '/carts/:c/items', { ...safariItem, startTime: '25:00' }, {}, 400, 'startTime: a time as HH:MM'],
    ['empty change', 'PATCH', '/carts/:c/items/:l', {}, {}, 400, 'send participants, quantity or extras to change'],
    ['malformed JSON', 'POST', '/carts/:c/items', '{"experienceId": ', { 'content-type': 'application/json' }, 400, 'The request body is not valid JSON.'],
    ['not JSON', 'POST', '/carts/:c/items', 'hello', { 'content-type': 'text/plain' }, 400, 'Send the request body as a JSON object'],
    ['JSON array', 'POST', '/carts/:c/items', [safariItem], {}, 400, 'Send the request body as a JSON object'],
    // Nested thousands deep, a body used to overflow the stack of the recursive price-field scan (a 500).
    ['deeply nested body', 'POST', '/carts/:c/items', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, { 'content-type': 'application/json' }, 400, 'nests deeper than 32 levels'],
    ['deeply nested array', 'PATCH', '/carts/:c/items/:l', `{"extras":${'['.repeat(3000)}${']'.repeat(3000)}}`, { 'content-type': 'application/json' }, 400, 'nests deeper than 32 levels'],
    ['deep promo', 'PUT', '/carts/:c/promo', `{"code":${'['.repeat(40)}${']'.repeat(40)}}`, { 'content-type': 'application/json' }, 400, 'nests deeper'],
    ['oversized body', 'POST', '/carts/:c/items', { ...safariItem, note: 'x'.repeat(70_000) }, {}, 413, 'larger than'],
    ['unknown experience', 'POST', '/carts/:c/items', { ...safariItem, experienceId: 'exp-nope' }, {}, 422, 'There is no experience "exp-nope".'],
    ['withdrawn experience', 'POST', '/carts/:c/items', { ...safariItem, experienceId: 'exp-closed' }, {}, 422, "We're sorry! This activity is currently unavailable for booking"],
    ['unknown option', 'POST', '/carts/:c/items', { ...safariItem, optionId: 'vip' }, {}, 422, 'has no option "vip"'],
    ['not running that day', 'POST', '/carts/:c/items', { ...safariItem, optionId: 'weekend', participants: { adult: 1 } }, {}, 422, 'Unfortunately there is no available option at this date'],
    ['unknown extra', 'POST', '/carts/:c/items', { ...safariItem, startTime: '09:00', extras: [{ extraId: 'jetski', quantity: 1 }] }, {}, 422, '"jetski" is not an extra'],
    ['pickup of another option', 'POST', '/carts/:c/items', { ...safariItem, startTime: '09:00', pickup: { pointId: 'airport' } }, {}, 422, '"airport" is not a pickup point'],
    ['over capacity on change', 'PATCH', '/carts/:c/items/:l', { participants: { adult: 12 } }, {}, 422, 'You can select up to 10 travellers per item'],
    ['unknown cart', 'POST', '/carts/nocart/items', safariItem, {}, 404, 'There is no such cart.'],
    ['unknown cart GET', 'GET', '/carts/nocart', undefined, {}, 404, 'There is no cart nocart.'],
    ['unknown line', 'PATCH', '/carts/:c/items/noline', { participants: { adult: 1 } }, {}, 404, 'This cart has no item noline.'],
    ['unknown line delete', 'DELETE', '/carts/:c/items/noline', undefined, {}, 404, 'This cart has no item noline.'],
    ['bad cart id', 'GET', '/carts/a%20b', undefined, {}, 400, 'id: must be a cart id'],
    ['bad promo code', 'PUT', '/carts/:c/promo', { code: '!!' }, {}, 400, 'code: a promo code'],
    ['unknown promo', 'PUT', '/carts/:c/promo', { code: 'NOPE' }, {}, 422, 'We don\'t recognise the promo code "NOPE"'],
    ['unknown currency', 'PUT', '/carts/:c/currency', { currency: 'GBP' }, {}, 400, 'currency'],
    ['bad If-Match', 'PATCH', '/carts/:c/items/:l', { participants: { adult: 1 } }, { 'if-match': 'yesterday' }, 400, "If-Match must be the cart's ETag"],
    ['bad Idempotency-Key', 'POST', '/carts', {}, { 'idempotency-key': 'x' }, 400, 'Idempotency-Key must be'],
  ];

  it.each(cases)('%s', async (_name, method, rawUrl, body, headers, status, words) => {
    const url = rawUrl.replace(':c', cartId).replace(':l', lineId);
    const before = await t.ctx.store.headPosition();
    const res =
      typeof body === 'string'
        ? await t.app.inject({ method, url, payload: body, headers })
        : await t.app.inject({ method, url, ...(body !== undefined ? { payload: body as object } : {}), headers });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const problem = res.json() as { detail: string; status: number; title: string };
    expect(problem.status).toBe(status);
    expect(problem.detail).toContain(words);
    expect(await t.ctx.store.headPosition()).toBe(before);
  });
});
