import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experienceStream } from '@rihla/events/catalog';
import { slotStream, type InventoryEvent } from '@rihla/events/inventory';
import type { Availability } from './query/experience-availability.ts';
import type { ExperienceDetail } from './query/experience-detail.ts';
import type { ListResult } from './query/list-experiences.ts';
import { FIXED_NOW, startCatalogTestApp, type CatalogTestApp } from './testing/catalog-test-app.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await startCatalogTestApp('catalog-detail');
});
afterAll(async () => t?.close());

/** The fixture safari's standard option priced as the api shows it: both detail and availability carry it. */
const safariStdPricing = {
  mode: 'perPerson',
  currency: 'SAR',
  units: [
    { unit: 'adult', name: 'Adult', amount: 25000, ageMin: 12, ageMax: 99 },
    { unit: 'child', name: 'Child', amount: 15000, ageMin: 3, ageMax: 11 },
  ],
};

async function get<T>(url: string, status = 200): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

describe('GET /experiences/:slug', () => {
  it('returns the localized detail by English slug', async () => {
    const d = await get<ExperienceDetail>('/experiences/riyadh-red-sand-desert-safari');
    expect(d).toMatchObject({
      id: 'exp-safari',
      status: 'available',
      unavailableMessage: null,
      slug: 'riyadh-red-sand-desert-safari',
      title: 'Riyadh Red Sand Desert Safari',
      city: { id: 'riyadh', name: 'Riyadh' },
      categories: [{ id: 'desert-safaris', name: 'Desert safaris' }],
      languages: [
        { code: 'en', name: 'English' },
        { code: 'ar', name: 'Arabic' },
      ],
      ageRange: { min: 5, max: 70 },
      supplier: { id: 'sup-1', name: 'Sands Tours', confirmationMode: 'instant' },
      fromPrice: { amount: 25000, currency: 'SAR', per: 'person' },
      includes: ['Bottled water'],
      expiresOn: null,
    });
    expect(d.options).toEqual([
      {
        optionId: 'std',
        title: 'Option std',
        description: 'Standard option',
        startTimes: ['15:00'],
        daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
        capacityPerSlot: 10,
        pricing: safariStdPricing,
        pickup: { included: false, dropOffIncluded: false, points: [] },
      },
    ]);
    expect(d.cancellationPolicy).toEqual({
      kind: 'freeCancellation',
      freeUntilMinutesBefore: 1440,
      tiers: [
        { minutesBefore: 720, penaltyPercent: 50, text: 'Less than 12 hours before start of the experience 50% penalty' },
        { minutesBefore: 120, penaltyPercent: 100, text: 'Less than 2 hours before start of the experience 100% penalty' },
      ],
      summary: 'Free cancellation up to 1 day before the experience starts.',
    });
    // Same city first, then shared themes; never itself, never the withdrawn camel ride.
    expect(d.related.map((r) => r.id)).toEqual(['exp-museum', 'exp-camp', 'exp-dive']);
  });

  it('finds the same experience by its Arabic slug and answers in Arabic', async () => {
    const d = await get<ExperienceDetail>(`/experiences/${encodeURIComponent('سفاري-الرمال-الحمراء-الرياض')}?locale=ar`);
    expect(d).toMatchObject({ id: 'exp-safari', slug: 'سفاري-الرمال-الحمراء-الرياض', title: 'رحلة سفاري إلى الكثبان الحمراء في الرياض', city: { name: 'الرياض' } });
    expect(d.cancellationPolicy.tiers[0]!.text).toBe('أقل من 12 ساعة قبل بدء التجربة: غرامة 50%');
  });

  it('finds an Arabic slug typed without its exact spelling (taa marbuta as haa, hamza-less alef)', async () => {
    // The fixture slug of the diving trip is غوص-البحر-الأحمر-جدة.
    const d = await get<ExperienceDetail>(`/experiences/${encodeURIComponent('غوص-البحر-الاحمر-جده')}?locale=ar`);
    expect(d.id).toBe('exp-dive');
    expect(d.slug).toBe('غوص-البحر-الأحمر-جدة');
  });

  it('finds an experience by id too', async () => {
    expect((await get<ExperienceDetail>('/experiences/exp-yacht')).slug).toBe('private-yacht-charter');
  });

  it('answers 404 problem+json for an unknown slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/experiences/no-such-trip' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found', detail: expect.stringContaining('no-such-trip') });
  });

  it("shows a withdrawn experience as unavailable with the spec's message and similar activities", async () => {
    const d = await get<ExperienceDetail>('/experiences/riyadh-camel-ride');
    expect(d).toMatchObject({
      status: 'unavailable',
      unavailableMessage: "We're sorry! This activity is currently unavailable for booking",
      unavailableReason: 'Supplier paused operations',
      options: [],
    });
    expect(d.related[0]!.id).toBe('exp-safari');
    const ar = await get<ExperienceDetail>('/experiences/riyadh-camel-ride?locale=ar');
    expect(ar.unavailableMessage).toBe('نأسف! هذا النشاط غير متاح للحجز حالياً');
  });
});

const slotOf = (experienceId: string, optionId: string, date: string, startTime: string) => slotStream({ experienceId, optionId, date, startTime });

describe('GET /experiences/:id/availability', () => {
  it('lists the departures of a date with full capacity when nothing is held', async () => {
    const a = await get<Availability>('/experiences/exp-safari/availability?date=2030-01-08');
    expect(a).toEqual({
      experienceId: 'exp-safari',
      date: '2030-01-08',
      timeZone: 'Asia/Riyadh',
      locale: 'en',
      available: true,
      reason: null,
      message: null,
      options: [
        {
          optionId: 'std',
          title: 'Option std',
          capacityPerSlot: 10,
          pricing: safariStdPricing,
          slots: [{ startTime: '15:00', startsAt: '2030-01-08T12:00:00.000Z', capacity: 10, held: 0, booked: 0, remaining: 10, status: 'available', allDay: false, openingHours: null }],
        },
      ],
    });
  });

  it('subtracts unexpired holds and booked seats; an expired hold no longer blocks seats', async () => {
    const stream = slotOf('exp-safari', 'std', '2030-01-09', '15:00');
    const slotId = stream;
    const events: InventoryEvent[] = [
      { type: 'SlotOpened', data: { slotId, experienceId: 'exp-safari', optionId: 'std', date: '2030-01-09', startTime: '15:00', capacity: 10, timeZone: 'Asia/Riyadh' } },
      { type: 'SeatsHeld', data: { slotId, holdId: 'h-live', bookingId: 'b1', quantity: 3, expiresAt: '2030-01-07T06:15:00Z' } },
      { type: 'SeatsHeld', data: { slotId, holdId: 'h-old', bookingId: 'b2', quantity: 2, expiresAt: '2030-01-07T05:59:00Z' } },
      { type: 'SeatsHeld', data: { slotId, holdId: 'h-paid', bookingId: 'b3', quantity: 4, expiresAt: '2030-01-07T06:15:00Z' } },
      { type: 'SeatsBooked', data: { slotId, holdId: 'h-paid', bookingId: 'b3', quantity: 4 } },
    ];
    await t.appendInventory(stream, events);
    const a = await get<Availability>('/experiences/exp-safari/availability?date=2030-01-09');
    expect(a.options[0]!.slots).toEqual([{ startTime: '15:00', startsAt: '2030-01-09T12:00:00.000Z', capacity: 10, held: 3, booked: 4, remaining: 3, status: 'available', allDay: false, openingHours: null }]);
    // A released hold gives its seats back.
    await t.appendInventory(stream, [{ type: 'HoldReleased', data: { slotId, holdId: 'h-live', reason: 'payment declined' } }]);
    const after = await get<Availability>('/experiences/exp-safari/availability?date=2030-01-09');
    expect(after.options[0]!.slots[0]).toMatchObject({ held: 0, booked: 4, remaining: 6 });
  });

  it('marks a full departure sold out and keeps the others bookable', async () => {
    const stream = slotOf('exp-yacht', 'boat', '2030-01-08', '10:00');
    await t.appendInventory(stream, [
      { type: 'SlotOpened', data: { slotId: stream, experienceId: 'exp-yacht', optionId: 'boat', date: '2030-01-08', startTime: '10:00', capacity: 3, timeZone: 'Asia/Dubai' } },
      { type: 'SeatsHeld', data: { slotId: stream, holdId: 'h1', bookingId: 'b1', quantity: 3, expiresAt: '2030-01-07T07:00:00Z' } },
      { type: 'SeatsBooked', data: { slotId: stream, holdId: 'h1', bookingId: 'b1', quantity: 3 } },
    ]);
    const a = await get<Availability>('/experiences/exp-yacht/availability?date=2030-01-08&locale=ar');
    expect(a.options[0]!.pricing).toEqual({ mode: 'perItem', currency: 'AED', amount: 120000, maxPeoplePerItem: 10 });
    expect(a.options[0]!.slots.map((s) => [s.startTime, s.status, s.remaining])).toEqual([
      ['10:00', 'soldOut', 0],
      ['16:00', 'available', 3],
      ['22:00', 'available', 3],
    ]);
    expect(a.options[0]!.slots[0]!.startsAt).toBe('2030-01-08T06:00:00.000Z');
    expect(a.available).toBe(true);
  });

  it("flags a date on which no option runs with the spec's message", async () => {
    // The museum runs Sunday to Thursday; 2030-01-12 is a Saturday.
    const a = await get<Availability>('/experiences/exp-museum/availability?date=2030-01-12');
    expect(a).toMatchObject({
      available: false,
      reason: 'noOptionOnDate',
      message: 'Unfortunately there is no available option at this date, please choose another date from the calendar.',
      options: [],
    });
    const ar = await get<Availability>('/experiences/exp-museum/availability?date=2030-01-12&locale=ar');
    expect(ar.message).toBe('للأسف لا يوجد خيار متاح في هذا التاريخ، يرجى اختيار تاريخ آخر من التقويم.');
  });

  it("closes today's departures that already started (today comes from the injected clock)", async () => {
    // 06:00Z is 09:00 in Riyadh: the 09:00 tour has started, the 13:00 one is open.
    const a = await get<Availability>(`/experiences/exp-museum/availability?date=${FIXED_NOW.toISOString().slice(0, 10)}`);
    expect(a.options[0]!.slots.map((s) => [s.startTime, s.status])).toEqual([
      ['09:00', 'started'],
      ['13:00', 'available'],
    ]);
    t.setNow(new Date('2030-01-07T10:30:00Z'));
    try {
      const late = await get<Availability>('/experiences/exp-museum/availability?date=2030-01-07');
      expect(late).toMatchObject({ available: false, reason: 'soldOut' });
      expect(late.message).toContain('no available option at this date');
    } finally {
      t.setNow(FIXED_NOW);
    }
  });

  it('accepts the slug instead of the id', async () => {
    expect((await get<Availability>('/experiences/private-yacht-charter/availability?date=2030-01-09')).experienceId).toBe('exp-yacht');
  });

  it('has nothing to book for a withdrawn experience', async () => {
    const a = await get<Availability>('/experiences/exp-camel/availability?date=2030-01-09');
    expect(a).toMatchObject({ available: false, reason: 'unavailable', message: "We're sorry! This activity is currently unavailable for booking", options: [] });
  });

  it('allows dates from today to 365 days ahead and rejects the others with a readable 422 (a rule of the day, not the query shape)', async () => {
    await get<Availability>('/experiences/exp-safari/availability?date=2030-01-07');
    await get<Availability>('/experiences/exp-safari/availability?date=2031-01-07');
    const past = await get<{ detail: string }>('/experiences/exp-safari/availability?date=2030-01-06', 422);
    expect(past.detail).toBe('date 2030-01-06 is in the past; choose today (2030-01-07) or a later day.');
    const far = await get<{ detail: string }>('/experiences/exp-safari/availability?date=2031-01-08', 422);
    expect(far.detail).toBe('date 2031-01-08 is more than 365 days ahead; choose a day up to 2031-01-07.');
  });

  it('answers 404 for an unknown experience', async () => {
    await get('/experiences/nope/availability?date=2030-01-08', 404);
  });
});

describe('read model changes reach the api', () => {
  it('withdrawing an experience removes it from the listing and makes its page unavailable', async () => {
    await t.appendCatalog(experienceStream('exp-dhow'), [{ type: 'ExperienceWithdrawn', data: { experienceId: 'exp-dhow', reason: { en: 'Boat in repair', ar: 'القارب قيد الإصلاح' } } }]);
    await expect.poll(async () => (await get<ExperienceDetail>('/experiences/exp-dhow')).status, { timeout: 5000 }).toBe('unavailable');
    const list = await get<ListResult>('/experiences?city=dubai');
    expect(list.items.map((i) => i.id)).toEqual(['exp-yacht']);
    const cities = await get<{ items: { id: string; experienceCount: number }[] }>('/cities');
    expect(cities.items.find((c) => c.id === 'dubai')?.experienceCount).toBe(1);
  });

  it('a price change shows in cards, sorting and detail', async () => {
    await t.appendCatalog(experienceStream('exp-museum'), [
      { type: 'PriceChanged', data: { experienceId: 'exp-museum', optionId: 'std', pricing: { mode: 'perPerson', currency: 'SAR', units: [{ unit: 'adult', amount: 99000, ageMin: 12, ageMax: 99 }] } } },
    ]);
    await expect
      .poll(async () => (await get<ListResult>('/experiences?city=riyadh&sort=price-asc')).items.map((i) => [i.id, i.fromPrice.amount]), { timeout: 5000 })
      .toEqual([
        ['exp-safari', 25000],
        ['exp-museum', 99000],
      ]);
  });
});
