import type { Money } from '@rihla/events/common';

/**
 * Sums inside one booking. A booking is priced in one currency (the cart's), so a mismatch is a bug upstream; the
 * read model keeps the first currency rather than stopping the projection over it.
 */
export const zeroMoney = (currency: Money['currency']): Money => ({ amount: 0, currency });
export const addMoney = (a: Money, b: Money): Money => ({ amount: a.amount + b.amount, currency: a.currency });
export const subtractMoney = (a: Money, b: Money): Money => ({ amount: a.amount - b.amount, currency: a.currency });
