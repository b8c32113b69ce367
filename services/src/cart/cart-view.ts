import type { CurrencyCode, Money } from '@rihla/events/common';
import type { CartState } from './cart-decider.ts';
import { chargedAmount } from './charged-amount.ts';

const CURRENCIES: readonly CurrencyCode[] = ['SAR', 'AED', 'USD', 'EUR'];

export type CartView = Exclude<CartState, { status: 'none' }> & {
  /** Stream revision of the last event folded in: the cart's ETag. */
  revision: number;
  itemCount: number;
  /** The amounts in the charge currency, each line converted as checkout charges it (approximate only in old views). */
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
      subtotal: chargedAmount(state.subtotal, to),
      discount: chargedAmount(state.discount, to),
      total: chargedAmount(state.total, to),
      lines: state.lines.map((l) => ({ lineId: l.lineId, lineTotal: chargedAmount(l.lineTotal, to) })),
    },
    totalsByCurrency: Object.fromEntries(CURRENCIES.map((c) => [c, chargedAmount(state.total, c)])) as Record<CurrencyCode, Money>,
  };
}

/** The cart state inside a stored view, to fold the next event onto. */
export function stateOfView(view: CartView): Exclude<CartState, { status: 'none' }> {
  const { revision: _r, itemCount: _i, display: _d, totalsByCurrency: _t, ...state } = view;
  return state;
}
