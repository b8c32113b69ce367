import type { CurrencyCode, LocalizedText, Money } from '@rihla/events/common';
import type { CartEvent, CartLine, PromoRemovalReason, UnavailableReason } from '@rihla/events/cart';
import type { Decider } from '../platform/command-handling/decider.ts';
import type { ExperienceState } from '../catalog/index.ts';
import type { PromoState } from '../promo/index.ts';
import { promoDiscount, promoProblem, promoTermsProblem, promoWorse, type AppliedPromoTerms, type PromoProblem, type PromoProblemReason } from '../promo/index.ts';
import { CartRuleError, cartMessage, type CartRuleCode } from './cart-rule-error.ts';
import { resolveLine, type LineRequest, type ResolvedLine } from './resolve-line.ts';
import { reviewOf, type LineFacts } from './review-of.ts';
import { unreachable } from '../platform/unreachable.ts';
import { chargedAmount } from './charged-amount.ts';

/** Most items one cart holds. */
export const MAX_CART_LINES = 20;

export interface CartLastReview {
  state: 'allUnavailable' | 'someUnavailable' | 'pricesChanged' | 'unavailableAndPricesChanged';
  dropped: { lineId: string; title: LocalizedText; reason: UnavailableReason; message: string }[];
  repriced: { lineId: string; title: LocalizedText; previousTotal: Money; lineTotal: Money }[];
  reviewedAt: string;
}

export interface CartContent {
  cartId: string;
  customerId: string | null;
  /**
   * The currency the cart is charged in: the one the visitor chose, else its first item's (the opening default while
   * it is empty). Items priced in another currency are converted at the reference rate; checkout fixes the rate.
   */
  currency: CurrencyCode;
  /** The currency the amounts are shown in: the charge currency (kept for clients that read it). */
  displayCurrency: CurrencyCode;
  /** The visitor chose the currency (selector, or opened the cart in it): it stays the charge currency whatever is added. */
  currencyChosen: boolean;
  lines: CartLine[];
  subtotal: Money;
  promo: (AppliedPromoTerms & { discount: Money }) | null;
  discount: Money;
  total: Money;
  lastReview: CartLastReview | null;
  openedAt: string;
}

export type CartState = { status: 'none' } | ({ status: 'open' } & CartContent) | ({ status: 'checkedOut'; bookingId: string } & CartContent);
export type OpenCart = Extract<CartState, { status: 'open' }>;

export type CartCommand =
  | { type: 'OpenCart'; data: { cartId: string; customerId: string | null; currency: CurrencyCode; currencyChosen: boolean; now: string } }
  | { type: 'AddItem'; data: { lineId: string; request: LineRequest; experience: ExperienceState; now: string } }
  | {
      type: 'ChangeItem';
      data: { lineId: string; participants?: LineRequest['participants']; quantity?: number; extras?: LineRequest['extras']; experience: ExperienceState; now: string };
    }
  | { type: 'RemoveItem'; data: { lineId: string; now: string } }
  | { type: 'ApplyPromo'; data: { code: string; promo: PromoState; now: string; /** The buyer chose this code over a better one already applied. */ replace?: boolean } }
  | { type: 'RemovePromo'; data: { now: string } }
  | { type: 'ChooseCurrency'; data: { currency: CurrencyCode; now: string } }
  | { type: 'RecordReview'; data: { facts: LineFacts[]; promoInvalid: PromoRemovalReason | null; now: string } }
  | { type: 'CheckOut'; data: { bookingId: string; now: string } };

/**
 * Recomputes what follows from the lines, the currency choice and the promo terms: charge currency, subtotal (each
 * line converted and rounded on its own, then added: what checkout charges per item), discount and total.
 */
function withTotals<C extends CartContent>(c: C): C {
  const currency = c.currencyChosen ? c.displayCurrency : (c.lines[0]?.lineTotal.currency ?? c.displayCurrency);
  const subtotal = { amount: c.lines.reduce((n, l) => n + chargedAmount(l.lineTotal, currency).amount, 0), currency };
  const discount = c.promo ? promoDiscount(c.promo, subtotal) : { amount: 0, currency };
  return {
    ...c,
    currency,
    displayCurrency: currency,
    subtotal,
    promo: c.promo ? { ...c.promo, discount } : null,
    discount,
    total: { amount: subtotal.amount - discount.amount, currency },
  };
}

function evolveContent<C extends CartContent>(c: C, event: CartEvent): C {
  switch (event.type) {
    case 'CartOpened':
    case 'CartCheckedOut':
      return c;
    case 'ItemAdded': {
      const { addedAt: _at, ...line } = event.data;
      return withTotals({ ...c, lines: [...c.lines, line] });
    }
    case 'ItemQuantityChanged': {
      const { lineId, participants, quantity, extras, unitPrices, lineTotal } = event.data;
      return withTotals({ ...c, lines: c.lines.map((l) => (l.lineId === lineId ? { ...l, participants, quantity, extras, unitPrices, lineTotal } : l)) });
    }
    case 'ItemRemoved':
      return withTotals({ ...c, lines: c.lines.filter((l) => l.lineId !== event.data.lineId) });
    case 'PromoApplied': {
      const { code, kind, value, currency, minSpend } = event.data;
      return withTotals({ ...c, promo: { code, kind, value, currency, minSpend, discount: { amount: 0, currency: c.currency } } });
    }
    case 'PromoRemoved':
      return withTotals({ ...c, promo: null });
    case 'CurrencyChosen':
      return withTotals({ ...c, displayCurrency: event.data.currency, currencyChosen: true });
    case 'CartReviewed': {
      const { state, dropped, repriced, reviewedAt } = event.data;
      const titleOf = (lineId: string) => c.lines.find((l) => l.lineId === lineId)?.title ?? { en: lineId, ar: lineId };
      const gone = new Set(dropped.map((d) => d.lineId));
      const lines = c.lines
        .filter((l) => !gone.has(l.lineId))
        .map((l) => {
          const r = repriced.find((x) => x.lineId === l.lineId);
          return r ? { ...l, unitPrices: r.unitPrices, extras: r.extras, lineTotal: r.lineTotal } : l;
        });
      const lastReview: CartLastReview = {
        state,
        dropped: dropped.map((d) => ({ ...d, title: titleOf(d.lineId) })),
        repriced: repriced.map((r) => ({ lineId: r.lineId, title: titleOf(r.lineId), previousTotal: r.previousTotal, lineTotal: r.lineTotal })),
        reviewedAt,
      };
      return withTotals({ ...c, lines, lastReview });
    }
    default:
      return unreachable(event);
  }
}

function evolve(state: CartState, event: CartEvent): CartState {
  if (event.type === 'CartOpened') {
    const { cartId, customerId, currency, openedAt } = event.data;
    const zero = { amount: 0, currency };
    // Carts opened before the choice was recorded follow their first item, as they did then.
    const currencyChosen = event.data.currencyChosen ?? false;
    return { status: 'open', cartId, customerId, currency, displayCurrency: currency, currencyChosen, lines: [], subtotal: zero, promo: null, discount: zero, total: zero, lastReview: null, openedAt };
  }
  switch (state.status) {
    case 'none':
      return state;
    case 'open':
      if (event.type === 'CartCheckedOut') return { ...state, status: 'checkedOut', bookingId: event.data.bookingId };
      return evolveContent(state, event);
    case 'checkedOut':
      return evolveContent(state, event);
    default:
      return unreachable(state);
  }
}

function requireOpen(state: CartState): OpenCart {
  switch (state.status) {
    case 'none':
      throw new CartRuleError('cartNotFound', 'There is no such cart.');
    case 'checkedOut':
      throw new CartRuleError('checkedOut', { en: 'This cart has been checked out and can no longer change; open a new cart.', ar: 'أُتمّ حجز هذه السلة ولم يعد تعديلها ممكنًا؛ افتح سلة جديدة.' });
    case 'open':
      return state;
    default:
      return unreachable(state);
  }
}

function requireLine(cart: OpenCart, lineId: string): CartLine {
  const line = cart.lines.find((l) => l.lineId === lineId);
  if (!line) throw new CartRuleError('lineNotFound', `This cart has no item ${lineId}.`);
  return line;
}

/** The promo follows the cart: when a change leaves the subtotal below the code's terms, the code comes off. */
function promoAfter(cart: OpenCart, events: CartEvent[], now: string): CartEvent[] {
  if (!cart.promo) return events;
  const after = events.reduce((s, e) => evolveContent(s, e), cart);
  if (!after.promo || !promoTermsProblem(after.promo, after.subtotal)) return events;
  return [...events, { type: 'PromoRemoved', data: { code: after.promo.code, reason: 'minSpendNotMet', removedAt: now } }];
}

const PROMO_CODES: Record<Exclude<PromoProblemReason, 'alreadyExists'>, CartRuleCode> = {
  unknown: 'promoUnknown',
  expired: 'promoExpired',
  usedUp: 'promoUsedUp',
  minSpendNotMet: 'promoMinSpend',
  emptyCart: 'promoEmptyCart',
};

function decideApplyPromo(cart: OpenCart, d: Extract<CartCommand, { type: 'ApplyPromo' }>['data']): CartEvent[] {
  const fail = ({ reason, localized }: PromoProblem): never => {
    throw new CartRuleError(reason === 'alreadyExists' ? 'promoUnknown' : PROMO_CODES[reason], localized, { code: d.code });
  };
  if (d.promo.status === 'none') return fail(promoProblem('unknown', { code: d.code }));
  const p = d.promo.definition;
  if (cart.promo?.code === p.code) return [];
  if (p.expiresAt !== null && Date.parse(p.expiresAt) <= Date.parse(d.now)) return fail(promoProblem('expired', { code: p.code, expiresAt: p.expiresAt }));
  if (p.usageLimit !== null && d.promo.redeemedBy.length >= p.usageLimit) return fail(promoProblem('usedUp', { code: p.code }));
  const problem = promoTermsProblem(p, cart.subtotal);
  if (problem) return fail(problem);
  // One code per cart: a second code that takes off less would silently cost the buyer money. Keep the better one
  // and say so, unless the buyer asks for the new one anyway.
  const offered = promoDiscount(p, cart.subtotal);
  if (cart.promo && !d.replace && offered.amount < cart.discount.amount) {
    const w = promoWorse({ code: p.code, offered, current: cart.promo.code, currentDiscount: cart.discount });
    throw new CartRuleError('promoWorse', w.localized, { promo: p.code, current: cart.promo.code, offered, currentDiscount: cart.discount });
  }
  const { code, kind, value, currency, minSpend } = p;
  return [{ type: 'PromoApplied', data: { code, kind, value, currency, minSpend, appliedAt: d.now } }];
}

const sameChoice = (line: CartLine, req: LineRequest) =>
  line.experienceId === req.experienceId &&
  line.optionId === req.optionId &&
  line.date === req.date &&
  line.startTime === req.startTime &&
  JSON.stringify(line.extras.map((x) => [x.extraId, x.quantity])) === JSON.stringify((req.extras ?? []).map((x) => [x.extraId, x.quantity])) &&
  (line.pickup?.pointId ?? null) === (req.pickup?.pointId ?? null);

function decideAddItem(cart: OpenCart, d: Extract<CartCommand, { type: 'AddItem' }>['data']): CartEvent[] {
  const resolved: ResolvedLine = resolveLine(d.experience, d.request, new Date(d.now));
  const existing = cart.lines.find((l) => l.lineId === d.lineId);
  if (existing) {
    // The same add sent twice (a retried request with one idempotency key) adds one item.
    if (sameChoice(existing, d.request) && existing.quantity === resolved.quantity && JSON.stringify(existing.participants) === JSON.stringify(resolved.participants)) {
      return [];
    }
    throw new CartRuleError('lineIdReused', `Item ${d.lineId} is already in this cart with different choices.`);
  }
  const sameDeparture = cart.lines.find(
    (l) => l.experienceId === resolved.experienceId && l.optionId === resolved.optionId && l.date === resolved.date && l.startTime === resolved.startTime,
  );
  if (sameDeparture) {
    throw new CartRuleError(
      'duplicateDeparture',
      {
        en: `${resolved.title.en} on ${resolved.date} at ${resolved.startTime} is already in your cart; change its travellers instead.`,
        ar: `${resolved.title.ar} بتاريخ ${resolved.date} الساعة ${resolved.startTime} موجود في سلتك بالفعل؛ غيّر عدد المسافرين بدلًا من ذلك.`,
      },
      { lineId: sameDeparture.lineId },
    );
  }
  if (cart.lines.length >= MAX_CART_LINES) {
    throw new CartRuleError('cartFull', { en: `A cart holds up to ${MAX_CART_LINES} items; check out or remove one first.`, ar: `تتسع السلة لما يصل إلى ${MAX_CART_LINES} عناصر؛ أتمم الحجز أو أزل عنصرًا أولًا.` });
  }
  return promoAfter(cart, [{ type: 'ItemAdded', data: { lineId: d.lineId, ...resolved, addedAt: d.now } }], d.now);
}

function decideChangeItem(cart: OpenCart, d: Extract<CartCommand, { type: 'ChangeItem' }>['data']): CartEvent[] {
  const line = requireLine(cart, d.lineId);
  const request: LineRequest = {
    experienceId: line.experienceId,
    optionId: line.optionId,
    date: line.date,
    startTime: line.startTime,
    participants: d.participants ?? line.participants,
    // A per-person line given a bare quantity keeps its travellers, and resolveLine explains why that is refused.
    quantity: d.quantity ?? (line.unitPrices.mode === 'perItem' ? line.quantity : undefined),
    extras: d.extras ?? line.extras.map((x) => ({ extraId: x.extraId, quantity: x.quantity })),
    pickup: line.pickup ? { pointId: line.pickup.pointId } : null,
  };
  const r = resolveLine(d.experience, request, new Date(d.now));
  const unchanged =
    JSON.stringify([r.participants, r.quantity, r.extras, r.unitPrices, r.lineTotal]) ===
    JSON.stringify([line.participants, line.quantity, line.extras, line.unitPrices, line.lineTotal]);
  if (unchanged) return [];
  return promoAfter(
    cart,
    [
      {
        type: 'ItemQuantityChanged',
        data: { lineId: line.lineId, participants: r.participants, quantity: r.quantity, extras: r.extras, unitPrices: r.unitPrices, lineTotal: r.lineTotal, changedAt: d.now },
      },
    ],
    d.now,
  );
}

function decide(command: CartCommand, state: CartState): CartEvent[] {
  switch (command.type) {
    case 'OpenCart': {
      const d = command.data;
      if (state.status === 'none') {
        return [{ type: 'CartOpened', data: { cartId: d.cartId, customerId: d.customerId, currency: d.currency, ...(d.currencyChosen ? { currencyChosen: true } : {}), openedAt: d.now } }];
      }
      if (state.customerId === d.customerId) return [];
      throw new CartRuleError('alreadyOpen', `Cart ${d.cartId} already exists.`);
    }
    case 'AddItem':
      return decideAddItem(requireOpen(state), command.data);
    case 'ChangeItem':
      return decideChangeItem(requireOpen(state), command.data);
    case 'RemoveItem': {
      const cart = requireOpen(state);
      requireLine(cart, command.data.lineId);
      return promoAfter(cart, [{ type: 'ItemRemoved', data: { lineId: command.data.lineId, removedAt: command.data.now } }], command.data.now);
    }
    case 'ApplyPromo':
      return decideApplyPromo(requireOpen(state), command.data);
    case 'RemovePromo': {
      const cart = requireOpen(state);
      if (!cart.promo) return [];
      return [{ type: 'PromoRemoved', data: { code: cart.promo.code, reason: 'removedByBuyer', removedAt: command.data.now } }];
    }
    case 'ChooseCurrency': {
      const cart = requireOpen(state);
      if (cart.currencyChosen && cart.currency === command.data.currency) return [];
      // The charge currency changes, and with it the minimum spend of a code in another currency.
      return promoAfter(cart, [{ type: 'CurrencyChosen', data: { currency: command.data.currency, chosenAt: command.data.now } }], command.data.now);
    }
    case 'RecordReview': {
      const cart = requireOpen(state);
      const { event } = reviewOf(cart, command.data.facts);
      const reviewed: CartEvent[] = event ? [{ type: 'CartReviewed', data: { ...event, reviewedAt: command.data.now } }] : [];
      if (cart.promo && command.data.promoInvalid) {
        return [...reviewed, { type: 'PromoRemoved', data: { code: cart.promo.code, reason: command.data.promoInvalid, removedAt: command.data.now } }];
      }
      return promoAfter(cart, reviewed, command.data.now);
    }
    case 'CheckOut': {
      if (state.status === 'checkedOut') {
        if (state.bookingId === command.data.bookingId) return [];
        throw new CartRuleError('checkedOut', 'This cart has already been checked out.');
      }
      const cart = requireOpen(state);
      if (cart.lines.length === 0) throw new CartRuleError('emptyCart', cartMessage('emptyCart'));
      return [{ type: 'CartCheckedOut', data: { bookingId: command.data.bookingId, checkedOutAt: command.data.now } }];
    }
    default:
      return unreachable(command);
  }
}

/** Decider of `cart-{id}`. Prices and rules come from the experience and promo states the handler loads into each command. */
export const cartDecider: Decider<CartCommand, CartEvent, CartState> = { initialState: () => ({ status: 'none' }), evolve, decide };
