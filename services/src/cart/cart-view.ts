import type { CurrencyCode, Money } from '@rihla/events/common';
import { convertPrice } from '../catalog/query/convert-price.ts';
import type { CartState } from './cart-decider.ts';

const CURRENCIES: readonly CurrencyCode[] = ['SAR', 'AED', 'USD', 'EUR'];

export type CartView = Exclude<CartState, { status: 'none' }> & {
  /** Stream revision of the last event folded in: the cart's ETag. */
  revision: number;
  itemCount: number;
  /** The amounts in the buyer's display currency. Approximate when it is not the charge currency (fixed reference rates). */
  display: {
    currency: CurrencyCode;
    approximate: boolean;
    subtotal: Money;
    discount: Money;
    total: Money;
    lines: { lineId: string; lineTotal: Money }[];
  };
  /** The total in every supported currency, for a currency switcher; only `total` is charged. */
  totalsByCurrency: Record<CurrencyCode, Money>;
};

const inCurrency = (m: Money, to: CurrencyCode): Money => ({ amount: convertPrice(m.amount, m.currency, to), currency: to });

/** The cart as the api shows it: its state plus display amounts. Pure, so the read model and the write routes agree. */
export function toCartView(state: Exclude<CartState, { status: 'none' }>, revision: number): CartView {
  const to = state.displayCurrency;
  return {
    ...state,
    revision,
    itemCount: state.lines.length,
    display: {
      currency: to,
      approximate: to !== state.currency,
      subtotal: inCurrency(state.subtotal, to),
      discount: inCurrency(state.discount, to),
      total: inCurrency(state.total, to),
      lines: state.lines.map((l) => ({ lineId: l.lineId, lineTotal: inCurrency(l.lineTotal, to) })),
    },
    totalsByCurrency: Object.fromEntries(CURRENCIES.map((c) => [c, inCurrency(state.total, c)])) as Record<CurrencyCode, Money>,
  };
}

/** The cart state inside a stored view, to fold the next event onto. */
export function stateOfView(view: CartView): Exclude<CartState, { status: 'none' }> {
  const { revision: _r, itemCount: _i, display: _d, totalsByCurrency: _t, ...state } = view;
  return state;
}
