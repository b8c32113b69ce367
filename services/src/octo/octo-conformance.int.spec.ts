// OCTO conformance, written from the published OCTO core specification (@octocloud/types carries its schemas):
// every endpoint and documented error against the live api process (with its projector and saga worker), unit
// pricing totals, a hold that expires, and a reseller racing the storefront for the last seat.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  zAvailability,
  zAvailabilityCalendar,
  zBooking,
  zErrorBadRequest,
  zErrorInvalidAvailabilityId,
  zErrorInvalidBookingUuid,
  zErrorInvalidOptionId,
  zErrorInvalidProductId,
  zErrorInvalidUnitId,
  zErrorUnauthorized,
  zErrorUnprocessableEntity,
  zProduct,
  zSupplier,
} from '@octocloud/types';
import { contact, octoStack, STOREFRONT, type Json } from './testing/octo-stack.ts';
import { setSharedClock } from '../booking/testing/index.ts';

const { call, octo, asOps, departure, reservation, vacancies, eventually, keys, api, redis } = octoStack('octo', 'octo-test:');

describe('OCTO: authentication', () => {
  it('refuses a request without a key, with a malformed key and with an unknown key (401 UNAUTHORIZED)', async () => {
    for (const key of [null, 'nope', `rk_atlas_${'x'.repeat(32)}`]) {
      const r = await octo('GET', '/supplier', { key });
      expect(r.status).toBe(401);
      expect(zErrorUnauthorized.parse(r.body).error).toBe('UNAUTHORIZED');
    }
  });

  it('ops alone creates resellers; the key is stored hashed and shown once', async () => {
    const anonymous = await call('POST', '/ops/resellers', { key: null, body: { resellerId: 'sneaky', name: 'Sneaky' }, headers: { origin: STOREFRONT } });
    expect(anonymous.status).toBe(401);
    // The list is a read model: it shows both once the projector has them.
    const list = await eventually(() => asOps('GET', '/ops/resellers'), (r) => ['atlas', 'bayt'].every((id) => r.body.resellers?.some((x: Json) => x.resellerId === id)));
    expect(list.body.resellers.map((r: Json) => r.resellerId)).toEqual(expect.arrayContaining(['atlas', 'bayt']));
    expect(JSON.stringify(list.body)).not.toContain(keys.atlas);
    // The longest id a reseller may have: its key and key prefix still fit, and the key works at once.
    const longId = 'a'.repeat(40);
    const long = await asOps('POST', '/ops/resellers', { resellerId: longId, name: 'Long Name Travel' });
    expect(long.status, JSON.stringify(long.body)).toBe(201);
    expect((await octo('GET', '/supplier', { key: long.body.key })).status).toBe(200);
    expect((await asOps('POST', '/ops/resellers', { resellerId: longId, name: 'Someone Else' })).status).toBe(409);
  });
});

describe('OCTO: supplier and products', () => {
  it('GET /supplier', async () => {
    const r = await octo('GET', '/supplier');
    expect(r.status).toBe(200);
    expect(zSupplier.parse(r.body).endpoint).toBe(`${api().replace('127.0.0.1', 'localhost')}/octo/v1`);
  });

  it('GET /products lists every published experience in OCTO shape; content and pricing follow Octo-Capabilities and Accept-Language', async () => {
    const plain = await octo('GET', '/products');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(100);
    for (const p of plain.body) zProduct.parse(p);
    expect(plain.body[0].title).toBeUndefined();
    expect(plain.body[0].options[0].units[0].pricingFrom).toBeUndefined();

    const rich = await octo('GET', `/products/${plain.body[0].id}`, { headers: { 'octo-capabilities': 'octo/content, octo/pricing', 'accept-language': 'ar' } });
    zProduct.parse(rich.body);
    expect(rich.headers.get('octo-capabilities')).toBe('octo/content, octo/pricing');
    expect(rich.headers.get('content-language')).toBe('ar');
    expect(rich.body.locale).toBe('ar');
    expect(rich.body.title).toMatch(/[\u0600-\u06FF]/);
    const unit = rich.body.options[0].units[0];
    const price = unit.pricingFrom[0];
    expect(price.retail).toBeGreaterThan(0);
    // VAT is inside the price: 15 % in Saudi Arabia, 5 % in the UAE.
    const rate = rich.body.timeZone === 'Asia/Dubai' ? 0.05 : 0.15;
    expect(price.includedTaxes[0].retail).toBe(Math.round((price.retail * rate) / (1 + rate)));
  });

  it('an unknown product is INVALID_PRODUCT_ID', async () => {
    const r = await octo('GET', '/products/no-such-product');
    expect(r.status).toBe(400);
    expect(zErrorInvalidProductId.parse(r.body)).toMatchObject({ error: 'INVALID_PRODUCT_ID', productId: 'no-such-product' });
  });
});

describe('OCTO: availability', () => {
  it('calendar and departures in OCTO shape; bad product, option, unit and dates are named', async () => {
    const d = await departure({ instant: true, minSeats: 2 });
    const from = d.availability.id.slice(0, 10);
    const cal = await octo('POST', '/availability/calendar', { body: { productId: d.product.id, optionId: d.option.id, localDateStart: from, localDateEnd: from } });
    expect(cal.status).toBe(200);
    expect(cal.body).toHaveLength(1);
    zAvailabilityCalendar.parse(cal.body[0]);
    expect(cal.body[0].available).toBe(true);

    const list = await octo('POST', '/availability', { body: { productId: d.product.id, optionId: d.option.id, localDateStart: from, localDateEnd: from } });
    for (const a of list.body) zAvailability.parse(a);
    expect(list.body.map((a: Json) => a.id)).toContain(d.availability.id);

    const badOption = await octo('POST', '/availability', { body: { productId: d.product.id, optionId: 'nope', localDateStart: from, localDateEnd: from } });
    expect(zErrorInvalidOptionId.parse(badOption.body).error).toBe('INVALID_OPTION_ID');
    const badProduct = await octo('POST', '/availability/calendar', { body: { productId: 'nope', optionId: 'x', localDateStart: from, localDateEnd: from } });
    expect(zErrorInvalidProductId.parse(badProduct.body).error).toBe('INVALID_PRODUCT_ID');
    const badUnit = await octo('POST', '/availability', { body: { productId: d.product.id, optionId: d.option.id, localDateStart: from, localDateEnd: from, units: [{ id: 'dragon', quantity: 1 }] } });
    expect(zErrorInvalidUnitId.parse(badUnit.body)).toMatchObject({ error: 'INVALID_UNIT_ID', unitId: 'dragon' });
    const noDates = await octo('POST', '/availability', { body: { productId: d.product.id, optionId: d.option.id } });
    expect(noDates.status).toBe(400);
    expect(zErrorBadRequest.parse(noDates.body).error).toBe('BAD_REQUEST');
  });

  it('prices the units asked for: the total is the sum of unit prices (octo/pricing)', async () => {
    const d = await departure({ instant: true, minSeats: 3 });
    const units = d.option.units.filter((u: Json) => u.id !== 'infant').map((u: Json, i: number) => ({ id: u.id, quantity: i === 0 ? 2 : 1 }));
    const r = await octo('POST', '/availability', {
      headers: { 'octo-capabilities': 'octo/pricing' },
      body: { productId: d.product.id, optionId: d.option.id, availabilityIds: [d.availability.id], units },
    });
    const a = zAvailability.parse(r.body[0]);
    const expected = units.reduce((n: number, u: Json) => n + a.unitPricing!.find((p) => p.unitId === u.id)!.retail * u.quantity, 0);
    expect(a.pricing!.retail).toBe(expected);
  });
});

describe('OCTO: attractions (open-dated day tickets, OPENING_HOURS)', () => {
  const dayTicketProducts = async () =>
    ((await octo('GET', '/products', { headers: { 'octo-capabilities': 'octo/pricing' } })).body as Json[]).filter((p) => p.availabilityType === 'OPENING_HOURS');
  const localDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('products say OPENING_HOURS; calendar and availability answer allDay, the opening hours and the capacity per day; a closed day is CLOSED', async () => {
    const products = await dayTicketProducts();
    expect(products.length).toBeGreaterThanOrEqual(20);
    for (const p of products) zProduct.parse(p);
    // A museum closes one day a week: its calendar shows that day CLOSED, with no hours, and sells nothing on it.
    const museum = products.find((p) => p.id.includes('museum-day-ticket'))!;
    const option = museum.options[0];
    expect(option.availabilityLocalStartTimes).toHaveLength(1);
    const [start, end] = [localDay(3), localDay(9)];
    const cal = await octo('POST', '/availability/calendar', { body: { productId: museum.id, optionId: option.id, localDateStart: start, localDateEnd: end } });
    expect(cal.status).toBe(200);
    expect(cal.body).toHaveLength(7);
    for (const day of cal.body) zAvailabilityCalendar.parse(day);
    const closed = cal.body.filter((d: Json) => d.status === 'CLOSED');
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({ available: false, openingHours: [], capacity: 0 });
    expect(new Date(`${closed[0].localDate}T00:00:00Z`).getUTCDay()).toBe(1);
    for (const day of cal.body.filter((d: Json) => d.status !== 'CLOSED')) {
      expect(day.openingHours).toEqual([{ from: option.availabilityLocalStartTimes[0], to: expect.stringMatching(/^\d\d:\d\d$/) }]);
      expect(day.capacity).toBeGreaterThanOrEqual(100);
    }

    const list = await octo('POST', '/availability', { body: { productId: museum.id, optionId: option.id, localDateStart: start, localDateEnd: end } });
    expect(list.status).toBe(200);
    // One availability per open day, valid all day from opening to closing.
    expect(list.body).toHaveLength(6);
    for (const a of list.body) {
      zAvailability.parse(a);
      expect(a).toMatchObject({ allDay: true, openingHours: [{ from: option.availabilityLocalStartTimes[0], to: expect.any(String) }] });
      expect(a.capacity).toBeGreaterThanOrEqual(100);
      expect(a.localDateTimeStart.slice(11, 16)).toBe(a.openingHours[0].from);
      expect(a.localDateTimeEnd.slice(11, 16)).toBe(a.openingHours[0].to);
      expect(a.localDateTimeEnd.slice(0, 10)).toBe(a.localDateTimeStart.slice(0, 10));
    }
    expect(list.body.map((a: Json) => a.id.slice(0, 10))).not.toContain(closed[0].localDate);
    // The closed day cannot be reserved either.
    const closedId = `${closed[0].localDate}T${option.availabilityLocalStartTimes[0]}:00${list.body[0].id.slice(19)}`;
    const refused = await octo('POST', '/bookings', { body: { uuid: randomUUID(), productId: museum.id, optionId: option.id, availabilityId: closedId, unitItems: [{ unitId: 'adult' }] } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(['INVALID_AVAILABILITY_ID', 'UNPROCESSABLE_ENTITY']).toContain(refused.body.error);
  });

  it('reserves and confirms a day ticket: the booking is valid all day with the opening hours, and its seats leave the day', async () => {
    const products = await dayTicketProducts();
    const instant = products.filter((p) => p.instantConfirmation);
    expect(instant.length).toBeGreaterThan(0);
    const d = await departure({ instant: true, minSeats: 3, productId: instant[0].id });
    expect(d.availability.allDay).toBe(true);
    const before = await vacancies(d);
    const body = reservation(d, ['adult', 'adult']);
    const reserved = await octo('POST', '/bookings', { body });
    expect(reserved.status).toBe(200);
    const b = zBooking.parse(reserved.body);
    expect(b).toMatchObject({ status: 'ON_HOLD', availabilityId: d.availability.id, availability: { allDay: true, openingHours: d.availability.openingHours } });
    expect(await eventually(() => vacancies(d), (v) => v === before - 2)).toBe(before - 2);

    const confirmed = await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } });
    expect(confirmed.status).toBe(200);
    let c = zBooking.parse(confirmed.body);
    if (c.status !== 'CONFIRMED') c = zBooking.parse((await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.status === 'CONFIRMED')).body);
    expect(c).toMatchObject({ status: 'CONFIRMED', availability: { allDay: true, localDateTimeEnd: d.availability.localDateTimeEnd, openingHours: d.availability.openingHours } });
    expect(await eventually(() => vacancies(d), (v) => v === before - 2)).toBe(before - 2);
  });
});

describe('OCTO: bookings', () => {
  it('reserves (ON_HOLD, seats held until utcExpiresAt), idempotent on uuid; extends; updates; confirms (CONFIRMED, voucher); reads; lists; cancels (seats back)', async () => {
    const d = await departure({ instant: true, minSeats: 3, free: true });
    const before = await vacancies(d);
    const body = reservation(d, ['adult', 'adult'], { resellerReference: 'ATL-1001', expirationMinutes: 30, notes: 'window seats' });
    const reserved = await octo('POST', '/bookings', { body, headers: { 'octo-capabilities': 'octo/pricing' } });
    expect(reserved.status).toBe(200);
    const b = zBooking.parse(reserved.body);
    expect(b).toMatchObject({ uuid: body.uuid, status: 'ON_HOLD', resellerReference: 'ATL-1001', availabilityId: d.availability.id, notes: 'window seats' });
    expect(Date.parse(b.utcExpiresAt!) - Date.now()).toBeGreaterThan(28 * 60_000);
    expect(b.pricing!.retail).toBe(2 * d.option.units.find((u: Json) => u.id === 'adult').pricingFrom[0].retail);
    expect(b.unitItems.reduce((n, u) => n + u.pricing!.retail, 0)).toBe(b.pricing!.retail);
    expect(await eventually(() => vacancies(d), (v) => v === before - 2)).toBe(before - 2);

    const again = await octo('POST', '/bookings', { body });
    expect(again.body.uuid).toBe(body.uuid);
    expect(await eventually(() => vacancies(d), (v) => v === before - 2)).toBe(before - 2);
    const reused = await octo('POST', '/bookings', { body: { ...body, unitItems: [{ unitId: 'adult' }] } });
    expect(reused.status).toBe(400);

    const extended = await octo('POST', `/bookings/${body.uuid}/extend`, { body: { expirationMinutes: 90 } });
    expect(Date.parse(zBooking.parse(extended.body).utcExpiresAt!) - Date.now()).toBeGreaterThan(88 * 60_000);

    const patched = await octo('PATCH', `/bookings/${body.uuid}`, { body: { resellerReference: 'ATL-1002', notes: 'aisle' } });
    expect(zBooking.parse(patched.body)).toMatchObject({ resellerReference: 'ATL-1002', notes: 'aisle' });

    const noContact = await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact: { fullName: 'Layla' } } });
    expect(zErrorBadRequest.parse(noContact.body).errorMessage).toMatch(/emailAddress/);
    expect((await octo('GET', `/bookings/${body.uuid}`)).body.status).toBe('ON_HOLD');

    const confirmed = await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact, resellerReference: 'ATL-1003' } });
    expect(confirmed.status).toBe(200);
    let c = zBooking.parse(confirmed.body);
    if (c.status !== 'CONFIRMED') c = zBooking.parse((await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.status === 'CONFIRMED')).body);
    expect(c).toMatchObject({ status: 'CONFIRMED', resellerReference: 'ATL-1003', utcExpiresAt: null, cancellable: true });
    expect(c.utcConfirmedAt).not.toBeNull();
    expect(c.voucher?.deliveryOptions[0]?.deliveryValue).toBe(c.supplierReference);
    expect(c.contact).toMatchObject({ fullName: 'Layla Haddad', emailAddress: 'layla@reseller.example' });
    // A confirmed booking keeps its units (a booking on hold may move: see the onboarding spec).
    const rebook = await octo('PATCH', `/bookings/${body.uuid}`, { body: { unitItems: [{ unitId: 'adult' }] } });
    expect(zErrorUnprocessableEntity.parse(rebook.body).error).toBe('UNPROCESSABLE_ENTITY');
    // Confirming again answers the booking; the seats were taken once.
    expect((await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).body.status).toBe('CONFIRMED');
    expect(await eventually(() => vacancies(d), (v) => v === before - 2)).toBe(before - 2);

    for (const query of ['resellerReference=ATL-1003', `supplierReference=${c.supplierReference}`, `localDate=${d.availability.id.slice(0, 10)}`]) {
      const listed = await eventually(() => octo('GET', `/bookings?${query}`), (r) => r.body.length > 0);
      expect(listed.body.map((x: Json) => x.uuid)).toContain(body.uuid);
    }
    expect((await octo('GET', '/bookings')).status).toBe(400);
    // Another reseller sees nothing of it.
    const other = await octo('GET', `/bookings/${body.uuid}`, { key: keys.bayt });
    expect(zErrorInvalidBookingUuid.parse(other.body)).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid: body.uuid });
    expect((await octo('GET', '/bookings?resellerReference=ATL-1003', { key: keys.bayt })).body).toEqual([]);
    // Ops and finance see the reseller's bookings.
    const opsList = await eventually(() => asOps('GET', '/ops/resellers/atlas/bookings'), (r) => r.body.bookings.some((x: Json) => x.uuid === body.uuid));
    expect(opsList.body.bookings.find((x: Json) => x.uuid === body.uuid).resellerReference).toBe('ATL-1003');

    const cancelled = await octo('POST', `/bookings/${body.uuid}/cancel`, { body: { reason: 'customer changed plans' } });
    expect(cancelled.status).toBe(200);
    const x = zBooking.parse(cancelled.body);
    expect(x.status).toBe('CANCELLED');
    expect(x.cancellation).toMatchObject({ refund: 'FULL', reason: 'customer changed plans' });
    expect(await eventually(() => vacancies(d), (v) => v === before)).toBe(before);
  });

  it('names every wrong id on reservation, and a departure without enough seats is UNPROCESSABLE_ENTITY', async () => {
    const d = await departure({ instant: true, minSeats: 1 });
    const base = reservation(d, ['adult']);
    const cases: [Record<string, unknown>, string][] = [
      [{ productId: 'nope' }, 'INVALID_PRODUCT_ID'],
      [{ optionId: 'nope' }, 'INVALID_OPTION_ID'],
      [{ availabilityId: '2031-02-30T10:00:00+03:00' }, 'INVALID_AVAILABILITY_ID'],
      [{ availabilityId: `${d.availability.id.slice(0, 10)}T03:17:00+03:00` }, 'INVALID_AVAILABILITY_ID'],
      [{ unitItems: [{ unitId: 'dragon' }] }, 'INVALID_UNIT_ID'],
      [{ unitItems: [] }, 'BAD_REQUEST'],
      [{ uuid: 'not-a-uuid' }, 'BAD_REQUEST'],
      [{ unitItems: Array.from({ length: d.availability.vacancies + 1 }, () => ({ unitId: 'adult' })) }, 'UNPROCESSABLE_ENTITY'],
    ];
    for (const [change, error] of cases) {
      const r = await octo('POST', '/bookings', { body: { ...base, uuid: randomUUID(), ...change } });
      expect(r.status, `${JSON.stringify(change)} -> ${JSON.stringify(r.body)}`).toBe(400);
      expect(r.body.error).toBe(error);
      const schema = { INVALID_PRODUCT_ID: zErrorInvalidProductId, INVALID_OPTION_ID: zErrorInvalidOptionId, INVALID_AVAILABILITY_ID: zErrorInvalidAvailabilityId, INVALID_UNIT_ID: zErrorInvalidUnitId, BAD_REQUEST: zErrorBadRequest, UNPROCESSABLE_ENTITY: zErrorUnprocessableEntity }[error];
      schema!.parse(r.body);
    }
    const unknown = randomUUID();
    for (const [method, path] of [
      ['GET', `/bookings/${unknown}`],
      ['POST', `/bookings/${unknown}/confirm`],
      ['POST', `/bookings/${unknown}/cancel`],
      ['POST', `/bookings/${unknown}/extend`],
    ] as const) {
      const r = await octo(method, path, method === 'POST' ? { body: path.endsWith('confirm') ? { contact } : {} } : {});
      expect(zErrorInvalidBookingUuid.parse(r.body).error).toBe('INVALID_BOOKING_UUID');
    }
  });

  it('a reservation cancelled before confirmation gives its seats back', async () => {
    const d = await departure({ instant: true, minSeats: 2 });
    const before = await vacancies(d);
    const body = reservation(d, ['adult']);
    await octo('POST', '/bookings', { body });
    expect(await eventually(() => vacancies(d), (v) => v === before - 1)).toBe(before - 1);
    const r = await octo('POST', `/bookings/${body.uuid}/cancel`, { body: {} });
    expect(zBooking.parse(r.body)).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'FULL' } });
    expect(await eventually(() => vacancies(d), (v) => v === before)).toBe(before);
  });

  it('on-request products answer ON_HOLD after confirmation until their supplier confirms', async () => {
    const d = await departure({ instant: false, minSeats: 1 });
    const body = reservation(d, ['adult']);
    await octo('POST', '/bookings', { body });
    const confirmed = zBooking.parse((await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).body);
    expect(confirmed.status).toBe('ON_HOLD');
    const listing = (await eventually(() => asOps('GET', '/ops/resellers/atlas/bookings'), (r) => r.body.bookings.some((x: Json) => x.uuid === body.uuid))).body.bookings.find((x: Json) => x.uuid === body.uuid);
    const detail = await call('GET', `/experiences/${d.product.id}`, { key: null });
    const supplierId = detail.body.supplier.id;
    expect(typeof supplierId).toBe('string');
    // The saga records the item as awaiting its supplier before the answer can land.
    await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.utcExpiresAt !== null);
    // Ops sees it on hold, sold by the reseller under its reference.
    const queues = await eventually(() => asOps('GET', '/ops/queues'), (r) => r.body.onHold?.some((e: Json) => e.bookingId === listing.bookingId));
    expect(queues.body.onHold.find((e: Json) => e.bookingId === listing.bookingId).booking.reseller).toEqual({ resellerId: 'atlas', name: 'Atlas Travel', reference: null });
    const answer = await call('POST', `/supplier/bookings/${listing.bookingId}/items/item-1/answer`, { key: null, body: { answer: 'confirmed' }, headers: { 'x-supplier-key': `supplier-key-${supplierId}` } });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    const after = await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.status === 'CONFIRMED');
    expect(after.body.status).toBe('CONFIRMED');
  });

  it('a hold expires by itself: the booking reads EXPIRED, cannot be confirmed or extended, and its seats are free again', async () => {
    const d = await departure({ instant: true, minSeats: 2 });
    const before = await vacancies(d);
    const body = reservation(d, ['adult'], { expirationMinutes: 5 });
    await octo('POST', '/bookings', { body });
    expect(await eventually(() => vacancies(d), (v) => v === before - 1)).toBe(before - 1);
    await setSharedClock(redis(), 'octo-test:', new Date(Date.now() + 6 * 60_000));
    try {
      const expired = await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.status === 'EXPIRED', 5_000);
      expect(zBooking.parse(expired.body).status).toBe('EXPIRED');
      expect((await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).body.error).toBe('UNPROCESSABLE_ENTITY');
      expect((await octo('POST', `/bookings/${body.uuid}/extend`, { body: { expirationMinutes: 10 } })).body.error).toBe('UNPROCESSABLE_ENTITY');
      expect(await eventually(() => vacancies(d), (v) => v === before)).toBe(before);
    } finally {
      await setSharedClock(redis(), 'octo-test:', new Date());
    }
  });

  it('a reseller and the storefront racing for the last seat: exactly one of them gets it', async () => {
    const d = await departure({ instant: true, minSeats: 2 });
    const left = await vacancies(d);
    // bayt fills the departure but for one seat: ops lift its caps (half a departure by default) for that.
    expect((await asOps('PUT', '/ops/resellers/bayt/caps', { maxHeldSeats: 100_000, maxDepartureShare: 1 })).status).toBe(200);
    if (left > 1) expect((await octo('POST', '/bookings', { key: keys.bayt, body: reservation(d, Array.from({ length: left - 1 }, () => 'adult')) })).status).toBe(200);
    expect(await eventually(() => vacancies(d), (v) => v === 1)).toBe(1);
    const [date, time] = [d.availability.id.slice(0, 10), d.availability.id.slice(11, 16)];
    const cart = await call('POST', '/carts', { key: null, body: {} });
    const cartId = cart.body.cartId;
    expect((await call('POST', `/carts/${cartId}/items`, { key: null, body: { experienceId: d.product.id, optionId: d.option.id, date, startTime: time, participants: { adult: 1 } } })).status).toBe(201);
    const buyer = { firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com', phone: { countryCode: '+966', number: '501234567' } };
    const [shop, reseller] = await Promise.all([
      call('POST', '/checkout', { key: null, body: { cartId, paymentMethod: 'payLater', locale: 'en', buyer }, headers: { 'idempotency-key': `race-${cartId}` } }),
      octo('POST', '/bookings', { body: reservation(d, ['adult']) }),
    ]);
    const resellerWon = reseller.status === 200 && reseller.body.status === 'ON_HOLD';
    let shopWon = false;
    if (shop.body.bookingId) {
      const settled = await eventually(
        () => call('GET', `/bookings/${shop.body.bookingId}/status`, { key: null, headers: { 'x-booking-link': shop.body.bookingLink } }),
        (r) => ['confirmed', 'failed', 'reviewRequired', 'partiallyConfirmed'].includes(r.body.status),
        60_000,
      );
      shopWon = settled.body.status === 'confirmed';
    }
    expect({ resellerWon, shopWon, shop: shop.status, reseller: reseller.body.error ?? reseller.body.status }).toMatchObject({ resellerWon: !shopWon });
    expect(await eventually(() => vacancies(d), (v) => v === 0)).toBe(0);
  });

  it('a revoked key stops working at once', async () => {
    const created = await asOps('POST', '/ops/resellers/bayt/keys');
    expect(created.status).toBe(201);
    expect((await octo('GET', '/supplier', { key: created.body.key })).status).toBe(200);
    expect((await asOps('POST', `/ops/resellers/bayt/keys/${created.body.keyId}/revoke`)).status).toBe(200);
    expect((await octo('GET', '/supplier', { key: created.body.key })).status).toBe(401);
    expect((await octo('GET', '/supplier', { key: keys.bayt })).status).toBe(200);
  });
});
