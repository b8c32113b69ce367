import type { CurrencyCode, Money } from '@rihla/events/common';
import type { PromoDefinition } from '@rihla/events/promo';
import { convertPrice } from '../catalog/query/convert-price.ts';

export type PromoProblemReason = 'unknown' | 'expired' | 'usedUp' | 'minSpendNotMet' | 'currencyMismatch' | 'emptyCart' | 'alreadyExists';
export interface PromoProblem {
  reason: PromoProblemReason;
  message: string;
}

/** "SAR 1,250.00": minor units shown as a price a buyer reads. */
export function formatMoney(m: Money): string {
  return `${m.currency} ${(m.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function promoProblem(
  reason: PromoProblemReason,
  f: { code: string; expiresAt?: string; minSpend?: Money; subtotal?: Money; currency?: CurrencyCode },
): PromoProblem {
  const messages: Record<PromoProblemReason, () => string> = {
    unknown: () => `We don't recognise the promo code "${f.code}". Check the spelling and try again.`,
    expired: () => `The promo code ${f.code} expired on ${(f.expiresAt ?? '').slice(0, 10)}.`,
    usedUp: () => `The promo code ${f.code} has already been used as many times as it allows.`,
    minSpendNotMet: () =>
      `The promo code ${f.code} needs a minimum spend of ${f.minSpend ? formatMoney(f.minSpend) : ''}; your cart comes to ${f.subtotal ? formatMoney(f.subtotal) : ''}.`,
    currencyMismatch: () => `The promo code ${f.code} is a fixed ${f.currency} discount and can only be used on a cart priced in ${f.currency}.`,
    emptyCart: () => `Add an activity to your cart before applying the promo code ${f.code}.`,
    alreadyExists: () => `The promo code ${f.code} already exists.`,
  };
  return { reason, message: messages[reason]() };
}

/** The terms a cart keeps once a code is applied (the discount is recomputed from them whenever the cart changes). */
export type AppliedPromoTerms = Pick<PromoDefinition, 'code' | 'kind' | 'value' | 'currency' | 'minSpend'>;

/**
 * The minimum spend in the cart's currency. SAR and AED are both pegged to the dollar, so the conversion of a
 * threshold between them is stable; it is rounded up so a cart never qualifies by rounding.
 */
function minSpendIn(terms: AppliedPromoTerms, currency: CurrencyCode): Money {
  if (terms.currency === currency) return { amount: terms.minSpend, currency };
  return { amount: Math.ceil(convertPrice(terms.minSpend, terms.currency, currency)), currency };
}

/** Why these terms cannot discount this subtotal, or null when they can. Time-based rules (expiry, usage) are the caller's. */
export function promoTermsProblem(terms: AppliedPromoTerms, subtotal: Money): PromoProblem | null {
  if (subtotal.amount === 0) return promoProblem('emptyCart', { code: terms.code });
  if (terms.kind === 'fixed' && terms.currency !== subtotal.currency) return promoProblem('currencyMismatch', { code: terms.code, currency: terms.currency });
  const minSpend = minSpendIn(terms, subtotal.currency);
  if (subtotal.amount < minSpend.amount) return promoProblem('minSpendNotMet', { code: terms.code, minSpend, subtotal });
  return null;
}

/** The discount on a subtotal: a percent rounds down to a minor unit; a fixed amount never exceeds the subtotal. */
export function promoDiscount(terms: AppliedPromoTerms, subtotal: Money): Money {
  if (promoTermsProblem(terms, subtotal)) return { amount: 0, currency: subtotal.currency };
  const amount = terms.kind === 'percent' ? Math.floor((subtotal.amount * terms.value) / 100) : Math.min(terms.value, subtotal.amount);
  return { amount, currency: subtotal.currency };
}
