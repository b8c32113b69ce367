import type { BookingStatus, Money } from './types';

/** What a result screen says happened to the buyer's money: a message key and the amounts it names. */
export interface MoneyStatement {
  key:
    | 'charged'
    | 'payLaterDue'
    | 'partialCharged'
    | 'partialChargedReleased'
    | 'partialChargedRefunded'
    | 'partialChargedRefundIssued'
    | 'partialPayLater'
    | 'refundPending'
    | 'refundIssued'
    | 'holdReleased'
    | 'notCharged'
    | 'onHoldCard'
    | 'onHoldCharged'
    | 'onHoldPayLater';
  amount?: Money;
  released?: Money;
  /** partialChargedRefunded / partialChargedRefundIssued: what comes back for the items that could not be booked. */
  refund?: Money;
}

const sum = (ms: Money[], currency: Money['currency']): Money => ({ amount: ms.reduce((a, m) => a + m.amount, 0), currency });

/**
 * Pure: the one true sentence about the money for a booking's status document, from its totals (authorized, held,
 * captured, released, refunded) and refunds, never from the screen it is shown on. A failure screen promises a
 * refund only when something was captured; a pay-later booking never mentions a card.
 */
export function moneyStatement(s: BookingStatus): MoneyStatement {
  const { totals } = s;
  const currency = totals.total.currency;
  const refunds = s.refunds ?? [];
  const pending = sum(
    refunds.filter((r) => !r.issuedAt).map((r) => r.amount),
    currency,
  );
  const issued = sum(
    refunds.filter((r) => r.issuedAt).map((r) => r.amount),
    currency,
  );
  const payLater = s.paymentMethod === 'payLater';
  switch (s.status) {
    case 'onHold':
      if (payLater) return { key: 'onHoldPayLater', amount: totals.total };
      // A method that cannot hold was charged at once: nothing is held, and a decline comes back as a refund.
      if (totals.captured.amount > 0 && totals.held.amount === 0) return { key: 'onHoldCharged', amount: totals.captured };
      return { key: 'onHoldCard', amount: totals.held.amount > 0 ? totals.held : totals.authorized };
    case 'confirmed':
      if (payLater) return { key: 'payLaterDue', amount: totals.total };
      if (pending.amount > 0) return { key: 'refundPending', amount: pending };
      return { key: 'charged', amount: totals.captured.amount > 0 ? totals.captured : totals.total };
    case 'partiallyConfirmed': {
      if (payLater) {
        const confirmed = sum(
          s.lines.filter((l) => l.status === 'confirmed').map((l) => l.amounts.total),
          currency,
        );
        return { key: 'partialPayLater', amount: confirmed };
      }
      // A method that cannot hold was charged in full at once: the failed items' money comes back as a refund.
      const failedItems = refunds.filter((r) => r.reason === 'itemsFailed');
      if (failedItems.length > 0 && refunds.every((r) => r.issuedAt || r.reason === 'itemsFailed')) {
        const refund = sum(
          failedItems.map((r) => r.amount),
          currency,
        );
        const kept = { amount: totals.captured.amount - refund.amount, currency };
        return { key: failedItems.some((r) => !r.issuedAt) ? 'partialChargedRefunded' : 'partialChargedRefundIssued', amount: kept, refund };
      }
      if (pending.amount > 0) return { key: 'refundPending', amount: pending };
      return totals.released.amount > 0 ? { key: 'partialChargedReleased', amount: totals.captured, released: totals.released } : { key: 'partialCharged', amount: totals.captured };
    }
    case 'failed':
    case 'paymentDeclined':
    default:
      if (pending.amount > 0) return { key: 'refundPending', amount: pending };
      if (issued.amount > 0) return { key: 'refundIssued', amount: issued };
      if (!payLater && (totals.released.amount > 0 || totals.authorized.amount > 0)) return { key: 'holdReleased', amount: totals.released.amount > 0 ? totals.released : totals.authorized };
      return { key: 'notCharged' };
  }
}
