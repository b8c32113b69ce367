import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { deciderSpecFor } from '../../platform/testing/decider-spec.ts';
import { bookingItem, checkoutCommand, checkoutRequestedOf } from '../testing/booking-items.ts';
import type { BookingCommand } from './booking-command.ts';
import { bookingDecider } from './booking-decider.ts';
import { BookingRuleError } from './booking-rule-error.ts';
import type { BookingState } from './booking-state.ts';
import { planSettlement } from './settle.ts';

const T = (minutes: number) => new Date(Date.parse('2030-01-06T06:00:00.000Z') + minutes * 60_000).toISOString();
const sar = (amount: number) => ({ amount, currency: 'SAR' as const });
const spec = deciderSpecFor(bookingDecider);

// Commands, as the saga steps and routes send them.
const holds = (round: number, itemIds: string[], unavailable: string[] = []): BookingCommand => ({
  type: 'RecordHolds',
  data: {
    round,
    holds: itemIds.map((itemId) => ({ itemId, holdId: `h-${itemId}-${round}`, expiresAt: T(20) })),
    unavailable: unavailable.map((itemId) => ({ itemId, holdId: `h-${itemId}-${round}`, reason: 'soldOut' })),
    now: T(0),
  },
});
const session = (round: number, amount: number, sessionId = `cs${round}`): BookingCommand => ({
  type: 'RecordPaymentSession',
  data: { round, result: { kind: 'opened', sessionId, redirectUrl: `https://psp.example/${sessionId}`, amount: sar(amount) }, now: T(1) },
});
const authorize = (sessionId: string, paymentId: string, amount: number): BookingCommand => ({
  type: 'RecordPaymentResult',
  data: { sessionId, outcome: 'authorized', paymentId, amount: sar(amount), now: T(2) },
});
const answer = (itemId: string, result: Extract<BookingCommand, { type: 'RecordItemConfirmation' }>['data']['result'], attempt = 0): BookingCommand => ({
  type: 'RecordItemConfirmation',
  data: { itemId, attempt, result, now: T(3) },
});
const settle = (state: BookingState, round: number, captureId = `cap${round}`): BookingCommand => {
  const plan = planSettlement(state, round);
  if (!plan) throw new Error('nothing to settle');
  return {
    type: 'Settle',
    data: {
      round,
      capture: plan.capture ? { captureId, ...plan.capture } : null,
      voided: plan.voidPaymentId && plan.releasedAmount ? { paymentId: plan.voidPaymentId, releasedAmount: plan.releasedAmount } : null,
      now: T(4),
    },
  };
};

// The events they record.
const held = (round: number, itemIds: string[], at = T(0)): BookingEvent => ({
  type: 'ItemsHeld',
  data: { holds: itemIds.map((itemId) => ({ itemId, holdId: `h-${itemId}-${round}`, expiresAt: T(20) })), at },
});
const opened = (sessionId: string, amount: number): BookingEvent => ({
  type: 'PaymentSessionOpened',
  data: { sessionId, redirectUrl: `https://psp.example/${sessionId}`, amount: sar(amount), at: T(1) },
});
const authorized = (sessionId: string, paymentId: string, amount: number): BookingEvent => ({ type: 'PaymentAuthorized', data: { paymentId, sessionId, amount: sar(amount), at: T(2) } });
const confirmed = (itemId: string, supplierReference: string): BookingEvent => ({ type: 'ItemConfirmed', data: { itemId, supplierReference, at: T(3) } });
const failed = (itemId: string, reason: Extract<BookingEvent, { type: 'ItemFailed' }>['data']['reason'], at = T(3)): BookingEvent => ({ type: 'ItemFailed', data: { itemId, reason, at } });
const captured = (captureId: string, paymentId: string, amount: number, itemIds: string[]): BookingEvent => ({
  type: 'PaymentCaptured',
  data: { captureId, paymentId, amount: sar(amount), itemIds, at: T(4) },
});
const voided = (paymentId: string, amount: number, at = T(4)): BookingEvent => ({ type: 'PaymentVoided', data: { paymentId, releasedAmount: sar(amount), at } });
const bookingConfirmed = (paymentStatus: 'paid' | 'due'): BookingEvent => ({ type: 'BookingConfirmed', data: { paymentStatus, invoiceNumber: 'INV-RH-TEST01', at: T(4) } });
const partiallyConfirmed = (confirmedItemIds: string[], failedItemIds: string[], paymentStatus: 'paid' | 'due'): BookingEvent => ({
  type: 'BookingPartiallyConfirmed',
  data: { confirmedItemIds, failedItemIds, paymentStatus, invoiceNumber: 'INV-RH-TEST01', at: T(4) },
});
const retryRequested = (itemId: string): BookingEvent => ({ type: 'ItemRetryRequested', data: { itemId, at: T(10), requestedBy: 'buyer' } });
const retry = (itemIds: string[], minute = 10): BookingCommand => ({ type: 'RequestRetry', data: { itemIds, now: T(minute), requestedBy: 'buyer' } });

describe('booking decider', () => {
  it('books pay later without payment: held, confirmed, BookingConfirmed with payment due', () => {
    const items = [bookingItem('i1'), bookingItem('i2')];
    spec.given().when(checkoutCommand(items, { paymentMethod: 'payLater' })).then([checkoutRequestedOf(items, { paymentMethod: 'payLater' })]);
    const a = [checkoutRequestedOf(items, { paymentMethod: 'payLater' }), held(0, ['i1', 'i2'])];
    expect(spec.given(a).state().status).toBe('confirming');
    spec.given(a).when(answer('i1', { kind: 'confirmed', reference: 'R1' })).then([confirmed('i1', 'R1')]);
    const b = spec.given([...a, confirmed('i1', 'R1'), confirmed('i2', 'R2')]);
    expect(planSettlement(b.state(), 0)).toEqual({ round: 0, capture: null, voidPaymentId: null, releasedAmount: null, refund: null });
    b.when(settle(b.state(), 0)).then([bookingConfirmed('due')]);
    expect(b.when(settle(b.state(), 0)).result().state.status).toBe('confirmed');
  });

  it('a method that cannot hold: captured whole at once; a failed item is refunded within 24 h instead of released', () => {
    const items = [bookingItem('i1'), bookingItem('i2', { discount: sar(1_000) })];
    const authorizeAtOnce: BookingCommand = { type: 'RecordPaymentResult', data: { sessionId: 'cs0', outcome: 'authorized', paymentId: 'pay1', amount: sar(19_000), captureAtOnce: true, now: T(2) } };
    const a = [checkoutRequestedOf(items), held(0, ['i1', 'i2']), opened('cs0', 19_000)];
    const atOnce: BookingEvent = { type: 'PaymentAuthorized', data: { paymentId: 'pay1', sessionId: 'cs0', amount: sar(19_000), captureAtOnce: true, at: T(2) } };
    spec.given(a).when(authorizeAtOnce).then([atOnce]);
    // Nothing to settle before the capture; the capture must be the whole authorization and pays for both items.
    const b = [...a, atOnce];
    expect(planSettlement(spec.given([...b, failed('i1', 'supplierError'), confirmed('i2', 'R2')]).state(), 0)).toBeNull();
    spec.given(b).when({ type: 'RecordCaptureAtOnce', data: { paymentId: 'pay1', captureId: 'cap', amount: sar(9_000), now: T(2) } }).thenThrows(BookingRuleError);
    const whole: BookingEvent = { type: 'PaymentCaptured', data: { captureId: 'cap', paymentId: 'pay1', amount: sar(19_000), itemIds: ['i1', 'i2'], at: T(2) } };
    spec.given(b).when({ type: 'RecordCaptureAtOnce', data: { paymentId: 'pay1', captureId: 'cap', amount: sar(19_000), now: T(2) } }).then([whole]);
    const c = [...b, whole, failed('i1', 'supplierError'), confirmed('i2', 'R2')];
    spec.given(c).when({ type: 'RecordCaptureAtOnce', data: { paymentId: 'pay1', captureId: 'cap', amount: sar(19_000), now: T(3) } }).then([]);
    const state = spec.given(c).state();
    expect(planSettlement(state, 0)).toEqual({ round: 0, capture: null, voidPaymentId: null, releasedAmount: null, refund: { paymentId: 'pay1', amount: sar(10_000), itemIds: ['i1'] } });
    spec
      .given(c)
      .when(settle(state, 0))
      .then([
        { type: 'RefundRequested', data: { refundId: 'bk1-refund-1', paymentId: 'pay1', amount: sar(10_000), itemIds: ['i1'], reason: 'itemsFailed', requestedAt: T(4), dueBy: new Date(Date.parse(T(4)) + 24 * 3_600_000).toISOString() } },
        partiallyConfirmed(['i2'], ['i1'], 'paid'),
      ]);
  });

  it('captures only the confirmed part and voids the rest; a capture of anything else is refused', () => {
    const items = [bookingItem('i1'), bookingItem('i2', { discount: sar(1_000) })];
    const a = [checkoutRequestedOf(items), held(0, ['i1', 'i2']), opened('cs0', 19_000), authorized('cs0', 'pay1', 19_000)];
    expect(spec.given(a).state().status).toBe('confirming');
    const b = [...a, failed('i1', 'supplierError'), confirmed('i2', 'R2')];
    const state = spec.given(b).state();
    expect(planSettlement(state, 0)).toEqual({ round: 0, capture: { paymentId: 'pay1', amount: sar(9_000), itemIds: ['i2'] }, voidPaymentId: 'pay1', releasedAmount: sar(10_000), refund: null });
    const tooMuch: BookingCommand = { type: 'Settle', data: { round: 0, capture: { captureId: 'c', paymentId: 'pay1', amount: sar(19_000), itemIds: ['i1', 'i2'] }, voided: null, now: T(4) } };
    spec.given(b).when(tooMuch).thenThrows(BookingRuleError);
    const settled = [captured('cap0', 'pay1', 9_000, ['i2']), voided('pay1', 10_000), partiallyConfirmed(['i2'], ['i1'], 'paid')];
    spec.given(b).when(settle(state, 0)).then(settled);
    // Settling again changes nothing.
    spec.given([...b, ...settled]).when(settle(state, 0)).thenNothing();
  });

  it('refuses a session that does not match the held items and never records a webhook twice', () => {
    const a = [checkoutRequestedOf([bookingItem('i1')]), held(0, ['i1'])];
    spec.given(a).when(session(0, 9_999)).thenThrows(BookingRuleError, /does not match/);
    spec.given(a).when(session(0, 10_000)).then([opened('cs0', 10_000)]);
    const b = [...a, opened('cs0', 10_000), authorized('cs0', 'pay1', 10_000)];
    spec.given(b).when(authorize('cs0', 'pay1', 10_000)).thenNothing();
    spec.given(b).when(authorize('nope', 'pay2', 10_000)).thenThrows(BookingRuleError, /no payment session/);
  });

  it('a declined card fails the booking; Try Again opens a new round with its own payment for the retried items', () => {
    const items = [bookingItem('i1'), bookingItem('i2')];
    const a = [checkoutRequestedOf(items), held(0, ['i1', 'i2']), opened('cs0', 20_000)];
    const declinedEvents: BookingEvent[] = [
      { type: 'PaymentDeclined', data: { sessionId: 'cs0', reason: 'insufficient_funds', at: T(2) } },
      { type: 'BookingFailed', data: { reason: 'paymentDeclined', refundDue: false, at: T(2) } },
    ];
    spec
      .given(a)
      .when({ type: 'RecordPaymentResult', data: { sessionId: 'cs0', outcome: 'declined', paymentId: null, amount: sar(20_000), declineReason: 'insufficient_funds', now: T(2) } })
      .then(declinedEvents);
    const declined = [...a, ...declinedEvents];
    spec.given(declined).when(retry(['i1', 'i2'])).then([retryRequested('i1'), retryRequested('i2')]);
    const b = [...declined, retryRequested('i1'), retryRequested('i2'), held(1, ['i1', 'i2'])];
    expect(spec.given(b).state().status).toBe('awaitingPayment');
    const c = spec.given([...b, opened('cs1', 20_000), authorized('cs1', 'pay2', 20_000), confirmed('i1', 'R1'), confirmed('i2', 'R2')]);
    c.when(settle(c.state(), 1)).then([captured('cap1', 'pay2', 20_000, ['i1', 'i2']), bookingConfirmed('paid')]);
    expect(c.when(settle(c.state(), 1)).result().state.status).toBe('confirmed');
  });

  it('retries a failed item of a partial booking: seats lost again fail it and the booking stays partial', () => {
    const answered = [checkoutRequestedOf([bookingItem('i1'), bookingItem('i2')], { paymentMethod: 'payLater' }), held(0, ['i1', 'i2']), confirmed('i1', 'R1'), failed('i2', 'supplierError')];
    spec.given(answered).when(settle(spec.given(answered).state(), 0)).then([partiallyConfirmed(['i1'], ['i2'], 'due')]);
    const b = [...answered, partiallyConfirmed(['i1'], ['i2'], 'due')];
    expect(spec.given(b).state().status).toBe('partiallyConfirmed');
    spec.given(b).when(retry(['i1'], 9)).thenThrows(BookingRuleError, /Only failed items/);
    spec.given(b).when(retry(['i2'])).then([retryRequested('i2')]);
    spec.given([...b, retryRequested('i2')]).when(holds(1, [], ['i2'])).then([failed('i2', 'seatsUnavailable', T(0))]);
    const c = spec.given([...b, retryRequested('i2'), failed('i2', 'seatsUnavailable', T(0))]);
    expect(c.state().status).toBe('confirming');
    c.when(settle(c.state(), 1)).then([partiallyConfirmed(['i1'], ['i2'], 'due')]);
  });

  it('ends the checkout in a review when an item has no seats', () => {
    const review = spec.given([checkoutRequestedOf([bookingItem('i1'), bookingItem('i2')])]).when(holds(0, ['i1'], ['i2']));
    review.then([
      held(0, ['i1']),
      { type: 'ItemsUnavailable', data: { items: [{ itemId: 'i2', reason: 'soldOut' }], at: T(0) } },
      { type: 'ReviewRequired', data: { state: 'someUnavailable', at: T(0) } },
    ]);
    expect(review.result().state).toMatchObject({ status: 'reviewRequired', reviewState: 'someUnavailable' });
  });

  it('puts the booking on hold once, keeps the money authorized, and settles after the supplier answers', () => {
    const a = [checkoutRequestedOf([bookingItem('i1'), bookingItem('i2')]), held(0, ['i1', 'i2']), opened('cs0', 20_000), authorized('cs0', 'pay1', 20_000), confirmed('i1', 'R1')];
    const onHold: BookingEvent[] = [
      { type: 'ItemAwaitingSupplier', data: { itemId: 'i2', answerDueBy: T(1440), at: T(3) } },
      { type: 'BookingOnHold', data: { awaitingItemIds: ['i2'], heldAmount: sar(20_000), at: T(3) } },
    ];
    spec.given(a).when(answer('i2', { kind: 'awaiting', answerDueBy: T(1440) })).then(onHold);
    const b = [...a, ...onHold];
    expect(planSettlement(spec.given(b).state(), 0)).toBeNull();
    spec.given(b).when({ type: 'ExpireSupplierAnswer', data: { itemId: 'i2', attempt: 0, now: T(1439) } }).thenNothing();
    spec.given(b).when({ type: 'RecordSupplierAnswer', data: { itemId: 'i2', answer: 'declined', reference: 'x', now: T(60) } }).then([failed('i2', 'supplierDeclined', T(60))]);
    const c = [...b, failed('i2', 'supplierDeclined', T(60))];
    spec.given(c).when({ type: 'RecordSupplierAnswer', data: { itemId: 'i2', answer: 'confirmed', reference: 'x', now: T(61) } }).thenThrows(BookingRuleError, /not waiting/);
    expect(planSettlement(spec.given(c).state(), 0)).toMatchObject({ capture: { amount: sar(10_000), itemIds: ['i1'] }, releasedAmount: sar(10_000) });
  });

  it('times out an unanswered item at its deadline', () => {
    const a = [
      checkoutRequestedOf([bookingItem('i1')], { paymentMethod: 'payLater' }),
      held(0, ['i1']),
      { type: 'ItemAwaitingSupplier', data: { itemId: 'i1', answerDueBy: T(1440), at: T(3) } } satisfies BookingEvent,
      { type: 'BookingOnHold', data: { awaitingItemIds: ['i1'], heldAmount: sar(0), at: T(3) } } satisfies BookingEvent,
    ];
    spec.given(a).when({ type: 'ExpireSupplierAnswer', data: { itemId: 'i1', attempt: 0, now: T(1440) } }).then([failed('i1', 'supplierTimeout', T(1440))]);
    const b = spec.given([...a, failed('i1', 'supplierTimeout', T(1440))]);
    b.when(settle(b.state(), 0)).then([{ type: 'BookingFailed', data: { reason: 'allItemsFailed', refundDue: false, at: T(4) } }]);
  });

  it('expires an unpaid session; an authorization arriving afterwards is recorded as late (to be voided)', () => {
    const a = [checkoutRequestedOf([bookingItem('i1')]), held(0, ['i1']), opened('cs0', 10_000)];
    const expired: BookingEvent[] = [
      { type: 'PaymentDeclined', data: { sessionId: 'cs0', reason: 'expired', at: T(17) } },
      { type: 'BookingFailed', data: { reason: 'sessionExpired', refundDue: false, at: T(17) } },
    ];
    spec.given(a).when({ type: 'ExpirePaymentSession', data: { sessionId: 'cs0', now: T(17) } }).then(expired);
    spec.given([...a, ...expired]).when(authorize('cs0', 'pay1', 10_000)).then([authorized('cs0', 'pay1', 10_000)]);
    const b = spec.given([...a, ...expired, authorized('cs0', 'pay1', 10_000)]);
    const state = b.state();
    expect(state.status === 'failed' && state.payments.pay1).toMatchObject({ late: true, voided: false });
    b.when({ type: 'RecordLateVoid', data: { paymentId: 'pay1', releasedAmount: sar(10_000), now: T(18) } }).then([voided('pay1', 10_000, T(18))]);
  });

  it('cancels under the policy: the tier penalty inside the cutoff, a refund per captured payment due in 24 h', () => {
    const items = [bookingItem('i1'), bookingItem('i2', { cancellationPolicy: { kind: 'nonRefundable' } })];
    const booked = [
      checkoutRequestedOf(items),
      held(0, ['i1', 'i2']),
      opened('cs0', 20_000),
      authorized('cs0', 'pay1', 20_000),
      confirmed('i1', 'R1'),
      confirmed('i2', 'R2'),
      captured('cap0', 'pay1', 20_000, ['i1', 'i2']),
      bookingConfirmed('paid'),
    ];
    // 24 h before the 09:00 Riyadh start: inside the 2-day free cutoff, so the 25 % tier applies.
    const cancelled: BookingEvent[] = [
      {
        type: 'CancellationRequested',
        data: {
          itemIds: ['i1', 'i2'],
          penalty: sar(12_500),
          refundAmount: sar(7_500),
          policyText: { en: 'Less than 2 days before start of the experience 25% penalty; Non-refundable', ar: 'أقل من 2 يوم قبل بدء التجربة: غرامة 25%؛ غير قابل للاسترداد' },
          at: '2030-01-07T06:00:00.000Z',
        },
      },
      {
        type: 'RefundRequested',
        data: { refundId: 'bk1-refund-1', paymentId: 'pay1', amount: sar(7_500), reason: 'cancellation', itemIds: ['i1'], requestedAt: '2030-01-07T06:00:00.000Z', dueBy: '2030-01-08T06:00:00.000Z' },
      },
    ];
    spec.given(booked).when({ type: 'RequestCancellation', data: { itemIds: ['i1', 'i2'], now: '2030-01-07T06:00:00.000Z' } }).then(cancelled);
    const d = spec.given([...booked, ...cancelled]);
    d.when({ type: 'RequestCancellation', data: { itemIds: ['i1'], now: '2030-01-07T07:00:00.000Z' } }).thenThrows(BookingRuleError, /only confirmed items/);
    const watch = (now: string): BookingCommand => ({ type: 'RaiseRefundOverdue', data: { refundId: 'bk1-refund-1', now } });
    d.when(watch('2030-01-08T03:59:00.000Z')).thenNothing();
    d.when(watch('2030-01-08T04:00:00.000Z')).then([{ type: 'RefundOverdue', data: { refundId: 'bk1-refund-1', dueBy: '2030-01-08T06:00:00.000Z', raisedAt: '2030-01-08T04:00:00.000Z' } }]);
    const issued: BookingEvent = { type: 'RefundIssued', data: { refundId: 'bk1-refund-1', providerRefundId: 're_1', amount: sar(7_500), issuedAt: '2030-01-07T06:01:00.000Z' } };
    d.when({ type: 'RecordRefund', data: { refundId: 'bk1-refund-1', providerRefundId: 're_1', now: '2030-01-07T06:01:00.000Z' } }).then([issued]);
    spec.given([...booked, ...cancelled, issued]).when(watch('2030-01-08T05:00:00.000Z')).thenNothing();
  });

  it('treats the same idempotency key for the same cart as the same checkout, and refuses it for another cart', () => {
    const a = spec.given([checkoutRequestedOf([bookingItem('i1')])]);
    a.when(checkoutCommand([bookingItem('i1')])).thenNothing();
    const other = checkoutCommand([bookingItem('i1')]);
    if (other.type === 'RequestCheckout') other.data.cartId = 'cart2';
    a.when(other).thenThrows(BookingRuleError, /another cart/);
  });
});
