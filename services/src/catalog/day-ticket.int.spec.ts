import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experienceStream } from '@rihla/events/catalog';
import { museumDay, publishExperiences, startCartTestApp, type CartTestApp } from '../cart/testing/index.ts';
import type { Availability } from './query/experience-availability.ts';
import type { ExperienceDetail } from './query/experience-detail.ts';
import { startCatalogTestApp, type CatalogTestApp } from './testing/catalog-test-app.ts';
import { fixtureCatalogStreams } from './testing/catalog-fixtures.ts';

/** An attraction's open-dated day ticket (OPENING_HOURS) through the catalog and cart apis. */
let catalog: CatalogTestApp;
let cart: CartTestApp;
beforeAll(async () => {
  catalog = await startCatalogTestApp('day-ticket', [...fixtureCatalogStreams(), { streamName: experienceStream(museumDay.experienceId), events: [{ type: 'ExperiencePublished', data: museumDay }] }]);
  cart = await startCartTestApp('day-ticket-cart');
  await publishExperiences(cart.ctx.store, [museumDay]);
}, 60_000);
afterAll(async () => {
  await catalog?.close();
  await cart?.close();
});

const get = async <T>(url: string): Promise<T> => {
  const res = await catalog.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
// The fixtures' week: Monday 2030-01-07 (closed), Tuesday 08, Thursday 10.
const TUESDAY = '2030-01-08';
const THURSDAY = '2030-01-10';
const MONDAY = '2030-01-14';

describe('a day ticket (OPENING_HOURS)', () => {
  it('the detail says so; availability has one all-day departure per open day with its hours and the capacity per day', async () => {
    const detail = await get<ExperienceDetail>(`/experiences/${museumDay.experienceId}`);
    expect(detail.availabilityType).toBe('OPENING_HOURS');
    expect(detail.openingHours).toHaveLength(6);

    const tuesday = await get<Availability>(`/experiences/${museumDay.experienceId}/availability?date=${TUESDAY}`);
    expect(tuesday.available).toBe(true);
    expect(tuesday.options).toHaveLength(1);
    expect(tuesday.options[0]!.slots).toEqual([
      expect.objectContaining({ startTime: '10:00', allDay: true, openingHours: { opens: '10:00', closes: '22:00' }, capacity: 300, remaining: 300, status: 'available' }),
    ]);
    const thursday = await get<Availability>(`/experiences/${museumDay.experienceId}/availability?date=${THURSDAY}`);
    expect(thursday.options[0]!.slots[0]!.openingHours).toEqual({ opens: '10:00', closes: '23:00' });
    // Closed on Mondays: nothing to sell.
    const monday = await get<Availability>(`/experiences/${museumDay.experienceId}/availability?date=${MONDAY}`);
    expect(monday).toMatchObject({ available: false, reason: 'noOptionOnDate', options: [] });
    // A timed experience's slots are not all-day.
    const safari = await get<Availability>(`/experiences/exp-safari/availability?date=${TUESDAY}`);
    expect(safari.options.flatMap((o) => o.slots).every((s) => !s.allDay && s.openingHours === null)).toBe(true);
  });

  it('is sold all day until the venue closes: after opening it is still available, after closing it is not', async () => {
    // Tuesday 15:00 in Riyadh: five hours after opening.
    catalog.setNow(new Date('2030-01-08T12:00:00Z'));
    const afternoon = await get<Availability>(`/experiences/${museumDay.experienceId}/availability?date=${TUESDAY}`);
    expect(afternoon.options[0]!.slots[0]).toMatchObject({ status: 'available', remaining: 300 });
    // Tuesday 22:00 in Riyadh: closed.
    catalog.setNow(new Date('2030-01-08T19:00:00Z'));
    const night = await get<Availability>(`/experiences/${museumDay.experienceId}/availability?date=${TUESDAY}`);
    expect(night).toMatchObject({ available: false, reason: 'soldOut' });
    expect(night.options[0]!.slots[0]!.status).toBe('started');
  });

  it('the cart takes a day ticket after opening, marks the line valid all day, and refuses a closed day or a closed venue', async () => {
    const call = async (method: 'POST', url: string, body: unknown) => {
      const res = await cart.app.inject({ method, url, payload: body as object });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    };
    const cartId = (await call('POST', '/carts', {})).body.cartId as string;
    const item = { experienceId: museumDay.experienceId, optionId: 'day', date: TUESDAY, startTime: '10:00', participants: { adult: 2, child: 1 } };
    cart.setNow(new Date('2030-01-08T12:00:00Z'));
    const added = await call('POST', `/carts/${cartId}/items`, item);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((added.body.cart as { lines: unknown[] }).lines[0]).toMatchObject({ validAllDay: { opens: '10:00', closes: '22:00' }, lineTotal: { amount: 2 * 6_000 + 3_000 } });

    const closedDay = await call('POST', `/carts/${cartId}/items`, { ...item, date: MONDAY });
    expect(closedDay.status).toBe(422);
    expect(closedDay.body).toMatchObject({ code: 'notRunning' });

    cart.setNow(new Date('2030-01-08T19:00:00Z'));
    const afterClosing = await call('POST', `/carts/${cartId}/items`, { ...item, date: TUESDAY, participants: { adult: 1 } });
    expect(afterClosing.status).toBe(422);
    expect(afterClosing.body).toMatchObject({ code: 'departed' });
    expect(String(afterClosing.body.detail)).toContain('22:00');
  });
});
