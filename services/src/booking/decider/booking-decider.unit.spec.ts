import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { bookingItem, checkoutCommand } from '../testing/booking-items.ts';
import type { BookingCommand } from './booking-command.ts';
import { bookingDecider } from './booking-decider.ts';
import { BookingRuleError } from './booking-rule-error.ts';
import type { BookingState } from './booking-state.ts';
import { planSettlement } from './settle.ts';

const T = (minutes: number) => new Date(Date.parse('2030-01-06T06:00:00.000Z') + minutes * 60_000).toISOString();
const sar = (amount: number) => ({ amount, currency: 'SAR' as const });

/** Runs commands in order, like handleCommand does, and keeps every event. */
function run(commands: BookingCommand[], start: { state: BookingState; events: BookingEvent[] } = { state: bookingDecider.initialState(), events: [] }) {
  let { state } = start;
  const events = [...start.events];
  for (const c of commands) {
    const out = bookingDecider.decide(c, state);
    events.push(...out);
    state = out.reduce(bookingDecider.evolve, state);
  }
  return { state, events };
}

const types = (events: BookingEvent[]) => events.map((e) => e.type);
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
const authorized = (sessionId: string, paymentId: string, amount: number): BookingCommand => ({
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

describe('booking decider', () => {
  it('books pay later without payment: held, confirmed, BookingConfirmed with payment due', () => {
    const a = run([checkoutCommand([bookingItem('i1'), bookingItem('i2')], { paymentMethod: 'payLater' }), holds(0, ['i1', 'i2'])]);
    expect(a.state.status).toBe('confirming');
    const b = run([answer('i1', { kind: 'confirmed', reference: 'R1' }), answer('i2', { kind: 'confirmed', reference: 'R2' })], a);
    expect(planSettlement(b.state, 0)).toEqual({ round: 0, capture: null, voidPaymentId: null, releasedAmount: null });
    const c = run([settle(b.state, 0)], b);
    expect(types(c.events)).toEqual(['CheckoutRequested', 'ItemsHeld', 'ItemConfirmed', 'ItemConfirmed', 'BookingConfirmed']);
    expect(c.events.at(-1)).toMatchObject({ data: { paymentStatus: 'due', invoiceNumber: 'INV-RH-TEST01' } });
    expect(c.state.status).toBe('confirmed');
  });

  it('captures only the confirmed part and voids the rest; a capture of anything else is refused', () => {
    const items = [bookingItem('i1'), bookingItem('i2', { discount: sar(1_000) })];
    const a = run([checkoutCommand(items), holds(0, ['i1', 'i2']), session(0, 19_000), authorized('cs0', 'pay1', 19_000)]);
    expect(a.state.status).toBe('confirming');
    const b = run([answer('i1', { kind: 'failed', reason: 'supplierError' }), answer('i2', { kind: 'confirmed', reference: 'R2' })], a);
    const plan = planSettlement(b.state, 0);
    expect(plan).toEqual({ round: 0, capture: { paymentId: 'pay1', amount: sar(9_000), itemIds: ['i2'] }, voidPaymentId: 'pay1', releasedAmount: sar(10_000) });
    const tooMuch: BookingCommand = { type: 'Settle', data: { round: 0, capture: { captureId: 'c', paymentId: 'pay1', amount: sar(19_000), itemIds: ['i1', 'i2'] }, voided: null, now: T(4) } };
    expect(() => bookingDecider.decide(tooMuch, b.state)).toThrow(BookingRuleError);
    const c = run([settle(b.state, 0)], b);
    expect(types(c.events).slice(-3)).toEqual(['PaymentCaptured', 'PaymentVoided', 'BookingPartiallyConfirmed']);
    expect(c.events.at(-1)).toMatchObject({ data: { confirmedItemIds: ['i2'], failedItemIds: ['i1'], paymentStatus: 'paid' } });
    // Settling again changes nothing.
    expect(bookingDecider.decide(settle(b.state, 0), c.state)).toEqual([]);
  });

  it('refuses a session that does not match the held items and never records a webhook twice', () => {
    const a = run([checkoutCommand([bookingItem('i1')]), holds(0, ['i1'])]);
    expect(() => bookingDecider.decide(session(0, 9_999), a.state)).toThrow(/does not match/);
    const b = run([session(0, 10_000), authorized('cs0', 'pay1', 10_000)], a);
    expect(bookingDecider.decide(authorized('cs0', 'pay1', 10_000), b.state)).toEqual([]);
    expect(() => bookingDecider.decide(authorized('nope', 'pay2', 10_000), b.state)).toThrow(/no payment session/);
  });

  it('a declined card fails the booking; Try Again opens a new round with its own payment for the retried items', () => {
    const a = run([
      checkoutCommand([bookingItem('i1'), bookingItem('i2')]),
      holds(0, ['i1', 'i2']),
      session(0, 20_000),
      { type: 'RecordPaymentResult', data: { sessionId: 'cs0', outcome: 'declined', paymentId: null, amount: sar(20_000), declineReason: 'insufficient_funds', now: T(2) } },
    ]);
    expect(types(a.events).slice(-2)).toEqual(['PaymentDeclined', 'BookingFailed']);
    expect(a.events.at(-1)).toMatchObject({ data: { reason: 'paymentDeclined', refundDue: false } });
    const b = run([{ type: 'RequestRetry', data: { itemIds: ['i1', 'i2'], now: T(10) } }, holds(1, ['i1', 'i2'])], a);
    expect(b.state.status).toBe('awaitingPayment');
    const c = run([session(1, 20_000), authorized('cs1', 'pay2', 20_000), answer('i1', { kind: 'confirmed', reference: 'R1' }, 1), answer('i2', { kind: 'confirmed', reference: 'R2' }, 1)], b);
    const d = run([settle(c.state, 1)], c);
    expect(d.state.status).toBe('confirmed');
    expect(d.events.filter((e) => e.type === 'PaymentCaptured')).toEqual([expect.objectContaining({ data: expect.objectContaining({ paymentId: 'pay2', amount: sar(20_000) }) })]);
  });

  it('retries a failed item of a partial booking: seats lost again fail it and the booking stays partial', () => {
    const a = run([
      checkoutCommand([bookingItem('i1'), bookingItem('i2')], { paymentMethod: 'payLater' }),
      holds(0, ['i1', 'i2']),
      answer('i1', { kind: 'confirmed', reference: 'R1' }),
      answer('i2', { kind: 'failed', reason: 'supplierError' }),
    ]);
    const b = run([settle(a.state, 0)], a);
    expect(b.state.status).toBe('partiallyConfirmed');
    expect(() => bookingDecider.decide({ type: 'RequestRetry', data: { itemIds: ['i1'], now: T(9) } }, b.state)).toThrow(/Only failed items/);
    const c = run([{ type: 'RequestRetry', data: { itemIds: ['i2'], now: T(10) } }, holds(1, [], ['i2'])], b);
    expect(types(c.events).slice(-2)).toEqual(['ItemRetryRequested', 'ItemFailed']);
    expect(c.state.status).toBe('confirming');
    const d = run([settle(c.state, 1)], c);
    expect(d.events.at(-1)).toMatchObject({ type: 'BookingPartiallyConfirmed', data: { confirmedItemIds: ['i1'], failedItemIds: ['i2'] } });
  });

  it('ends the checkout in a review when an item has no seats', () => {
    const a = run([checkoutCommand([bookingItem('i1'), bookingItem('i2')]), holds(0, ['i1'], ['i2'])]);
    expect(types(a.events)).toEqual(['CheckoutRequested', 'ItemsHeld', 'ItemsUnavailable', 'ReviewRequired']);
    expect(a.state).toMatchObject({ status: 'reviewRequired', reviewState: 'someUnavailable' });
  });

  it('puts the booking on hold once, keeps the money authorized, and settles after the supplier answers', () => {
    const a = run([checkoutCommand([bookingItem('i1'), bookingItem('i2')]), holds(0, ['i1', 'i2']), session(0, 20_000), authorized('cs0', 'pay1', 20_000)]);
    const b = run([answer('i1', { kind: 'confirmed', reference: 'R1' }), answer('i2', { kind: 'awaiting', answerDueBy: T(1440) })], a);
    expect(b.events.at(-1)).toEqual({ type: 'BookingOnHold', data: { awaitingItemIds: ['i2'], heldAmount: sar(20_000), at: T(3) } });
    expect(planSettlement(b.state, 0)).toBeNull();
    const early: BookingCommand = { type: 'ExpireSupplierAnswer', data: { itemId: 'i2', attempt: 0, now: T(1439) } };
    expect(bookingDecider.decide(early, b.state)).toEqual([]);
    const c = run([{ type: 'RecordSupplierAnswer', data: { itemId: 'i2', answer: 'declined', reference: 'x', now: T(60) } }], b);
    expect(c.events.at(-1)).toMatchObject({ type: 'ItemFailed', data: { reason: 'supplierDeclined' } });
    expect(() => bookingDecider.decide({ type: 'RecordSupplierAnswer', data: { itemId: 'i2', answer: 'confirmed', reference: 'x', now: T(61) } }, c.state)).toThrow(/not waiting/);
    expect(planSettlement(c.state, 0)).toMatchObject({ capture: { amount: sar(10_000), itemIds: ['i1'] }, releasedAmount: sar(10_000) });
  });

  it('times out an unanswered item at its deadline', () => {
    const a = run([checkoutCommand([bookingItem('i1')], { paymentMethod: 'payLater' }), holds(0, ['i1']), answer('i1', { kind: 'awaiting', answerDueBy: T(1440) })]);
    const b = run([{ type: 'ExpireSupplierAnswer', data: { itemId: 'i1', attempt: 0, now: T(1440) } }], a);
    expect(b.events.at(-1)).toMatchObject({ type: 'ItemFailed', data: { reason: 'supplierTimeout' } });
    const c = run([settle(b.state, 0)], b);
    expect(c.events.at(-1)).toMatchObject({ type: 'BookingFailed', data: { reason: 'allItemsFailed', refundDue: false } });
  });

  it('expires an unpaid session; an authorization arriving afterwards is recorded as late (to be voided)', () => {
    const a = run([checkoutCommand([bookingItem('i1')]), holds(0, ['i1']), session(0, 10_000), { type: 'ExpirePaymentSession', data: { sessionId: 'cs0', now: T(17) } }]);
    expect(types(a.events).slice(-2)).toEqual(['PaymentDeclined', 'BookingFailed']);
    expect(a.events.at(-1)).toMatchObject({ data: { reason: 'sessionExpired' } });
    const b = run([authorized('cs0', 'pay1', 10_000)], a);
    expect(b.state.status === 'failed' && b.state.payments.pay1).toMatchObject({ late: true, voided: false });
    const c = run([{ type: 'RecordLateVoid', data: { paymentId: 'pay1', releasedAmount: sar(10_000), now: T(18) } }], b);
    expect(c.events.at(-1)).toMatchObject({ type: 'PaymentVoided', data: { paymentId: 'pay1' } });
  });

  it('cancels under the policy: the tier penalty inside the cutoff, a refund per captured payment due in 24 h', () => {
    const a = run([checkoutCommand([bookingItem('i1'), bookingItem('i2', { cancellationPolicy: { kind: 'nonRefundable' } })]), holds(0, ['i1', 'i2']), session(0, 20_000), authorized('cs0', 'pay1', 20_000)]);
    const b = run([answer('i1', { kind: 'confirmed', reference: 'R1' }), answer('i2', { kind: 'confirmed', reference: 'R2' })], a);
    const c = run([settle(b.state, 0)], b);
    // 24 h before the 09:00 Riyadh start: inside the 2-day free cutoff, so the 25 % tier applies.
    const d = run([{ type: 'RequestCancellation', data: { itemIds: ['i1', 'i2'], now: '2030-01-07T06:00:00.000Z' } }], c);
    const [cancelled, refund] = d.events.slice(-2);
    expect(cancelled).toMatchObject({ type: 'CancellationRequested', data: { itemIds: ['i1', 'i2'], penalty: sar(12_500), refundAmount: sar(7_500) } });
    expect(refund).toEqual({
      type: 'RefundRequested',
      data: { refundId: 'bk1-refund-1', paymentId: 'pay1', amount: sar(7_500), reason: 'cancellation', itemIds: ['i1'], requestedAt: '2030-01-07T06:00:00.000Z', dueBy: '2030-01-08T06:00:00.000Z' },
    });
    expect(() => bookingDecider.decide({ type: 'RequestCancellation', data: { itemIds: ['i1'], now: '2030-01-07T07:00:00.000Z' } }, d.state)).toThrow(/only confirmed items/);
    const watch = (now: string): BookingCommand => ({ type: 'RaiseRefundOverdue', data: { refundId: 'bk1-refund-1', now } });
    expect(bookingDecider.decide(watch('2030-01-08T03:59:00.000Z'), d.state)).toEqual([]);
    expect(bookingDecider.decide(watch('2030-01-08T04:00:00.000Z'), d.state)).toEqual([
      { type: 'RefundOverdue', data: { refundId: 'bk1-refund-1', dueBy: '2030-01-08T06:00:00.000Z', raisedAt: '2030-01-08T04:00:00.000Z' } },
    ]);
    const e = run([{ type: 'RecordRefund', data: { refundId: 'bk1-refund-1', providerRefundId: 're_1', now: '2030-01-07T06:01:00.000Z' } }], d);
    expect(e.events.at(-1)).toMatchObject({ type: 'RefundIssued', data: { amount: sar(7_500) } });
    expect(bookingDecider.decide(watch('2030-01-08T05:00:00.000Z'), e.state)).toEqual([]);
  });

  it('treats the same idempotency key for the same cart as the same checkout, and refuses it for another cart', () => {
    const a = run([checkoutCommand([bookingItem('i1')])]);
    expect(bookingDecider.decide(checkoutCommand([bookingItem('i1')]), a.state)).toEqual([]);
    const other = checkoutCommand([bookingItem('i1')]);
    if (other.type === 'RequestCheckout') other.data.cartId = 'cart2';
    expect(() => bookingDecider.decide(other, a.state)).toThrow(/another cart/);
  });
});
