import { isLuhnValid, normalizeCardNumber } from './test-cards.ts';

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name';
/** Keys into PSP_TEXT, so the page shows each error in the visitor's language. */
export type CardFieldError = 'errCardNumber' | 'errExpiry' | 'errExpired' | 'errCvc' | 'errName';

export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardFormResult =
  | { ok: true; card: { number: string; name: string } }
  | { ok: false; values: CardFormValues; errors: Partial<Record<CardField, CardFieldError>> };

const field = (body: unknown, name: string): string => {
  const v = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' ? v.slice(0, 200) : '';
};

/** Checks the posted card form; a card is valid through the last day of its expiry month (UTC). */
export function validateCardForm(body: unknown, now: Date): CardFormResult {
  const values: CardFormValues = { cardNumber: field(body, 'cardNumber'), expiry: field(body, 'expiry'), cvc: field(body, 'cvc'), name: field(body, 'name') };
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  const digits = normalizeCardNumber(values.cardNumber);
  if (!isLuhnValid(digits)) errors.cardNumber = 'errCardNumber';
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  const month = m ? Number(m[1]) : NaN;
  if (!m || month < 1 || month > 12) errors.expiry = 'errExpiry';
  else {
    const year = (m[2] as string).length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    if (Date.UTC(year, month, 1) <= now.getTime()) errors.expiry = 'errExpired';
  }
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'errCvc';
  if (values.name.trim().length < 2) errors.name = 'errName';
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, card: { number: digits, name: values.name.trim() } };
}
