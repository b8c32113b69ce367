import type { CurrencyCode, Locale, LocalizedText, Money } from '@rihla/events/common';
import { formatMoney as formatLocalMoney, intlLocale } from '../notifications/index.ts';
import type { PromoDefinition } from '@rihla/events/promo';
import { convertPrice } from '../catalog/index.ts';

export type PromoProblemReason = 'unknown' | 'expired' | 'usedUp' | 'minSpendNotMet' | 'emptyCart' | 'alreadyExists';
export interface PromoProblem {
  reason: PromoProblemReason;
  /** English (the problem's default detail). */
  message: string;
  /** The same sentence in each language, numbers and dates formatted for it: the api answers in the request's. */
  localized: LocalizedText;
}

/** "SAR 1,250.00": minor units shown as a price a buyer reads. */
export function formatMoney(m: Money): string {
  return `${m.currency} ${(m.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const money = (m: Money | undefined, locale: Locale) => (!m ? '' : locale === 'en' ? formatMoney(m) : formatLocalMoney(m, locale));
/** The calendar day of an instant, as a reader of the language writes it (never a raw ISO date). */
const day = (iso: string | undefined, locale: Locale) =>
  iso ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'Asia/Riyadh', numberingSystem: 'latn' }).format(new Date(iso)) : '';

type PromoFacts = { code: string; expiresAt?: string; minSpend?: Money; subtotal?: Money };

const PROMO_TEXT: Record<Locale, Record<PromoProblemReason, (f: PromoFacts) => string>> = {
  en: {
    unknown: (f) => `We don't recognise the promo code "${f.code}". Check the spelling and try again.`,
    expired: (f) => `The promo code ${f.code} expired on ${day(f.expiresAt, 'en')}.`,
    usedUp: (f) => `The promo code ${f.code} has already been used as many times as it allows.`,
    minSpendNotMet: (f) => `The promo code ${f.code} needs a minimum spend of ${money(f.minSpend, 'en')}; your cart comes to ${money(f.subtotal, 'en')}.`,
    emptyCart: (f) => `Add an activity to your cart before applying the promo code ${f.code}.`,
    alreadyExists: (f) => `The promo code ${f.code} already exists.`,
  },
  ar: {
    unknown: (f) => `لم نتعرّف على رمز الخصم "${f.code}". تحقّق من كتابته وحاول مرة أخرى.`,
    expired: (f) => `انتهت صلاحية رمز الخصم ${f.code} في ${day(f.expiresAt, 'ar')}.`,
    usedUp: (f) => `استُخدم رمز الخصم ${f.code} بالعدد الأقصى من المرات المسموح بها.`,
    minSpendNotMet: (f) => `يتطلب رمز الخصم ${f.code} حدًا أدنى للإنفاق قدره ${money(f.minSpend, 'ar')}، وإجمالي سلتك ${money(f.subtotal, 'ar')}.`,
    emptyCart: (f) => `أضف نشاطًا إلى سلتك قبل استخدام رمز الخصم ${f.code}.`,
    alreadyExists: (f) => `رمز الخصم ${f.code} موجود بالفعل.`,
  },
};

export function promoProblem(reason: PromoProblemReason, f: PromoFacts): PromoProblem {
  const localized = { en: PROMO_TEXT.en[reason](f), ar: PROMO_TEXT.ar[reason](f) };
  return { reason, message: localized.en, localized };
}

/** A second code that takes off less than the one applied: the better one stays, and the buyer is told why. */
export function promoWorse(f: { code: string; offered: Money; current: string; currentDiscount: Money }): { message: string; localized: LocalizedText } {
  const localized = {
    en: `The promo code ${f.code} takes off ${money(f.offered, 'en')}, less than ${f.current} (${money(f.currentDiscount, 'en')}), so ${f.current} stays applied.`,
    ar: `رمز الخصم ${f.code} يخصم ${money(f.offered, 'ar')}، وهو أقل من ${f.current} (${money(f.currentDiscount, 'ar')})، لذلك أبقينا ${f.current}.`,
  };
  return { message: localized.en, localized };
}

/** The terms a cart keeps once a code is applied (the discount is recomputed from them whenever the cart changes). */
export type AppliedPromoTerms = Pick<PromoDefinition, 'code' | 'kind' | 'value' | 'currency' | 'minSpend'>;

/**
 * An amount of the code's terms (minimum spend, fixed discount) in the cart's charge currency, at the reference rates:
 * a cart of Saudi and Emirati items charged in either currency (or the buyer's own) takes any code.
 */
const termIn = (amount: number, terms: AppliedPromoTerms, currency: CurrencyCode): Money => ({ amount: convertPrice(amount, terms.currency, currency), currency });

/** Why these terms cannot discount this subtotal, or null when they can. Time-based rules (expiry, usage) are the caller's. */
export function promoTermsProblem(terms: AppliedPromoTerms, subtotal: Money): PromoProblem | null {
  if (subtotal.amount === 0) return promoProblem('emptyCart', { code: terms.code });
  const minSpend = termIn(terms.minSpend, terms, subtotal.currency);
  if (subtotal.amount < minSpend.amount) return promoProblem('minSpendNotMet', { code: terms.code, minSpend, subtotal });
  return null;
}

/** The discount on a subtotal: a percent rounds down to a minor unit; a fixed amount (converted) never exceeds the subtotal. */
export function promoDiscount(terms: AppliedPromoTerms, subtotal: Money): Money {
  if (promoTermsProblem(terms, subtotal)) return { amount: 0, currency: subtotal.currency };
  const amount = terms.kind === 'percent' ? Math.floor((subtotal.amount * terms.value) / 100) : Math.min(termIn(terms.value, terms, subtotal.currency).amount, subtotal.amount);
  return { amount, currency: subtotal.currency };
}
