import { describe, expect, it } from 'vitest';
import type { CartEvent } from '@rihla/events/cart';
import type { Experience } from '@rihla/events/catalog';
import type { ExperienceState } from '../catalog/decider/experience-decider.ts';
import type { PromoState } from '../promo/promo-decider.ts';
import { SEED_PROMOS } from '../promo/seed-promos.ts';
import { cartDecider, type CartCommand, type CartState, type OpenCart } from './cart-decider.ts';
import { CartRuleError } from './cart-rule-error.ts';
import { toCartView } from './cart-view.ts';
import type { LineRequest } from './resolve-line.ts';
import { cruise, DATE, FIXED_NOW, safari, yacht } from './testing/cart-fixtures.ts';

const NOW = FIXED_NOW.toISOString();
const published = (experience: Experience): ExperienceState => ({ status: 'published', experience });
const active = (code: string, redeemedBy: string[] = []): PromoState => ({ status: 'active', definition: SEED_PROMOS.find((p) => p.code === code)!, redeemedBy, releasedFrom: [] });

function run(commands: CartCommand[], start: CartState = cartDecider.initialState()): { state: CartState; events: CartEvent[][] } {
  let state = start;
  const events: CartEvent[][] = [];
  for (const c of commands) {
    const e = cartDecider.decide(c, state);
    events.push(e);
    state = e.reduce(cartDecider.evolve, state);
  }
  return { state, events };
}
const open = (currency: 'SAR' | 'USD' = 'SAR', currencyChosen = false): CartCommand => ({ type: 'OpenCart', data: { cartId: 'c1', customerId: null, currency, currencyChosen, now: NOW } });
const cruiseReq: LineRequest = { experienceId: 'exp-cruise', optionId: 'std', date: DATE, startTime: '15:00', participants: { adult: 2 } };
const safariReq = (over: Partial<LineRequest> = {}): LineRequest => ({ experienceId: 'exp-safari', optionId: 'std', date: DATE, startTime: '15:00', participants: { adult: 2 }, ...over });
const add = (lineId: string, request: LineRequest, experience: Experience = safari, now = NOW): CartCommand => ({
  type: 'AddItem',
  data: { lineId, request, experience: published(experience), now },
});
const opened = run([open()]).state;
const asOpen = (s: CartState): OpenCart => {
  if (s.status !== 'open') throw new Error(`cart is ${s.status}`);
  return s;
};
/** The rule error a command is refused with. */
function refusal(command: CartCommand, state: CartState = opened): CartRuleError {
  try {
    cartDecider.decide(command, state);
  } catch (err) {
    if (err instanceof CartRuleError) return err;
    throw err;
  }
  throw new Error('the command was accepted');
}

describe('cart decider: adding items', () => {
  it('prices an item from the catalog per unit type, with extras and the pickup time of the chosen point', () => {
    const { state, events } = run(
      [
        add('l1', safariReq({ participants: { adult: 2, child: 1, infant: 1 }, extras: [{ extraId: 'photos', quantity: 1 }, { extraId: 'dinner', quantity: 3 }], pickup: { pointId: 'hotel-a' } })),
      ],
      opened,
    );
    const added = events[0]![0]!;
    expect(added.type).toBe('ItemAdded');
    const line = asOpen(state).lines[0]!;
    // 2 x 250 + 150 + infant free + photos 50 + 3 dinners x 30
    expect(line.lineTotal).toEqual({ amount: 50_000 + 15_000 + 0 + 5_000 + 9_000, currency: 'SAR' });
    expect(line.quantity).toBe(4);
    expect(line.capacity).toBe(10);
    expect(line.pickup).toEqual({ pointId: 'hotel-a', name: { en: 'Hotel A', ar: 'Hotel A (ar)' }, address: { en: 'King Fahd Rd', ar: 'King Fahd Rd (ar)' }, time: '14:00' });
    expect(line.title).toEqual(safari.title);
    expect(line.timeZone).toBe('Asia/Riyadh');
    expect(asOpen(state)).toMatchObject({ currency: 'SAR', subtotal: { amount: 79_000, currency: 'SAR' }, total: { amount: 79_000, currency: 'SAR' } });
  });

  it('per-item options take an item quantity and check people per item', () => {
    const yachtReq = (quantity: number, adult?: number): LineRequest => ({
      experienceId: 'exp-yacht',
      optionId: 'private',
      date: DATE,
      startTime: '09:00',
      quantity,
      ...(adult !== undefined ? { participants: { adult } } : {}),
    });
    const { state } = run([add('y', yachtReq(2, 12), yacht)], opened);
    expect(asOpen(state).lines[0]).toMatchObject({ quantity: 2, lineTotal: { amount: 200_000, currency: 'SAR' }, participants: { adult: 12, child: 0, infant: 0 } });
    expect(refusal(add('y2', yachtReq(2, 17), yacht)).message).toBe('Each item takes up to 8 people; 17 people need at least 3 items.');
    expect(refusal(add('y3', { ...yachtReq(1), quantity: undefined, participants: { adult: 2 } }, yacht)).code).toBe('itemsRequired');
  });

  it("bounds the travellers per item by the option's capacity with the spec's message", () => {
    const over = refusal(add('l1', safariReq({ participants: { adult: 8, child: 3 } })));
    expect(over.code).toBe('overCapacity');
    expect(over.message).toBe('You can select up to 10 travellers per item');
    expect(over.details).toEqual({ capacity: 10, localizedDetail: { en: 'You can select up to 10 travellers per item', ar: 'يمكنك اختيار ما يصل إلى 10 مسافرين لكل عنصر' } });
    expect(refusal(add('y', { experienceId: 'exp-yacht', optionId: 'private', date: DATE, startTime: '09:00', quantity: 4 }, yacht)).message).toBe(
      'You can select up to 3 travellers per item',
    );
    // Exactly the capacity is fine.
    expect(run([add('l1', safariReq({ participants: { adult: 10 } }))], opened).events[0]).toHaveLength(1);
  });

  it('refuses unknown, withdrawn and not-running choices with clear messages', () => {
    const withExperience = (experience: ExperienceState, request: LineRequest = safariReq()): CartCommand => ({ type: 'AddItem', data: { lineId: 'l', request, experience, now: NOW } });
    expect(refusal(withExperience({ status: 'none' }, safariReq({ experienceId: 'exp-nope' }))).message).toBe('There is no experience "exp-nope".');
    expect(refusal(withExperience({ status: 'withdrawn', experience: safari, reason: { en: 'x', ar: 'y' } })).message).toBe(
      "We're sorry! This activity is currently unavailable for booking",
    );
    expect(refusal(add('l', safariReq({ optionId: 'vip' }))).message).toBe('Red Sand Desert Safari has no option "vip"; choose one of std, weekend.');
    // The weekend option runs on Fridays and Saturdays; 2030-01-08 is a Tuesday.
    expect(refusal(add('l', safariReq({ optionId: 'weekend' }))).message).toBe(
      'Unfortunately there is no available option at this date, please choose another date from the calendar.',
    );
    expect(refusal(add('l', safariReq({ startTime: '11:00' }))).message).toBe('This option starts at 09:00, 15:00; 11:00 is not one of its start times.');
    expect(refusal(add('l', safariReq({ date: '2030-01-07', startTime: '09:00' }))).code).toBe('departed');
    expect(refusal(add('l', safariReq({ date: '2031-06-01' }))).code).toBe('beyondHorizon');
    expect(refusal(add('l', safariReq({ optionId: 'weekend', date: '2030-01-11', participants: { adult: 1, child: 1 } }))).message).toBe(
      'This option has no child price; it can be booked for adults.',
    );
    expect(refusal(add('l', safariReq({ participants: { adult: 0 } }))).code).toBe('travellersRequired');
  });

  it('checks extras and pickup against the option', () => {
    expect(refusal(add('l', safariReq({ extras: [{ extraId: 'jetski', quantity: 1 }] }))).message).toBe('"jetski" is not an extra of this experience; choose from photos, dinner.');
    expect(refusal(add('l', safariReq({ extras: [{ extraId: 'photos', quantity: 2 }] }))).message).toBe('Photo package is charged once per booking; its quantity must be 1.');
    expect(refusal(add('l', safariReq({ extras: [{ extraId: 'dinner', quantity: 3 }] }))).message).toBe('BBQ dinner is per person; choose it for at most 2 people.');
    expect(refusal(add('l', safariReq({ pickup: { pointId: 'airport' } }))).message).toBe('"airport" is not a pickup point of this option; choose one of hotel-a, hotel-b.');
    expect(refusal(add('l', safariReq({ pickup: { pointId: 'hotel-b', time: '14:00' } }))).message).toBe('Pickup at Hotel B is at 14:15 for the 15:00 departure.');
    expect(refusal(add('l', { ...safariReq({ optionId: 'weekend', date: '2030-01-11' }), pickup: { pointId: 'hotel-a' } })).message).toBe(
      'This option has no pickup; meet at the meeting point instead.',
    );
  });

  it('one line per departure, and the same add twice adds once', () => {
    const { state, events } = run([add('l1', safariReq()), add('l1', safariReq())], opened);
    expect(events[1]).toEqual([]);
    expect(refusal(add('l2', safariReq({ participants: { adult: 1 } })), state).code).toBe('duplicateDeparture');
    expect(refusal(add('l1', safariReq({ startTime: '09:00' })), state).code).toBe('lineIdReused');
  });
});

describe('cart decider: changing and removing items', () => {
  const withLine = run([add('l1', safariReq({ participants: { adult: 2 }, extras: [{ extraId: 'dinner', quantity: 2 }] }))], opened).state;

  it('a change is priced from the catalog as it is now', () => {
    const repriced: Experience = {
      ...safari,
      options: safari.options.map((o) => (o.optionId === 'std' ? { ...o, pricing: { ...o.pricing, units: [{ unit: 'adult' as const, amount: 30_000, ageMin: 12, ageMax: 99 }] } } : o)),
    };
    const { state, events } = run([{ type: 'ChangeItem', data: { lineId: 'l1', participants: { adult: 3 }, experience: published(repriced), now: NOW } }], withLine);
    expect(events[0]!.map((e) => e.type)).toEqual(['ItemQuantityChanged']);
    expect(asOpen(state).lines[0]).toMatchObject({ quantity: 3, lineTotal: { amount: 3 * 30_000 + 2 * 3_000, currency: 'SAR' } });
    expect(refusal({ type: 'ChangeItem', data: { lineId: 'l1', participants: { adult: 11 }, experience: published(safari), now: NOW } }, withLine).message).toBe(
      'You can select up to 10 travellers per item',
    );
    expect(refusal({ type: 'ChangeItem', data: { lineId: 'l1', participants: { adult: 1 }, experience: published(safari), now: NOW } }, withLine).code).toBe('extraQuantity');
    expect(refusal({ type: 'ChangeItem', data: { lineId: 'nope', quantity: 1, experience: published(safari), now: NOW } }, withLine).code).toBe('lineNotFound');
    // The same choices again change nothing.
    expect(cartDecider.decide({ type: 'ChangeItem', data: { lineId: 'l1', participants: { adult: 2 }, experience: published(safari), now: NOW } }, withLine)).toEqual([]);
  });

  it('removes an item; removing the one that carried the minimum spend takes the promo off', () => {
    const { state, events } = run(
      [{ type: 'ApplyPromo', data: { code: 'WELCOME10', promo: active('WELCOME10'), now: NOW } }, { type: 'RemoveItem', data: { lineId: 'l1', now: NOW } }],
      withLine,
    );
    expect(events[1]).toEqual([
      { type: 'ItemRemoved', data: { lineId: 'l1', removedAt: NOW } },
      { type: 'PromoRemoved', data: { code: 'WELCOME10', reason: 'minSpendNotMet', removedAt: NOW } },
    ]);
    expect(asOpen(state)).toMatchObject({ lines: [], promo: null, total: { amount: 0 } });
    expect(refusal({ type: 'RemoveItem', data: { lineId: 'l1', now: NOW } }, state).code).toBe('lineNotFound');
  });
});

describe('cart decider: promo codes', () => {
  // Two adults: SAR 500.
  const cart = run([add('l1', safariReq())], opened).state;
  const apply = (code: string, promo: PromoState, now = NOW): CartCommand => ({ type: 'ApplyPromo', data: { code, promo, now } });

  it('applies a percent code and a fixed code, recomputing discount and total', () => {
    const pct = run([apply('WELCOME10', active('WELCOME10')), apply('WELCOME10', active('WELCOME10'))], cart);
    expect(pct.events[1]).toEqual([]);
    expect(asOpen(pct.state)).toMatchObject({ subtotal: { amount: 50_000 }, discount: { amount: 5_000 }, total: { amount: 45_000, currency: 'SAR' }, promo: { code: 'WELCOME10' } });
    const fixed = run([apply('RIYADH50', active('RIYADH50'))], pct.state);
    expect(asOpen(fixed.state)).toMatchObject({ discount: { amount: 5_000 }, total: { amount: 45_000 }, promo: { code: 'RIYADH50', kind: 'fixed' } });
    const removed = run([{ type: 'RemovePromo', data: { now: NOW } }, { type: 'RemovePromo', data: { now: NOW } }], fixed.state);
    expect(removed.events[0]).toEqual([{ type: 'PromoRemoved', data: { code: 'RIYADH50', reason: 'removedByBuyer', removedAt: NOW } }]);
    expect(removed.events[1]).toEqual([]);
    expect(asOpen(removed.state)).toMatchObject({ promo: null, discount: { amount: 0 }, total: { amount: 50_000 } });
  });

  it('a second code that takes off less keeps the better first one, unless the buyer chooses it anyway', () => {
    // Two adults, SAR 500: RIYADH50 takes off 50 (fixed), WELCOME10 takes off 50 (10 %); a bigger cart changes that.
    const big = run([add('l2', safariReq({ date: '2030-01-11' }))], cart).state;
    const withFixed = run([apply('RIYADH50', active('RIYADH50'))], big).state;
    expect(asOpen(withFixed)).toMatchObject({ discount: { amount: 5_000 }, promo: { code: 'RIYADH50' } });
    // SAR 1,000: WELCOME10 would take off 100, better: it replaces.
    const better = run([apply('WELCOME10', active('WELCOME10'))], withFixed).state;
    expect(asOpen(better)).toMatchObject({ discount: { amount: 10_000 }, promo: { code: 'WELCOME10' } });
    // Now RIYADH50 (50) is worse than WELCOME10 (100): refused, WELCOME10 stays.
    expect(() => cartDecider.decide(apply('RIYADH50', active('RIYADH50')), better)).toThrow(
      expect.objectContaining({ code: 'promoWorse', message: 'The promo code RIYADH50 takes off SAR 50.00, less than WELCOME10 (SAR 100.00), so WELCOME10 stays applied.' }),
    );
    const chosen = run([{ type: 'ApplyPromo', data: { code: 'RIYADH50', promo: active('RIYADH50'), now: NOW, replace: true } }], better).state;
    expect(asOpen(chosen)).toMatchObject({ discount: { amount: 5_000 }, promo: { code: 'RIYADH50' } });
  });

  it('refuses each invalid code with its own message', () => {
    const cases: [CartCommand, CartState, string, string][] = [
      [apply('NOPE', { status: 'none' }), cart, 'promoUnknown', 'We don\'t recognise the promo code "NOPE". Check the spelling and try again.'],
      [apply('EXPIRED20', active('EXPIRED20')), cart, 'promoExpired', 'The promo code EXPIRED20 expired on December 31, 2024.'],
      [apply('ONEUSE', active('ONEUSE', ['someone-else'])), cart, 'promoUsedUp', 'The promo code ONEUSE has already been used as many times as it allows.'],
      [
        apply('RIYADH50', active('RIYADH50')),
        run([add('l1', safariReq({ participants: { child: 1 } }))], opened).state,
        'promoMinSpend',
        'The promo code RIYADH50 needs a minimum spend of SAR 200.00; your cart comes to SAR 150.00.',
      ],
      [apply('ONEUSE', active('ONEUSE')), opened, 'promoEmptyCart', 'Add an activity to your cart before applying the promo code ONEUSE.'],
    ];
    for (const [command, state, code, message] of cases) {
      const err = refusal(command, state);
      expect([err.code, err.message]).toEqual([code, message]);
    }
    // A fixed SAR code on a cart charged in AED takes off its value in AED (SAR 50 = AED 48.97).
    const aedCart = run([add('c', cruiseReq, cruise), add('s', safariReq({ participants: { adult: 1 } }))], opened).state;
    expect(run([apply('RIYADH50', active('RIYADH50'))], aedCart).state).toMatchObject({ discount: { amount: 4_897, currency: 'AED' } });
  });
});

describe('cart decider: currency and checkout', () => {
  it("a Saudi and an Emirati item share one cart, charged in the first item's currency, each converted on its own", () => {
    const { state, events } = run([add('l1', safariReq()), add('l2', cruiseReq, cruise)], opened);
    expect(events[1]!.map((e) => e.type)).toEqual(['ItemAdded']);
    const cart = asOpen(state);
    expect(cart.lines.map((l) => l.lineTotal)).toEqual([{ amount: 50_000, currency: 'SAR' }, { amount: 40_000, currency: 'AED' }]);
    // AED 400 at 1.021103 SAR per AED: SAR 408.44 (408.4412 rounded half up).
    expect(cart).toMatchObject({ currency: 'SAR', subtotal: { amount: 50_000 + 40_844, currency: 'SAR' }, total: { amount: 90_844, currency: 'SAR' } });
    const view = toCartView(cart, 2);
    expect(view.display).toMatchObject({ currency: 'SAR', approximate: false, lines: [{ lineId: 'l1', lineTotal: { amount: 50_000, currency: 'SAR' } }, { lineId: 'l2', lineTotal: { amount: 40_844, currency: 'SAR' } }] });
  });

  it("the visitor's chosen currency is the charge currency, whatever the items are priced in", () => {
    const { state, events } = run([add('l1', safariReq()), add('l2', cruiseReq, cruise), { type: 'ChooseCurrency', data: { currency: 'USD', now: NOW } }, { type: 'ChooseCurrency', data: { currency: 'USD', now: NOW } }], opened);
    expect(events[3]).toEqual([]);
    // SAR 500 at 0.266667 = USD 133.33; AED 400 at 0.272294 = USD 108.92.
    const view = toCartView(asOpen(state), 4);
    expect(view).toMatchObject({ currency: 'USD', displayCurrency: 'USD', currencyChosen: true, total: { amount: 13_333 + 10_892, currency: 'USD' }, revision: 4, itemCount: 2 });
    expect(view.display).toMatchObject({ currency: 'USD', approximate: false });
    expect(view.totalsByCurrency.USD).toEqual({ amount: 24_225, currency: 'USD' });
    // Opened in a chosen currency: that one is charged from the first item on.
    const chosen = run([open('USD', true), add('l1', safariReq())]).state;
    expect(chosen).toMatchObject({ currency: 'USD', total: { amount: 13_333, currency: 'USD' } });
  });

  it('a cart opened before the choice was recorded still follows its first item', () => {
    const old: CartEvent = { type: 'CartOpened', data: { cartId: 'c0', customerId: null, currency: 'USD', openedAt: NOW } };
    const state = cartDecider.evolve(cartDecider.initialState(), old);
    const after = run([add('l1', safariReq())], state).state;
    expect(after).toMatchObject({ currency: 'SAR', currencyChosen: false, total: { amount: 50_000, currency: 'SAR' } });
  });

  it('checks out once per booking; a checked-out cart no longer changes', () => {
    expect(refusal({ type: 'CheckOut', data: { bookingId: 'b1', now: NOW } }).message).toBe('Your cart is empty');
    const { state, events } = run([add('l1', safariReq()), { type: 'CheckOut', data: { bookingId: 'b1', now: NOW } }, { type: 'CheckOut', data: { bookingId: 'b1', now: NOW } }], opened);
    expect(events[2]).toEqual([]);
    expect(state).toMatchObject({ status: 'checkedOut', bookingId: 'b1' });
    expect(refusal({ type: 'CheckOut', data: { bookingId: 'b2', now: NOW } }, state).code).toBe('checkedOut');
    expect(refusal(add('l2', safariReq({ startTime: '09:00' })), state).code).toBe('checkedOut');
    expect(refusal({ type: 'RemoveItem', data: { lineId: 'l1', now: NOW } }, cartDecider.initialState()).code).toBe('cartNotFound');
  });
});
