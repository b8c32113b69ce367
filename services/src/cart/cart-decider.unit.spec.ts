import { describe, expect, it } from 'vitest';
import type { CartEvent } from '@rihla/events/cart';
import type { Experience } from '@rihla/events/catalog';
import type { ExperienceState } from '../catalog/index.ts';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import type { PromoState } from '../promo/index.ts';
import { SEED_PROMOS } from '../promo/testing/index.ts';
import { cartDecider, type CartCommand, type CartState, type OpenCart } from './cart-decider.ts';
import { CartRuleError } from './cart-rule-error.ts';
import { toCartView } from './cart-view.ts';
import { resolveLine, type LineRequest } from './resolve-line.ts';
import { cruise, DATE, FIXED_NOW, safari, yacht } from './testing/cart-fixtures.ts';

const NOW = FIXED_NOW.toISOString();
const spec = deciderSpecFor(cartDecider);
const published = (experience: Experience): ExperienceState => ({ status: 'published', experience });
const active = (code: string, redeemedBy: string[] = []): PromoState => ({ status: 'active', definition: SEED_PROMOS.find((p) => p.code === code)!, redeemedBy, releasedFrom: [] });

const open = (currency: 'SAR' | 'USD' = 'SAR', currencyChosen = false): CartCommand => ({ type: 'OpenCart', data: { cartId: 'c1', customerId: null, currency, currencyChosen, now: NOW } });
const cruiseReq: LineRequest = { experienceId: 'exp-cruise', optionId: 'std', date: DATE, startTime: '15:00', participants: { adult: 2 } };
const safariReq = (over: Partial<LineRequest> = {}): LineRequest => ({ experienceId: 'exp-safari', optionId: 'std', date: DATE, startTime: '15:00', participants: { adult: 2 }, ...over });
const add = (lineId: string, request: LineRequest, experience: Experience = safari, now = NOW): CartCommand => ({
  type: 'AddItem',
  data: { lineId, request, experience: published(experience), now },
});

// The events a history is given as. An added item carries the line as the catalog priced it (resolveLine, the pricing
// the decider itself uses), so a history states which item was added without restating its prices.
const opened: CartEvent = { type: 'CartOpened', data: { cartId: 'c1', customerId: null, currency: 'SAR', currencyChosen: false, openedAt: NOW } };
const itemAdded = (lineId: string, request: LineRequest, experience: Experience = safari): CartEvent => ({
  type: 'ItemAdded',
  data: { lineId, ...resolveLine(published(experience), request, FIXED_NOW), addedAt: NOW },
});
const promoApplied = (code: string): CartEvent => {
  const { kind, value, currency, minSpend } = SEED_PROMOS.find((p) => p.code === code)!;
  return { type: 'PromoApplied', data: { code, kind, value, currency, minSpend, appliedAt: NOW } };
};
const asOpen = (s: CartState): OpenCart => {
  if (s.status !== 'open') throw new Error(`cart is ${s.status}`);
  return s;
};
/** The state after a command on a history, where only the resulting cart matters. */
const after = (history: CartEvent[], command: CartCommand) => spec.given(history).when(command).result();

/** A refusal: the rule error's class and its code or message. */
const refused = (command: CartCommand, expected: Record<string, unknown>, history: CartEvent[] = [opened]) => spec.given(history).when(command).thenThrows(CartRuleError, expected);

describe('cart decider: adding items', () => {
  it('prices an item from the catalog per unit type, with extras and the pickup time of the chosen point', () => {
    const { state, events } = after(
      [opened],
      add('l1', safariReq({ participants: { adult: 2, child: 1, infant: 1 }, extras: [{ extraId: 'photos', quantity: 1 }, { extraId: 'dinner', quantity: 3 }], pickup: { pointId: 'hotel-a' } })),
    );
    expect(events.map((e) => e.type)).toEqual(['ItemAdded']);
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
    const { state } = after([opened], add('y', yachtReq(2, 12), yacht));
    expect(asOpen(state).lines[0]).toMatchObject({ quantity: 2, lineTotal: { amount: 200_000, currency: 'SAR' }, participants: { adult: 12, child: 0, infant: 0 } });
    refused(add('y2', yachtReq(2, 17), yacht), { message: 'Each item takes up to 8 people; 17 people need at least 3 items.' });
    refused(add('y3', { ...yachtReq(1), quantity: undefined, participants: { adult: 2 } }, yacht), { code: 'itemsRequired' });
  });

  it("bounds the travellers per item by the option's capacity with the spec's message", () => {
    refused(add('l1', safariReq({ participants: { adult: 8, child: 3 } })), {
      code: 'overCapacity',
      message: 'You can select up to 10 travellers per item',
      details: { capacity: 10 },
      localized: { en: 'You can select up to 10 travellers per item', ar: 'يمكنك اختيار ما يصل إلى 10 مسافرين لكل عنصر' },
    });
    refused(add('y', { experienceId: 'exp-yacht', optionId: 'private', date: DATE, startTime: '09:00', quantity: 4 }, yacht), { message: 'You can select up to 3 travellers per item' });
    // Exactly the capacity is fine.
    expect(after([opened], add('l1', safariReq({ participants: { adult: 10 } }))).events).toHaveLength(1);
  });

  it('refuses unknown, withdrawn and not-running choices with clear messages', () => {
    const withExperience = (experience: ExperienceState, request: LineRequest = safariReq()): CartCommand => ({ type: 'AddItem', data: { lineId: 'l', request, experience, now: NOW } });
    refused(withExperience({ status: 'none' }, safariReq({ experienceId: 'exp-nope' })), { message: 'There is no experience "exp-nope".' });
    refused(withExperience({ status: 'withdrawn', experience: safari, reason: { en: 'x', ar: 'y' } }), { message: "We're sorry! This activity is currently unavailable for booking" });
    refused(add('l', safariReq({ optionId: 'vip' })), { message: 'Red Sand Desert Safari has no option "vip"; choose one of std, weekend.' });
    // The weekend option runs on Fridays and Saturdays; 2030-01-08 is a Tuesday.
    refused(add('l', safariReq({ optionId: 'weekend' })), { message: 'Unfortunately there is no available option at this date, please choose another date from the calendar.' });
    refused(add('l', safariReq({ startTime: '11:00' })), { message: 'This option starts at 09:00, 15:00; 11:00 is not one of its start times.' });
    refused(add('l', safariReq({ date: '2030-01-07', startTime: '09:00' })), { code: 'departed' });
    refused(add('l', safariReq({ date: '2031-06-01' })), { code: 'beyondHorizon' });
    refused(add('l', safariReq({ optionId: 'weekend', date: '2030-01-11', participants: { adult: 1, child: 1 } })), { message: 'This option has no child price; it can be booked for adults.' });
    refused(add('l', safariReq({ participants: { adult: 0 } })), { code: 'travellersRequired' });
  });

  it('checks extras and pickup against the option', () => {
    refused(add('l', safariReq({ extras: [{ extraId: 'jetski', quantity: 1 }] })), { message: '"jetski" is not an extra of this experience; choose from photos, dinner.' });
    refused(add('l', safariReq({ extras: [{ extraId: 'photos', quantity: 2 }] })), { message: 'Photo package is charged once per booking; its quantity must be 1.' });
    refused(add('l', safariReq({ extras: [{ extraId: 'dinner', quantity: 3 }] })), { message: 'BBQ dinner is per person; choose it for at most 2 people.' });
    refused(add('l', safariReq({ pickup: { pointId: 'airport' } })), { message: '"airport" is not a pickup point of this option; choose one of hotel-a, hotel-b.' });
    refused(add('l', safariReq({ pickup: { pointId: 'hotel-b', time: '14:00' } })), { message: 'Pickup at Hotel B is at 14:15 for the 15:00 departure.' });
    refused(add('l', { ...safariReq({ optionId: 'weekend', date: '2030-01-11' }), pickup: { pointId: 'hotel-a' } }), { message: 'This option has no pickup; meet at the meeting point instead.' });
  });

  it('one line per departure, and the same add twice adds once', () => {
    spec.given([opened]).when(add('l1', safariReq())).then([itemAdded('l1', safariReq())]);
    const withLine = [opened, itemAdded('l1', safariReq())];
    spec.given(withLine).when(add('l1', safariReq())).thenNothing();
    refused(add('l2', safariReq({ participants: { adult: 1 } })), { code: 'duplicateDeparture' }, withLine);
    refused(add('l1', safariReq({ startTime: '09:00' })), { code: 'lineIdReused' }, withLine);
  });
});

describe('cart decider: changing and removing items', () => {
  const withLine = [opened, itemAdded('l1', safariReq({ participants: { adult: 2 }, extras: [{ extraId: 'dinner', quantity: 2 }] }))];

  it('a change is priced from the catalog as it is now', () => {
    const repriced: Experience = {
      ...safari,
      options: safari.options.map((o) => (o.optionId === 'std' ? { ...o, pricing: { ...o.pricing, units: [{ unit: 'adult' as const, amount: 30_000, ageMin: 12, ageMax: 99 }] } } : o)),
    };
    const { state, events } = after(withLine, { type: 'ChangeItem', data: { lineId: 'l1', participants: { adult: 3 }, experience: published(repriced), now: NOW } });
    expect(events.map((e) => e.type)).toEqual(['ItemQuantityChanged']);
    expect(asOpen(state).lines[0]).toMatchObject({ quantity: 3, lineTotal: { amount: 3 * 30_000 + 2 * 3_000, currency: 'SAR' } });
    refused({ type: 'ChangeItem', data: { lineId: 'l1', participants: { adult: 11 }, experience: published(safari), now: NOW } }, { message: 'You can select up to 10 travellers per item' }, withLine);
    refused({ type: 'ChangeItem', data: { lineId: 'l1', participants: { adult: 1 }, experience: published(safari), now: NOW } }, { code: 'extraQuantity' }, withLine);
    refused({ type: 'ChangeItem', data: { lineId: 'nope', quantity: 1, experience: published(safari), now: NOW } }, { code: 'lineNotFound' }, withLine);
    // The same choices again change nothing.
    spec.given(withLine).when({ type: 'ChangeItem', data: { lineId: 'l1', participants: { adult: 2 }, experience: published(safari), now: NOW } }).thenNothing();
  });

  it('removes an item; removing the one that carried the minimum spend takes the promo off', () => {
    const withPromo = [...withLine, promoApplied('WELCOME10')];
    const removed: CartEvent[] = [
      { type: 'ItemRemoved', data: { lineId: 'l1', removedAt: NOW } },
      { type: 'PromoRemoved', data: { code: 'WELCOME10', reason: 'minSpendNotMet', removedAt: NOW } },
    ];
    spec.given(withPromo).when({ type: 'RemoveItem', data: { lineId: 'l1', now: NOW } }).then(removed);
    expect(asOpen(spec.given([...withPromo, ...removed]).state())).toMatchObject({ lines: [], promo: null, total: { amount: 0 } });
    refused({ type: 'RemoveItem', data: { lineId: 'l1', now: NOW } }, { code: 'lineNotFound' }, [...withPromo, ...removed]);
  });
});

describe('cart decider: promo codes', () => {
  // Two adults: SAR 500.
  const cart = [opened, itemAdded('l1', safariReq())];
  const apply = (code: string, promo: PromoState, now = NOW): CartCommand => ({ type: 'ApplyPromo', data: { code, promo, now } });

  it('applies a percent code and a fixed code, recomputing discount and total', () => {
    spec.given(cart).when(apply('WELCOME10', active('WELCOME10'))).then([promoApplied('WELCOME10')]);
    const pct = [...cart, promoApplied('WELCOME10')];
    spec.given(pct).when(apply('WELCOME10', active('WELCOME10'))).thenNothing();
    expect(asOpen(spec.given(pct).state())).toMatchObject({ subtotal: { amount: 50_000 }, discount: { amount: 5_000 }, total: { amount: 45_000, currency: 'SAR' }, promo: { code: 'WELCOME10' } });
    spec.given(pct).when(apply('RIYADH50', active('RIYADH50'))).then([promoApplied('RIYADH50')]);
    const fixed = [...pct, promoApplied('RIYADH50')];
    expect(asOpen(spec.given(fixed).state())).toMatchObject({ discount: { amount: 5_000 }, total: { amount: 45_000 }, promo: { code: 'RIYADH50', kind: 'fixed' } });
    const buyerRemoved: CartEvent = { type: 'PromoRemoved', data: { code: 'RIYADH50', reason: 'removedByBuyer', removedAt: NOW } };
    spec.given(fixed).when({ type: 'RemovePromo', data: { now: NOW } }).then([buyerRemoved]);
    spec.given([...fixed, buyerRemoved]).when({ type: 'RemovePromo', data: { now: NOW } }).thenNothing();
    expect(asOpen(spec.given([...fixed, buyerRemoved]).state())).toMatchObject({ promo: null, discount: { amount: 0 }, total: { amount: 50_000 } });
  });

  it('a second code that takes off less keeps the better first one, unless the buyer chooses it anyway', () => {
    // Two adults, SAR 500: RIYADH50 takes off 50 (fixed), WELCOME10 takes off 50 (10 %); a bigger cart changes that.
    const withFixed = [...cart, itemAdded('l2', safariReq({ date: '2030-01-11' })), promoApplied('RIYADH50')];
    expect(asOpen(spec.given(withFixed).state())).toMatchObject({ discount: { amount: 5_000 }, promo: { code: 'RIYADH50' } });
    // SAR 1,000: WELCOME10 would take off 100, better: it replaces.
    spec.given(withFixed).when(apply('WELCOME10', active('WELCOME10'))).then([promoApplied('WELCOME10')]);
    const better = [...withFixed, promoApplied('WELCOME10')];
    expect(asOpen(spec.given(better).state())).toMatchObject({ discount: { amount: 10_000 }, promo: { code: 'WELCOME10' } });
    // Now RIYADH50 (50) is worse than WELCOME10 (100): refused, WELCOME10 stays.
    refused(apply('RIYADH50', active('RIYADH50')), { code: 'promoWorse', message: 'The promo code RIYADH50 takes off SAR 50.00, less than WELCOME10 (SAR 100.00), so WELCOME10 stays applied.' }, better);
    const chosen = after(better, { type: 'ApplyPromo', data: { code: 'RIYADH50', promo: active('RIYADH50'), now: NOW, replace: true } });
    expect(chosen.events).toEqual([promoApplied('RIYADH50')]);
    expect(asOpen(chosen.state)).toMatchObject({ discount: { amount: 5_000 }, promo: { code: 'RIYADH50' } });
  });

  it('refuses each invalid code with its own message', () => {
    const cases: [CartCommand, CartEvent[], string, string][] = [
      [apply('NOPE', { status: 'none' }), cart, 'promoUnknown', 'We don\'t recognise the promo code "NOPE". Check the spelling and try again.'],
      [apply('EXPIRED20', active('EXPIRED20')), cart, 'promoExpired', 'The promo code EXPIRED20 expired on December 31, 2024.'],
      [apply('ONEUSE', active('ONEUSE', ['someone-else'])), cart, 'promoUsedUp', 'The promo code ONEUSE has already been used as many times as it allows.'],
      [
        apply('RIYADH50', active('RIYADH50')),
        [opened, itemAdded('l1', safariReq({ participants: { child: 1 } }))],
        'promoMinSpend',
        'The promo code RIYADH50 needs a minimum spend of SAR 200.00; your cart comes to SAR 150.00.',
      ],
      [apply('ONEUSE', active('ONEUSE')), [opened], 'promoEmptyCart', 'Add an activity to your cart before applying the promo code ONEUSE.'],
    ];
    for (const [command, history, code, message] of cases) refused(command, { code, message }, history);
    // A fixed SAR code on a cart charged in AED takes off its value in AED (SAR 50 = AED 48.97).
    const aedCart = [opened, itemAdded('c', cruiseReq, cruise), itemAdded('s', safariReq({ participants: { adult: 1 } }))];
    expect(after(aedCart, apply('RIYADH50', active('RIYADH50'))).state).toMatchObject({ discount: { amount: 4_897, currency: 'AED' } });
  });
});

describe('cart decider: currency and checkout', () => {
  it("a Saudi and an Emirati item share one cart, charged in the first item's currency, each converted on its own", () => {
    const { state, events } = after([opened, itemAdded('l1', safariReq())], add('l2', cruiseReq, cruise));
    expect(events.map((e) => e.type)).toEqual(['ItemAdded']);
    const cart = asOpen(state);
    expect(cart.lines.map((l) => l.lineTotal)).toEqual([{ amount: 50_000, currency: 'SAR' }, { amount: 40_000, currency: 'AED' }]);
    // AED 400 at 1.021103 SAR per AED: SAR 408.44 (408.4412 rounded half up).
    expect(cart).toMatchObject({ currency: 'SAR', subtotal: { amount: 50_000 + 40_844, currency: 'SAR' }, total: { amount: 90_844, currency: 'SAR' } });
    const view = toCartView(cart, 2);
    expect(view.display).toMatchObject({ currency: 'SAR', approximate: false, lines: [{ lineId: 'l1', lineTotal: { amount: 50_000, currency: 'SAR' } }, { lineId: 'l2', lineTotal: { amount: 40_844, currency: 'SAR' } }] });
  });

  it("the visitor's chosen currency is the charge currency, whatever the items are priced in", () => {
    const twoItems = [opened, itemAdded('l1', safariReq()), itemAdded('l2', cruiseReq, cruise)];
    const usdChosen: CartEvent = { type: 'CurrencyChosen', data: { currency: 'USD', chosenAt: NOW } };
    spec.given(twoItems).when({ type: 'ChooseCurrency', data: { currency: 'USD', now: NOW } }).then([usdChosen]);
    spec.given([...twoItems, usdChosen]).when({ type: 'ChooseCurrency', data: { currency: 'USD', now: NOW } }).thenNothing();
    // SAR 500 at 0.266667 = USD 133.33; AED 400 at 0.272294 = USD 108.92.
    const view = toCartView(asOpen(spec.given([...twoItems, usdChosen]).state()), 4);
    expect(view).toMatchObject({ currency: 'USD', displayCurrency: 'USD', currencyChosen: true, total: { amount: 13_333 + 10_892, currency: 'USD' }, revision: 4, itemCount: 2 });
    expect(view.display).toMatchObject({ currency: 'USD', approximate: false });
    expect(view.totalsByCurrency.USD).toEqual({ amount: 24_225, currency: 'USD' });
    // Opened in a chosen currency: that one is charged from the first item on.
    const openedInUsd: CartEvent = { type: 'CartOpened', data: { cartId: 'c1', customerId: null, currency: 'USD', currencyChosen: true, openedAt: NOW } };
    spec.given().when(open('USD', true)).then([openedInUsd]);
    expect(after([openedInUsd], add('l1', safariReq())).state).toMatchObject({ currency: 'USD', total: { amount: 13_333, currency: 'USD' } });
  });

  it('a cart opened before the choice was recorded still follows its first item', () => {
    const old: CartEvent = { type: 'CartOpened', data: { cartId: 'c0', customerId: null, currency: 'USD', openedAt: NOW } };
    expect(after([old], add('l1', safariReq())).state).toMatchObject({ currency: 'SAR', currencyChosen: false, total: { amount: 50_000, currency: 'SAR' } });
  });

  it('checks out once per booking; a checked-out cart no longer changes', () => {
    refused({ type: 'CheckOut', data: { bookingId: 'b1', now: NOW } }, { message: 'Your cart is empty' });
    const withLine = [opened, itemAdded('l1', safariReq())];
    const checkedOut: CartEvent = { type: 'CartCheckedOut', data: { bookingId: 'b1', checkedOutAt: NOW } };
    spec.given(withLine).when({ type: 'CheckOut', data: { bookingId: 'b1', now: NOW } }).then([checkedOut]);
    const done = [...withLine, checkedOut];
    spec.given(done).when({ type: 'CheckOut', data: { bookingId: 'b1', now: NOW } }).thenNothing();
    expect(spec.given(done).state()).toMatchObject({ status: 'checkedOut', bookingId: 'b1' });
    refused({ type: 'CheckOut', data: { bookingId: 'b2', now: NOW } }, { code: 'checkedOut' }, done);
    refused(add('l2', safariReq({ startTime: '09:00' })), { code: 'checkedOut' }, done);
    refused({ type: 'RemoveItem', data: { lineId: 'l1', now: NOW } }, { code: 'cartNotFound' }, []);
  });
});
