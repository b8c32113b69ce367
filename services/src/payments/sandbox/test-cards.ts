import type { DeclineReason, PaymentCapabilities } from '../payment-provider.ts';

/** Card numbers the sandbox answers deterministically, shown on the hosted page. */
export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'authorized', label: { en: 'Payment succeeds', ar: 'تنجح عملية الدفع' } },
  // A mada card whose acquirer cannot hold: the saga must capture it in full at once and refund what fails.
  { number: '5888450000000011', outcome: 'authorized', label: { en: 'mada, charged at once (cannot hold)', ar: 'مدى، يُخصم فورًا (دون حجز المبلغ)' } },
  { number: '4000000000000002', outcome: 'card_declined', label: { en: 'Card declined', ar: 'رفض البطاقة' } },
  { number: '4000000000009995', outcome: 'insufficient_funds', label: { en: 'Insufficient funds', ar: 'رصيد غير كافٍ' } },
] as const;

export type SandboxPaymentMethod = 'card' | 'mada';

/** What each sandbox method can do (the port's capabilities): the card holds and captures in parts, mada does neither. */
export const SANDBOX_CAPABILITIES: Record<SandboxPaymentMethod, PaymentCapabilities> = {
  card: { canHold: true, partialCapture: true, refundWindowDays: 180 },
  mada: { canHold: false, partialCapture: false, refundWindowDays: 365 },
};

/** The payment method a card number stands for in the sandbox. */
export const methodOfCard = (digits: string): SandboxPaymentMethod => (digits === '5888450000000011' ? 'mada' : 'card');

export const normalizeCardNumber = (input: string): string => input.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number satisfies; catches typos before anything is recorded. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardDecision = { outcome: 'authorized' } | { outcome: 'declined'; reason: DeclineReason };

/** What the sandbox "bank" answers for a valid card number: the listed test cards decline, anything else authorizes. */
export function decideCard(digits: string): CardDecision {
  const card = TEST_CARDS.find((c) => c.number === digits);
  if (!card || card.outcome === 'authorized') return { outcome: 'authorized' };
  return { outcome: 'declined', reason: card.outcome };
}
