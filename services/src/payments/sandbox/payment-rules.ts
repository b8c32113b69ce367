import type { Money } from '@rihla/events/common';
import { PaymentProviderError } from '../payment-provider.ts';

interface Amounts {
  paymentId: string;
  currency: string;
  authorized: number;
  captured: number;
  refunded: number;
  /** The method can only be captured whole (SANDBOX_CAPABILITIES), as mada acquirers that cannot hold. */
  wholeCaptureOnly: boolean;
}

/** What the ledger knows about one authorization when a capture, void or refund arrives. */
export type PaymentBalance = ({ status: 'authorized' } & Amounts) | ({ status: 'voided' } & Amounts);

function checkAmount(balance: PaymentBalance, amount: Money, what: string): void {
  if (!Number.isSafeInteger(amount.amount) || amount.amount <= 0) {
    throw new PaymentProviderError('invalid_request', `The ${what} amount must be a positive whole number of minor units; got ${amount.amount}.`);
  }
  if (amount.currency !== balance.currency) {
    throw new PaymentProviderError('currency_mismatch', `Payment ${balance.paymentId} is in ${balance.currency}; a ${what} in ${amount.currency} is not possible.`);
  }
}

/** A capture takes money from the hold: never after a void, never beyond what is still held. */
export function checkCapture(balance: PaymentBalance, amount: Money): void {
  checkAmount(balance, amount, 'capture');
  switch (balance.status) {
    case 'voided':
      throw new PaymentProviderError('payment_voided', `Payment ${balance.paymentId} was voided; its hold is released and nothing more can be captured.`);
    case 'authorized': {
      const remaining = balance.authorized - balance.captured;
      if (balance.wholeCaptureOnly && amount.amount !== balance.authorized && amount.amount <= remaining) {
        throw new PaymentProviderError(
          'partial_capture_not_supported',
          `Payment ${balance.paymentId} was made with a method that cannot be captured in part: capture all ${balance.authorized} at once, then refund.`,
        );
      }
      if (amount.amount > remaining) {
        throw new PaymentProviderError(
          'amount_exceeds_authorized',
          `Capturing ${amount.amount} would exceed the authorization of payment ${balance.paymentId}: ${balance.authorized} authorized, ${balance.captured} already captured, ${remaining} left.`,
        );
      }
      return;
    }
    default: {
      const never: never = balance;
      throw new Error(`unknown payment status ${JSON.stringify(never)}`);
    }
  }
}

/** The amount a void releases; zero for a payment already voided (a second void changes nothing). */
export function releasedByVoid(balance: PaymentBalance): number {
  switch (balance.status) {
    case 'voided':
      return 0;
    case 'authorized':
      return balance.authorized - balance.captured;
    default: {
      const never: never = balance;
      throw new Error(`unknown payment status ${JSON.stringify(never)}`);
    }
  }
}

/** A refund returns captured money, at most what was captured and not yet refunded (also after a void). */
export function checkRefund(balance: PaymentBalance, amount: Money): void {
  checkAmount(balance, amount, 'refund');
  const refundable = balance.captured - balance.refunded;
  if (amount.amount > refundable) {
    throw new PaymentProviderError(
      'amount_exceeds_refundable',
      `Refunding ${amount.amount} would exceed what payment ${balance.paymentId} can return: ${balance.captured} captured, ${balance.refunded} already refunded, ${refundable} left.`,
    );
  }
}
