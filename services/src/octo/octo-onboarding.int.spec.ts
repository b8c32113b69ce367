// OCTO conformance, second pass: what a reseller's onboarding run (the OCTO core flows, tried against /octo/v1 before
// a reseller connects a supplier) found, each point with the answer the specification asks for, against the live api.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { zBooking, zErrorBadRequest } from '@octocloud/types';
import { checkoutIds } from '../booking/testing/index.ts';
import { resellerSaleIds } from '../booking/index.ts';
import { contact, octoStack, type Departure, type Json } from './testing/octo-stack.ts';

const { call, octo, asOps, departure, reservation, vacancies, eventually, keys } = octoStack('octo-onboarding', 'octo-onboarding:');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('OCTO conformance (issue 20, points 1-7)', () => {
  it('1: availabilityIds together with localDate, localDateStart or localDateEnd is BAD_REQUEST', async () => {
    const d = await departure({ instant: true, minSeats: 1 });
    const date = d.availability.id.slice(0, 10);
    for (const dates of [{ localDate: date }, { localDateStart: date, localDateEnd: date }, { localDateStart: date }, { localDateEnd: date }]) {
      const r = await octo('POST', '/availability', { body: { productId: d.product.id, optionId: d.option.id, availabilityIds: [d.availability.id], ...dates } });
      expect(r.status, JSON.stringify(dates)).toBe(400);
      expect(zErrorBadRequest.parse(r.body)).toMatchObject({ error: 'BAD_REQUEST', errorMessage: expect.stringMatching(/availabilityIds/) });
    }
  });

  it("2: every unit item's uuid is a UUID: the reseller's own when it sent one, else one made once and kept", async () => {
    const d = await departure({ instant: true, minSeats: 2 });
    const mine = randomUUID();
    const body = { ...reservation(d, []), unitItems: [{ unitId: 'adult', uuid: mine }, { unitId: 'adult' }] };
    const reserved = zBooking.parse((await octo('POST', '/bookings', { body })).body);
    expect(reserved.unitItems[0]!.uuid).toBe(mine);
    expect(reserved.unitItems[1]!.uuid).toMatch(UUID);
    expect(reserved.unitItems[1]!.uuid).not.toBe(mine);
    const read = zBooking.parse((await octo('GET', `/bookings/${body.uuid}`)).body);
    expect(read.unitItems.map((u) => u.uuid)).toEqual(reserved.unitItems.map((u) => u.uuid));
  });

  it('3: every option asks for no contact field, and a confirmation without a phone number books', async () => {
    const d = await departure({ instant: true, minSeats: 1 });
    expect(d.option.requiredContactFields).toEqual([]);
    const body = reservation(d, ['adult']);
    expect((await octo('POST', '/bookings', { body })).status).toBe(200);
    const confirmed = await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact: { fullName: 'Omar Saleh', emailAddress: 'omar@reseller.example' } } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const settled = await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.status === 'CONFIRMED');
    expect(zBooking.parse(settled.body)).toMatchObject({ status: 'CONFIRMED', contact: { fullName: 'Omar Saleh', phoneNumber: null } });
  });

  it('4: confirm applies the body\'s unitItems: fewer units release seats, an unknown unit is INVALID_UNIT_ID, more than are free UNPROCESSABLE_ENTITY', async () => {
    const d = await departure({ instant: true, minSeats: 4 });
    const before = await vacancies(d);
    const body = reservation(d, ['adult', 'adult', 'adult']);
    await octo('POST', '/bookings', { body });
    expect(await eventually(() => vacancies(d), (v) => v === before - 3)).toBe(before - 3);
    const unknown = await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact, unitItems: [{ unitId: 'dragon' }] } });
    expect(unknown.body).toMatchObject({ error: 'INVALID_UNIT_ID', unitId: 'dragon' });
    const tooMany = await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact, unitItems: Array.from({ length: before + 1 }, () => ({ unitId: 'adult' })) } });
    expect(tooMany.body.error).toBe('UNPROCESSABLE_ENTITY');
    expect((await octo('GET', `/bookings/${body.uuid}`)).body.status).toBe('ON_HOLD');
    const confirmed = await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact, unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }] } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const settled = zBooking.parse((await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.status === 'CONFIRMED')).body);
    expect(settled.unitItems.map((u) => u.unitId)).toEqual(['adult', 'adult']);
    expect(await eventually(() => vacancies(d), (v) => v === before - 2)).toBe(before - 2);
  });

  it('5: PATCH rebooks a booking on hold (departure, units, product): the new seats are held before the old go back', async () => {
    const first = await departure({ instant: true, minSeats: 3 });
    const second = await departure({ instant: true, minSeats: 3, productId: first.product.id });
    const [a0, b0] = [await vacancies(first), await vacancies(second)];
    const body = reservation(first, ['adult', 'adult']);
    await octo('POST', '/bookings', { body });
    expect(await eventually(() => vacancies(first), (v) => v === a0 - 2)).toBe(a0 - 2);

    const moved = await octo('PATCH', `/bookings/${body.uuid}`, { body: { availabilityId: second.availability.id } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(zBooking.parse(moved.body)).toMatchObject({ status: 'ON_HOLD', availabilityId: second.availability.id });
    expect(await eventually(() => vacancies(first), (v) => v === a0)).toBe(a0);
    expect(await eventually(() => vacancies(second), (v) => v === b0 - 2)).toBe(b0 - 2);

    const resized = await octo('PATCH', `/bookings/${body.uuid}`, { body: { unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'adult' }] } });
    expect(zBooking.parse(resized.body).unitItems).toHaveLength(3);
    expect(await eventually(() => vacancies(second), (v) => v === b0 - 3)).toBe(b0 - 3);
    const tooMany = await octo('PATCH', `/bookings/${body.uuid}`, { body: { unitItems: Array.from({ length: b0 + 1 }, () => ({ unitId: 'adult' })) } });
    expect(tooMany.body.error).toBe('UNPROCESSABLE_ENTITY');
    expect(await vacancies(second)).toBe(b0 - 3);

    const other = await departure({ instant: true, minSeats: 3, notProductId: first.product.id });
    const c0 = await vacancies(other);
    const swapped = await octo('PATCH', `/bookings/${body.uuid}`, { body: { productId: other.product.id, optionId: other.option.id, availabilityId: other.availability.id, unitItems: [{ unitId: 'adult' }] } });
    expect(zBooking.parse(swapped.body)).toMatchObject({ productId: other.product.id, availabilityId: other.availability.id });
    expect(await eventually(() => vacancies(second), (v) => v === b0)).toBe(b0);
    expect(await eventually(() => vacancies(other), (v) => v === c0 - 1)).toBe(c0 - 1);

    // The rebooked reservation confirms on its new departure, and takes no other seat.
    const confirmed = await eventually(async () => (await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).body as Json, (b) => b.status === 'CONFIRMED');
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', productId: other.product.id });
    expect(await vacancies(other)).toBe(c0 - 1);
    expect(await vacancies(first)).toBe(a0);
  });

  it('6: a booking reads cancellable exactly when a cancellation goes through (on hold, confirmed, waiting on its supplier)', async () => {
    const instant = await departure({ instant: true, minSeats: 1 });
    const onHold = reservation(instant, ['adult']);
    const held = zBooking.parse((await octo('POST', '/bookings', { body: onHold })).body);
    expect(held).toMatchObject({ status: 'ON_HOLD', cancellable: true });
    expect(zBooking.parse((await octo('POST', `/bookings/${onHold.uuid}/cancel`, { body: {} })).body).status).toBe('CANCELLED');

    const onRequest = await departure({ instant: false, minSeats: 1 });
    const waiting = reservation(onRequest, ['adult']);
    await octo('POST', '/bookings', { body: waiting });
    const confirmed = zBooking.parse((await octo('POST', `/bookings/${waiting.uuid}/confirm`, { body: { contact } })).body);
    expect(confirmed.status).toBe('ON_HOLD');
    const cancel = await octo('POST', `/bookings/${waiting.uuid}/cancel`, { body: {} });
    // Whatever the answer, the booking said so beforehand.
    expect({ cancellable: confirmed.cancellable, cancelled: cancel.status === 200 }).toEqual({ cancellable: cancel.status === 200, cancelled: cancel.status === 200 });
  });

  it('7: a booking delivered by voucher has a voucher object before confirmation too (no delivery options yet)', async () => {
    const d = await departure({ instant: true, minSeats: 1 });
    const body = reservation(d, ['adult']);
    const held = zBooking.parse((await octo('POST', '/bookings', { body })).body);
    expect(held.deliveryMethods).toContain('VOUCHER');
    expect(held.voucher).toEqual({ redemptionMethod: 'DIGITAL', utcRedeemedAt: null, deliveryOptions: [] });
    const confirmed = await eventually(
      async () => (await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).body as Json,
      (b) => b.status === 'CONFIRMED',
    );
    expect(zBooking.parse(confirmed).voucher?.deliveryOptions[0]?.deliveryValue).toBe(confirmed.supplierReference);
    expect(await vacancies(d)).toBeGreaterThanOrEqual(0);
  });
});

describe("OCTO: a reseller's onboarding run, several times in a row on one departure of the first product", () => {
  it('reserve 6, 2, 2, extend, confirm with and without phone, confirm changing units, rebook date/units/product, cancel on hold and confirmed, list by references: no failure', async () => {
    const products = (await octo('GET', '/products')).body as Json[];
    const product = products[0];
    const option = product.options[0];
    const adult = option.units.find((u: Json) => u.id === 'adult') ? 'adult' : option.units[0].id;
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const list = (await octo('POST', '/availability', { body: { productId: product.id, optionId: option.id, localDateStart: start, localDateEnd: end } })).body as Json[];
    const [here, there] = list.filter((a) => a.available && a.vacancies === a.capacity);
    expect(here, 'a free departure of the first product').toBeDefined();
    const other = products.find((p) => p.id !== product.id && p.options[0].units.some((u: Json) => u.id === adult));
    const otherList = (await octo('POST', '/availability', { body: { productId: other.id, optionId: other.options[0].id, localDateStart: start, localDateEnd: end } })).body as Json[];
    const elsewhere = otherList.find((a) => a.available && a.vacancies >= 2);
    const ok = (r: { status: number; body: Json }, what: string) => {
      expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(200);
      return zBooking.parse(r.body);
    };
    const reserve = async (units: number, ref: string, at = here) =>
      ok(await octo('POST', '/bookings', { body: { uuid: randomUUID(), productId: product.id, optionId: option.id, availabilityId: at.id, unitItems: Array.from({ length: units }, () => ({ unitId: adult })), resellerReference: ref } }), `reserve ${units}`);
    const withPhone = { fullName: 'Layla Haddad', emailAddress: 'layla@reseller.example', phoneNumber: '+966501234567' };
    const noPhone = { fullName: 'Omar Saleh', emailAddress: 'omar@reseller.example' };

    for (let run = 1; run <= 3; run++) {
      const a = await reserve(6, `RUN${run}-A`);
      const b = await reserve(2, `RUN${run}-B`);
      const c = await reserve(2, `RUN${run}-C`);
      ok(await octo('POST', `/bookings/${a.uuid}/extend`, { body: { expirationMinutes: 60 } }), 'extend');
      ok(await octo('POST', `/bookings/${a.uuid}/confirm`, { body: { contact: withPhone } }), 'confirm with phone');
      ok(await octo('POST', `/bookings/${b.uuid}/confirm`, { body: { contact: noPhone } }), 'confirm without phone');
      const changed = ok(await octo('POST', `/bookings/${c.uuid}/confirm`, { body: { contact: withPhone, unitItems: [{ unitId: adult }] } }), 'confirm changing units');
      expect(changed.unitItems).toHaveLength(1);
      const d = await reserve(1, `RUN${run}-D`);
      if (there) ok(await octo('PATCH', `/bookings/${d.uuid}`, { body: { availabilityId: there.id } }), 'rebook date');
      ok(await octo('PATCH', `/bookings/${d.uuid}`, { body: { unitItems: [{ unitId: adult }, { unitId: adult }] } }), 'rebook units');
      ok(await octo('PATCH', `/bookings/${d.uuid}`, { body: { productId: other.id, optionId: other.options[0].id, availabilityId: elsewhere.id, unitItems: [{ unitId: adult }] } }), 'rebook product');
      const e = await reserve(1, `RUN${run}-E`);
      expect(ok(await octo('POST', `/bookings/${e.uuid}/cancel`, { body: {} }), 'cancel on hold').status).toBe('CANCELLED');
      const confirmedA = await eventually(() => octo('GET', `/bookings/${a.uuid}`), (r) => r.body.status === 'CONFIRMED');
      expect(confirmedA.body.status).toBe('CONFIRMED');
      expect(ok(await octo('POST', `/bookings/${a.uuid}/cancel`, { body: { reason: 'onboarding run' } }), 'cancel confirmed').status).toBe('CANCELLED');
      for (const [ref, booking] of [[`RUN${run}-B`, b], [`RUN${run}-C`, c]] as const) {
        const listed = await eventually(() => octo('GET', `/bookings?resellerReference=${ref}`), (r) => r.body.length === 1);
        expect(listed.body.map((x: Json) => x.uuid)).toEqual([booking.uuid]);
        const bySupplier = await octo('GET', `/bookings?supplierReference=${booking.supplierReference}`);
        expect(bySupplier.body.map((x: Json) => x.uuid)).toEqual([booking.uuid]);
      }
    }
  }, 240_000);
});

describe('OCTO: resellers kept apart, the inventory safe (issue 20, points 8-14)', () => {
  it('14: requests without a valid key are limited per address (60 a minute), not answered forever', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 62; i++) answers.push((await octo('GET', '/supplier', { key: `rk_nobody_${i}` })).status);
    expect(answers.slice(0, 60).every((s) => s === 401)).toBe(true);
    const last = await octo('GET', '/supplier', { key: null });
    expect(last.status).toBe(403);
    expect(last.body.error).toBe('FORBIDDEN');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // A reseller with its key is not held back by the address's keyless requests.
    expect((await octo('GET', '/supplier')).status).toBe(200);
  });


  it('8: a reseller never reaches a booking of a reseller whose id is its own plus a dash (path uuid validated, owner checked)', async () => {
    const created = await asOps('POST', '/ops/resellers', { resellerId: 'atlas-x', name: 'Atlas X' });
    expect(created.status).toBe(201);
    const d = await departure({ instant: true, minSeats: 1 });
    const body = reservation(d, ['adult']);
    expect((await octo('POST', '/bookings', { key: created.body.key, body })).status).toBe(200);
    for (const [method, path, payload] of [
      ['GET', `/bookings/x-${body.uuid}`, undefined],
      ['PATCH', `/bookings/x-${body.uuid}`, { notes: 'mine now' }],
      ['POST', `/bookings/x-${body.uuid}/cancel`, {}],
      ['POST', `/bookings/x-${body.uuid}/confirm`, { contact }],
    ] as const) {
      const r = await octo(method, path, payload === undefined ? {} : { body: payload });
      expect(r.body, `${method} ${path}`).toMatchObject({ error: 'INVALID_BOOKING_UUID' });
    }
    expect(zBooking.parse((await octo('GET', `/bookings/${body.uuid}`, { key: created.body.key })).body)).toMatchObject({ status: 'ON_HOLD', notes: null });
  });

  it("10: a reseller booking's engine id comes from its own space and cannot be worked out from reseller and uuid", async () => {
    const d = await departure({ instant: true, minSeats: 1 });
    const body = reservation(d, ['adult']);
    await octo('POST', '/bookings', { body });
    const confirmed = await eventually(async () => (await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).body as Json, (b) => b.status === 'CONFIRMED');
    expect(confirmed.status).toBe('CONFIRMED');
    // Neither the storefront's key space nor a hash of reseller and uuid names it: the guest routes find nothing.
    for (const guess of [checkoutIds(`octo:atlas:${body.uuid}`).bookingId, resellerSaleIds('atlas', body.uuid).bookingId]) {
      expect((await call('GET', `/bookings/${guess}/status`, { key: null })).status, guess).toBe(404);
    }
  });

  it('9: extensions do not restart a hold: a reservation holds its seats at most 24 h in all', async () => {
    const d = await departure({ instant: true, minSeats: 1 });
    const body = reservation(d, ['adult'], { expirationMinutes: 1440 });
    expect((await octo('POST', '/bookings', { body })).status).toBe(200);
    const again = await octo('POST', `/bookings/${body.uuid}/extend`, { body: { expirationMinutes: 1440 } });
    expect(again.body).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', errorMessage: expect.stringMatching(/1440 minutes in all/) });
    const short = reservation(d, ['adult'], { expirationMinutes: 30 });
    await octo('POST', '/bookings', { body: short });
    expect((await octo('POST', `/bookings/${short.uuid}/extend`, { body: { expirationMinutes: 60 } })).status).toBe(200);
  });

  it('11: fields longer than the stored record allows are BAD_REQUEST before anything is held, and a confirmation refused so is retried cleanly', async () => {
    const d = await departure({ instant: true, minSeats: 1 });
    const before = await vacancies(d);
    for (const extra of [{ resellerReference: 'R'.repeat(101) }, { notes: 'n'.repeat(1001) }, { contact: { fullName: 'F'.repeat(201) } }]) {
      const r = await octo('POST', '/bookings', { body: reservation(d, ['adult'], extra) });
      expect(r.status, JSON.stringify(extra).slice(0, 40)).toBe(400);
      expect(r.body.error).toBe('BAD_REQUEST');
    }
    const longUnit = await octo('POST', '/bookings', { body: { ...reservation(d, []), unitItems: [{ unitId: 'adult', uuid: 'u'.repeat(101) }] } });
    expect(longUnit.body.error).toBe('BAD_REQUEST');
    expect(await vacancies(d)).toBe(before);
    const body = reservation(d, ['adult']);
    await octo('POST', '/bookings', { body });
    const tooLong = await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact: { ...contact, notes: 'x'.repeat(1001) } } });
    expect(tooLong.body.error).toBe('BAD_REQUEST');
    expect((await octo('GET', `/bookings/${body.uuid}`)).body.status).toBe('ON_HOLD');
    const confirmed = await eventually(async () => (await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).body as Json, (b) => b.status === 'CONFIRMED');
    expect(confirmed.status).toBe('CONFIRMED');
  });

  it('12: a date that does not exist (Nov 31, Feb 30) is INVALID_AVAILABILITY_ID, never reserved', async () => {
    // A departure on Dec 1 (where Nov 31 would roll over to) makes the made-up date look real to a lenient parser.
    const products = (await octo('GET', '/products')).body as Json[];
    const year = new Date().getUTCFullYear();
    let found: Json = null;
    for (const p of products.slice(0, 40)) {
      const list = (await octo('POST', '/availability', { body: { productId: p.id, optionId: p.options[0].id, localDate: `${year}-12-01`, localDateStart: `${year}-12-01`, localDateEnd: `${year}-12-01` } })).body as Json[];
      const a = Array.isArray(list) ? list.find((x) => x.available) : undefined;
      if (a) {
        found = { p, a };
        break;
      }
    }
    expect(found).not.toBeNull();
    for (const fake of [`${year}-11-31`, `${year + 1}-02-30`]) {
      const r = await octo('POST', '/bookings', {
        body: { uuid: randomUUID(), productId: found.p.id, optionId: found.p.options[0].id, availabilityId: `${fake}${found.a.id.slice(10)}`, unitItems: [{ unitId: found.p.options[0].units[0].id }] },
      });
      expect(r.body.error, fake).toBe('INVALID_AVAILABILITY_ID');
    }
  });

  it('13: names with bidi overrides or control characters are BAD_REQUEST, as at checkout and sign-up', async () => {
    const d = await departure({ instant: true, minSeats: 1 });
    for (const name of ['Layla\u202Etxet', 'Omar\u0007', 'Sara\u2066x\u2069']) {
      const r = await octo('POST', '/bookings', { body: reservation(d, ['adult'], { contact: { fullName: name } }) });
      expect(r.body.error, JSON.stringify(name)).toBe('BAD_REQUEST');
    }
    const body = reservation(d, ['adult']);
    await octo('POST', '/bookings', { body });
    const bad = await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact: { ...contact, firstName: 'Lay\u202Ela', lastName: 'Haddad' } } });
    expect(bad.body.error).toBe('BAD_REQUEST');
  });
});

describe('OCTO: per-reseller caps on seats (issue 20, point 9)', () => {
  const units = (n: number) => Array.from({ length: n }, () => 'adult');

  it("a reseller holds and books at most its share of one departure (half by default, rounded up); the rest stays others'", async () => {
    // A departure nobody has touched, small enough to fill: the products list ends with the smallest departures.
    const products = ((await octo('GET', '/products')).body as Json[]).filter((p) => p.instantConfirmation && p.options[0].units.some((u: Json) => u.id === 'adult')).reverse();
    const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    let d: Departure | undefined;
    for (const product of products) {
      const option = product.options[0];
      const list = (await octo('POST', '/availability', { body: { productId: product.id, optionId: option.id, localDateStart: start, localDateEnd: start } })).body as Json[];
      const availability = list.find((a) => a.available && a.vacancies === a.capacity && a.capacity >= 6 && a.capacity <= 60);
      if (availability) {
        d = { product, option, availability };
        break;
      }
    }
    if (!d) throw new Error('no untouched departure of 6 to 60 places');
    const capacity: number = d.availability.capacity;
    const limit = Math.ceil(capacity / 2);
    const first = reservation(d, units(limit - 1));
    expect((await octo('POST', '/bookings', { body: first })).status).toBe(200);
    const confirmed = await octo('POST', `/bookings/${first.uuid}/confirm`, { body: { contact } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // Booked seats count as held ones do: one more fits, two more do not, though the departure has them free.
    const over = await octo('POST', '/bookings', { body: reservation(d, units(2)) });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', errorMessage: expect.stringMatching(new RegExp(`at most ${limit} of this departure's ${capacity} places`)) });
    // Availability reads the slots' read model, which the projector brings up to date a moment later.
    expect(await eventually(() => vacancies(d), (v) => v === capacity - (limit - 1))).toBe(capacity - (limit - 1));
    expect((await octo('POST', '/bookings', { body: reservation(d, units(1)) })).status).toBe(200);
    expect((await octo('POST', '/bookings', { body: reservation(d, units(1)) })).body.error).toBe('UNPROCESSABLE_ENTITY');
    // Another reseller has its own share; a rebooking onto more units is held to it too.
    const small = reservation(d, units(1), {});
    expect((await octo('POST', '/bookings', { body: small, key: keys.bayt })).status).toBe(200);
    // Another reseller has its own share of the same departure.
    const share = reservation(d, units(limit - 2));
    expect((await octo('POST', '/bookings', { body: share, key: keys.bayt })).status).toBe(200);
    const grow = await octo('PATCH', `/bookings/${small.uuid}`, { body: { unitItems: units(3).map((unitId) => ({ unitId })) }, key: keys.bayt });
    expect(grow.body).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', errorMessage: expect.stringMatching(/at most/) });
    // bayt's holds go with the test that made them: the next test counts bayt's seats on hold from scratch.
    for (const held of [small, share]) expect((await octo('POST', `/bookings/${held.uuid}/cancel`, { body: {}, key: keys.bayt })).status).toBe(200);
  });

  it('ops set a reseller its own cap on seats on hold; over it is UNPROCESSABLE_ENTITY; the ops list shows each reseller\'s seats and caps', async () => {
    const d = await departure({ instant: true, minSeats: 6 });
    const set = await asOps('PUT', '/ops/resellers/bayt/caps', { maxHeldSeats: 3, maxDepartureShare: 1 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await asOps('PUT', '/ops/resellers/bayt/caps', { maxHeldSeats: -1, maxDepartureShare: null })).status).toBe(400);
    expect((await call('PUT', '/ops/resellers/bayt/caps', { key: keys.bayt, body: { maxHeldSeats: 100, maxDepartureShare: 1 } })).status).toBe(401);
    const usage = async () => ((await asOps('GET', '/ops/resellers')).body.resellers as Json[]).find((r) => r.resellerId === 'bayt');
    // Whatever bayt holds from other tests still counts (each test cancels its own). The list is a read model that may
    // not show a hold made a moment ago yet, so cancel what it shows until nothing is on hold. A hold reserved and
    // cancelled before this point reads 0 at any moment, since the read model follows the log in order.
    const releaseBaytHolds = async () => {
      for (const b of (await octo('GET', '/bookings?localDateStart=2000-01-01&localDateEnd=2100-01-01', { key: keys.bayt })).body as Json[]) {
        if (b.status === 'ON_HOLD') await octo('POST', `/bookings/${b.uuid}/cancel`, { body: {}, key: keys.bayt });
      }
      return usage();
    };
    expect((await eventually(releaseBaytHolds, (r) => r.usage.heldSeats === 0)).usage.heldSeats).toBe(0);
    const a = reservation(d, units(2));
    expect((await octo('POST', '/bookings', { body: a, key: keys.bayt })).status).toBe(200);
    const listed = await eventually(usage, (r) => r.usage.heldSeats === 2);
    expect(listed).toMatchObject({ caps: { maxHeldSeats: 3, maxDepartureShare: 1 }, capsInForce: { maxHeldSeats: 3, maxDepartureShare: 1 }, usage: { heldSeats: 2 } });
    const over = await octo('POST', '/bookings', { body: reservation(d, units(2)), key: keys.bayt });
    expect(over.body).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', errorMessage: expect.stringMatching(/at most 3 places on hold/) });
    // Confirmed seats are booked, not on hold: the room comes back.
    expect((await octo('POST', `/bookings/${a.uuid}/confirm`, { body: { contact }, key: keys.bayt })).status).toBe(200);
    const after = await eventually(usage, (r) => r.usage.heldSeats === 0 && r.usage.bookedSeats >= 2);
    expect(after.usage.bookedSeats).toBeGreaterThanOrEqual(2);
    expect((await octo('POST', '/bookings', { body: reservation(d, units(2)), key: keys.bayt })).status).toBe(200);
    // atlas has no caps of its own: the defaults are in force.
    const atlas = ((await asOps('GET', '/ops/resellers')).body.resellers as Json[]).find((r) => r.resellerId === 'atlas');
    expect(atlas).toMatchObject({ caps: { maxHeldSeats: null, maxDepartureShare: null }, capsInForce: { maxHeldSeats: 200, maxDepartureShare: 0.5 } });
    expect((await asOps('PUT', '/ops/resellers/bayt/caps', { maxHeldSeats: null, maxDepartureShare: null })).status).toBe(200);
  });
});

describe('OCTO: requests counted by cost, products paged and revalidated (issue 20, point 14)', () => {
  it('a 93-day availability search counts 14 requests: a reseller runs out after some 43 of them a minute, not 600', async () => {
    const created = await asOps('POST', '/ops/resellers', { resellerId: 'costly', name: 'Costly Searches' });
    expect(created.status).toBe(201);
    const key: string = created.body.key;
    const d = await departure({ instant: true, minSeats: 1 });
    const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 93 * 86_400_000).toISOString().slice(0, 10);
    let answered = 0;
    let refused: { status: number; body: Json; headers: Headers } | null = null;
    // A fixed one-minute window may turn over once in the middle: two windows' worth at most, never 600.
    for (let i = 0; i < 100 && !refused; i++) {
      const r = await octo('POST', '/availability', { key, body: { productId: d.product.id, optionId: d.option.id, localDateStart: start, localDateEnd: end } });
      if (r.status === 200) answered++;
      else refused = r;
    }
    expect(refused, `${answered} searches of 93 days answered`).not.toBeNull();
    expect(answered).toBeGreaterThanOrEqual(40);
    expect(answered).toBeLessThanOrEqual(2 * Math.ceil(600 / 14));
    expect(refused!.status).toBe(403);
    expect(refused!.body).toMatchObject({ error: 'FORBIDDEN', errorMessage: expect.stringMatching(/costs 14/) });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000);

  it('GET /products pages with offset and limit (Link to the next page, X-Total-Count), and answers 304 to its ETag', async () => {
    const all = await octo('GET', '/products');
    const total = (all.body as Json[]).length;
    expect(all.headers.get('x-total-count')).toBe(String(total));
    const first = await octo('GET', '/products?limit=20');
    expect(first.status).toBe(200);
    expect((first.body as Json[]).map((p) => p.id)).toEqual((all.body as Json[]).slice(0, 20).map((p) => p.id));
    expect(first.headers.get('link')).toMatch(/\/octo\/v1\/products\?offset=20&limit=20>; rel="next"/);
    const second = await octo('GET', '/products?offset=20&limit=20');
    expect((second.body as Json[]).map((p) => p.id)).toEqual((all.body as Json[]).slice(20, 40).map((p) => p.id));
    const last = await octo('GET', `/products?offset=${total - 1}&limit=20`);
    expect(last.body).toHaveLength(1);
    expect(last.headers.get('link')).toBeNull();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await octo('GET', '/products?limit=20', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    // Another language or capability is another answer with another validator.
    const arabic = await octo('GET', '/products?limit=20', { headers: { 'if-none-match': etag!, 'octo-capabilities': 'octo/content', 'accept-language': 'ar' } });
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get('etag')).not.toBe(etag);
    for (const bad of ['limit=0', 'limit=101', 'offset=-1', 'limit=x']) {
      const r = await octo('GET', `/products?${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.error).toBe('BAD_REQUEST');
    }
  });
});

describe('OCTO: REDEEMED once the guests are checked in (issue 20, capabilities)', () => {
  it('each unit reads its own check-in; the booking is REDEEMED at the last one, no longer cancellable', async () => {
    const d = await departure({ instant: true, minSeats: 2 });
    const body = reservation(d, ['adult', 'adult']);
    expect((await octo('POST', '/bookings', { body })).status).toBe(200);
    expect((await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).status).toBe(200);
    const confirmed = zBooking.parse((await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.status === 'CONFIRMED')).body);
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', utcRedeemedAt: null, cancellable: true });
    const listing = await eventually(async () => ((await asOps('GET', '/ops/resellers/atlas/bookings')).body.bookings as Json[]).find((b) => b.uuid === body.uuid), (b) => b !== undefined);
    const tickets = await eventually(async () => (await asOps('GET', `/bookings/${listing.bookingId}/tickets`)).body, (t) => t.items?.[0]?.tickets?.length === 2 && t.items[0].tickets.every((x: Json) => x.code));
    const item = tickets.items[0];
    const at = d.availability.id as string;
    const departureKey = { experienceId: d.product.id, optionId: d.option.id, date: at.slice(0, 10), startTime: at.slice(11, 16) };
    const scan = async (code: string) => {
      const r = await asOps('POST', '/checkin/scans', { scans: [{ scanId: randomUUID(), code, scannedAt: new Date().toISOString(), departure: departureKey }] });
      expect(r.body.results?.[0]?.outcome, JSON.stringify(r.body)).toBe('checkedIn');
    };
    await scan(item.tickets[0].code);
    const half = zBooking.parse((await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.unitItems?.[0]?.utcRedeemedAt !== null)).body);
    expect(half.status).toBe('CONFIRMED');
    expect(half.unitItems.map((u) => u.status)).toEqual(['REDEEMED', 'CONFIRMED']);
    expect(half.unitItems[1]!.utcRedeemedAt).toBeNull();
    await scan(item.tickets[1].code);
    const redeemed = zBooking.parse((await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.status === 'REDEEMED')).body);
    expect(redeemed).toMatchObject({ status: 'REDEEMED', cancellable: false, utcRedeemedAt: expect.stringMatching(/Z$/), voucher: { utcRedeemedAt: redeemed.utcRedeemedAt } });
    expect(redeemed.unitItems.every((u) => u.status === 'REDEEMED' && u.utcRedeemedAt !== null)).toBe(true);
    expect((await octo('GET', `/bookings?resellerReference=&localDate=${departureKey.date}`)).body.some((b: Json) => b.uuid === body.uuid && b.status === 'REDEEMED')).toBe(true);
  });
});

describe('OCTO pickups (octo/pickups)', () => {
  it('options and departures list their pickup points (with the time for that departure); a booking asks for one and the engine booking carries it', async () => {
    const pickups = { 'octo-capabilities': 'octo/pickups' };
    const products = (await octo('GET', '/products', { headers: pickups })).body as Json[];
    expect(products.every((p) => p.options.every((o: Json) => typeof o.pickupAvailable === 'boolean' && o.pickupRequired === false && Array.isArray(o.pickupPoints)))).toBe(true);
    const fits = (o: Json) => o.pickupAvailable && o.units.some((u: Json) => u.id === 'adult');
    const withPickup = products.find((p) => p.instantConfirmation && p.options.some(fits));
    expect(withPickup, 'an instant product with pickup points').toBeDefined();
    const option = withPickup.options.find(fits);
    const point = option.pickupPoints[0];
    expect(point).toMatchObject({ id: expect.any(String), name: expect.any(String), address: expect.any(String) });
    const start = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const list = (await octo('POST', '/availability', { headers: pickups, body: { productId: withPickup.id, optionId: option.id, localDateStart: start, localDateEnd: end } })).body as Json[];
    const a = list.find((x) => x.available && x.vacancies >= 2);
    expect(a).toBeDefined();
    const at = a.pickupPoints.find((p: Json) => p.id === point.id);
    // Picked up before the start, in the departure's zone.
    expect(at.localDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(at.localDateTime)).toBeLessThanOrEqual(Date.parse(a.id));
    // Without the capability, none of it.
    expect((await octo('GET', `/products/${withPickup.id}`)).body.options.find((o: Json) => o.id === option.id).pickupPoints).toBeUndefined();

    const body = { uuid: randomUUID(), productId: withPickup.id, optionId: option.id, availabilityId: a.id, unitItems: [{ unitId: 'adult' }] };
    for (const bad of [{ pickupRequested: true, pickupPointId: 'nowhere' }, { pickupRequested: true }, { pickupPointId: point.id }]) {
      const r = await octo('POST', '/bookings', { headers: pickups, body: { ...body, uuid: randomUUID(), ...bad } });
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.error).toBe('BAD_REQUEST');
    }
    const reserved = await octo('POST', '/bookings', { headers: pickups, body: { ...body, pickupRequested: true, pickupPointId: point.id } });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
    expect(reserved.body).toMatchObject({ pickupRequested: true, pickupPointId: point.id, pickupPoint: { id: point.id, localDateTime: at.localDateTime } });
    expect((await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).status).toBe(200);
    await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.status === 'CONFIRMED');
    const listing = await eventually(async () => ((await asOps('GET', '/ops/resellers/atlas/bookings')).body.bookings as Json[]).find((b) => b.uuid === body.uuid), (b) => b !== undefined);
    const tickets = await eventually(async () => (await asOps('GET', `/bookings/${listing.bookingId}/tickets`)).body, (t) => t.items?.[0]?.pickup != null);
    expect(tickets.items[0].pickup).toMatchObject({ name: { en: expect.any(String) }, time: at.localDateTime.slice(11, 16) });
  });

  it('PATCH moves the pickup of a booking on hold within the option (unknown point and hotel pickup refused, nothing changed); the sale carries the new point; a confirmed booking keeps its pickup', async () => {
    const pickups = { 'octo-capabilities': 'octo/pickups' };
    const products = (await octo('GET', '/products', { headers: pickups })).body as Json[];
    const fits = (o: Json) => o.pickupPoints?.length >= 2 && o.units.some((u: Json) => u.id === 'adult');
    const product = products.find((p) => p.instantConfirmation && p.options.some(fits));
    expect(product, 'an instant product with two pickup points').toBeDefined();
    const option = product.options.find(fits);
    const [first, second] = option.pickupPoints as Json[];
    const start = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const list = (await octo('POST', '/availability', { headers: pickups, body: { productId: product.id, optionId: option.id, localDateStart: start, localDateEnd: end } })).body as Json[];
    const a = list.filter((x) => x.available && x.vacancies >= 2).at(-1);
    const body = { uuid: randomUUID(), productId: product.id, optionId: option.id, availabilityId: a.id, unitItems: [{ unitId: 'adult' }], pickupRequested: true, pickupPointId: first.id };
    expect((await octo('POST', '/bookings', { headers: pickups, body })).status).toBe(200);
    const patch = (b: Json) => octo('PATCH', `/bookings/${body.uuid}`, { headers: pickups, body: b });

    const unknown = await patch({ pickupRequested: true, pickupPointId: 'nowhere' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'BAD_REQUEST', pickupPointId: 'nowhere', errorMessage: expect.stringContaining(second.id) });
    const hotel = await patch({ pickupRequested: true, pickupHotel: 'Hilton Riyadh', pickupHotelRoom: '1201' });
    expect(hotel.body).toMatchObject({ error: 'BAD_REQUEST', errorMessage: expect.stringMatching(/hotel/i) });
    expect((await octo('GET', `/bookings/${body.uuid}`, { headers: pickups })).body.pickupPointId).toBe(first.id);

    const moved = await patch({ pickupRequested: true, pickupPointId: second.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ pickupRequested: true, pickupPointId: second.id, pickupPoint: { id: second.id } });
    const dropped = await patch({ pickupRequested: false });
    expect(dropped.body).toMatchObject({ pickupRequested: false, pickupPointId: null, pickupPoint: null });
    expect((await patch({ pickupRequested: true, pickupPointId: second.id })).body.pickupPointId).toBe(second.id);
    // A PATCH naming no pickup leaves it as it is.
    expect((await patch({ notes: 'window seat' })).body.pickupPointId).toBe(second.id);

    expect((await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).status).toBe(200);
    await eventually(() => octo('GET', `/bookings/${body.uuid}`), (r) => r.body.status === 'CONFIRMED');
    const refused = await patch({ pickupRequested: true, pickupPointId: first.id });
    expect(refused.body).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', errorMessage: expect.stringMatching(/confirmed/) });
    const listing = await eventually(async () => ((await asOps('GET', '/ops/resellers/atlas/bookings')).body.bookings as Json[]).find((b) => b.uuid === body.uuid), (b) => b !== undefined);
    const tickets = await eventually(async () => (await asOps('GET', `/bookings/${listing.bookingId}/tickets`)).body, (t) => t.items?.[0]?.pickup != null);
    expect(tickets.items[0].pickup.name.en).toBe(second.name);
  });
});
