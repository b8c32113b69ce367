import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import { workflowSpecFor } from '../../platform/testing/workflow-spec.ts';
import { bookingDecider } from '../decider/booking-decider.ts';
import { bookingItem, checkoutRequestedOf } from '../testing/booking-items.ts';
import { bookingWorkflow, progressSteps, standingSteps, stillNeeded } from './booking-workflow.ts';
import { jobIdOf, type SagaJob } from './saga-jobs.ts';

const settings = { sessionTtlMs: 15 * 60_000, sessionGraceMs: 2 * 60_000 };
const T = (minutes: number) => new Date(Date.parse('2030-01-06T06:00:00.000Z') + minutes * 60_000).toISOString();
const sar = (amount: number) => ({ amount, currency: 'SAR' as const });
const spec = workflowSpecFor({ ...bookingDecider, react: (event: BookingEvent, revision, state) => bookingWorkflow(event, revision, state, settings) });
const names = (jobs: SagaJob[]) => jobs.map((j) => j.name);

const both = [bookingItem('i1'), bookingItem('i2')];
const heldBoth: BookingEvent = {
  type: 'ItemsHeld',
  data: { holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: T(20) }, { itemId: 'i2', holdId: 'h2', expiresAt: T(20) }], at: T(0) },
};
const opened = (sessionId: string, amount: number, minute: number): BookingEvent => ({
  type: 'PaymentSessionOpened',
  data: { sessionId, redirectUrl: `https://psp.example/${sessionId}`, amount: sar(amount), at: T(minute) },
});
const authorized: BookingEvent = { type: 'PaymentAuthorized', data: { paymentId: 'pay1', sessionId: 'cs1', amount: sar(20_000), at: T(2) } };
const confirmed = (itemId: string, minute: number): BookingEvent => ({ type: 'ItemConfirmed', data: { itemId, supplierReference: 'R1', at: T(minute) } });
const failed = (itemId: string, minute: number): BookingEvent => ({ type: 'ItemFailed', data: { itemId, reason: 'supplierError', at: T(minute) } });

describe('booking workflow', () => {
  it('turns a card checkout into holds, the payment session, supplier calls and settlement, with timers', () => {
    const checkout = checkoutRequestedOf(both);
    spec.given().when(checkout).then([{ name: 'hold-items', data: { bookingId: 'bk1', round: 0 } }]);
    expect(names(spec.given([checkout]).when(heldBoth).result().steps)).toEqual(['expire-hold', 'expire-hold', 'open-payment-session']);
    spec.given([checkout, heldBoth]).when(opened('cs1', 20_000, 1)).then([{ name: 'expire-payment-session', data: { bookingId: 'bk1', sessionId: 'cs1', dueAt: T(1 + 17) } }]);
    const { steps } = spec.given([checkout, heldBoth, opened('cs1', 20_000, 1)]).when(authorized).result();
    expect(steps).toEqual([
      { name: 'confirm-item', data: { bookingId: 'bk1', itemId: 'i1', attempt: 0 } },
      { name: 'confirm-item', data: { bookingId: 'bk1', itemId: 'i2', attempt: 0 } },
    ]);
    expect(jobIdOf(steps[0]!)).toBe('bk1--confirm-item--i1--a0');
  });

  it('acts on the state after the whole append: holds written with a review are released, no payment page opens', () => {
    const { steps } = spec
      .given([checkoutRequestedOf(both)])
      .when(
        { type: 'ItemsHeld', data: { holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: T(20) }], at: T(0) } },
        { type: 'ItemsUnavailable', data: { items: [{ itemId: 'i2', reason: 'soldOut' }], at: T(0) } },
        { type: 'ReviewRequired', data: { state: 'someUnavailable', at: T(0) } },
      )
      .result();
    expect(names(steps)).toEqual(['expire-hold', 'release-seats']);
    expect(steps[1]).toMatchObject({ data: { itemId: 'i1', holdId: 'h1' } });
  });

  it('settles once every item is answered, notifies the buyer and the suppliers of confirmed items, and releases the rest', () => {
    const history = [checkoutRequestedOf(both, { paymentMethod: 'payLater' }), heldBoth, confirmed('i1', 1)];
    expect(names(spec.given(history.slice(0, 2)).when(history[2]!).result().steps)).toEqual(['confirm-item']);
    expect(names(spec.given(history).when(failed('i2', 1)).result().steps)).toEqual(['release-seats', 'settle-round']);
    const settled = spec
      .given([...history, failed('i2', 1)])
      .when({ type: 'BookingPartiallyConfirmed', data: { confirmedItemIds: ['i1'], failedItemIds: ['i2'], paymentStatus: 'due', invoiceNumber: 'INV-RH-TEST01', at: T(2) } })
      .result();
    expect(settled.steps).toEqual([
      { name: 'notify-buyer', data: { bookingId: 'bk1', outcome: 'partiallyConfirmed', revision: 4 } },
      { name: 'release-seats', data: { bookingId: 'bk1', itemId: 'i2', holdId: 'h2', reason: 'booking bk1: supplierError' } },
    ]);
    expect(progressSteps(settled.state)).toEqual([]);
  });

  it("ops' retry that needs a card sends the buyer the payment page; the buyer's own 'Try Again' and the checkout do not (the buyer is on it)", () => {
    const checkout = checkoutRequestedOf(both);
    expect(names(spec.given([checkout, heldBoth]).when(opened('cs1', 20_000, 1)).result().steps)).toEqual(['expire-payment-session']);
    const retried = (requestedBy: 'buyer' | 'ops' | undefined): BookingEvent[] => [
      checkout,
      heldBoth,
      opened('cs1', 20_000, 1),
      authorized,
      confirmed('i1', 3),
      failed('i2', 3),
      { type: 'PaymentCaptured', data: { captureId: 'c1', paymentId: 'pay1', amount: sar(10_000), itemIds: ['i1'], at: T(4) } },
      { type: 'PaymentVoided', data: { paymentId: 'pay1', releasedAmount: sar(10_000), at: T(4) } },
      { type: 'BookingPartiallyConfirmed', data: { confirmedItemIds: ['i1'], failedItemIds: ['i2'], paymentStatus: 'paid', invoiceNumber: 'INV-RH-TEST01', at: T(4) } },
      { type: 'ItemRetryRequested', data: { itemId: 'i2', at: T(10), ...(requestedBy ? { requestedBy } : {}) } },
      { type: 'ItemsHeld', data: { holds: [{ itemId: 'i2', holdId: 'h3', expiresAt: T(30) }], at: T(11) } },
    ];
    const paymentNeeded = (history: BookingEvent[]) => ({ name: 'notify-buyer', data: { bookingId: 'bk1', outcome: 'paymentNeeded', revision: history.length } });
    for (const requestedBy of ['ops', undefined] as const) {
      const history = retried(requestedBy);
      expect(spec.given(history).when(opened('cs2', 10_000, 12)).result().steps).toContainEqual(paymentNeeded(history));
    }
    const byBuyer = retried('buyer');
    expect(names(spec.given(byBuyer).when(opened('cs2', 10_000, 12)).result().steps)).toEqual(['expire-payment-session']);
  });

  it('gives the reconciler the timers and money steps a booking still needs', () => {
    const given = spec.given([checkoutRequestedOf([bookingItem('i1')], { paymentMethod: 'payLater' }), { type: 'ItemsHeld', data: { holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: T(20) }], at: T(0) } }]);
    const { steps, state } = given
      .when(
        { type: 'ItemAwaitingSupplier', data: { itemId: 'i1', answerDueBy: T(1440), at: T(1) } },
        { type: 'BookingOnHold', data: { awaitingItemIds: ['i1'], heldAmount: sar(0), at: T(1) } },
      )
      .result();
    expect(names(steps)).toEqual(['supplier-answer-timeout', 'notify-buyer']);
    expect(standingSteps(state, settings)).toEqual([{ name: 'supplier-answer-timeout', data: { bookingId: 'bk1', itemId: 'i1', attempt: 0, dueAt: T(1440) } }]);
    expect(progressSteps(state)).toEqual([]);
  });

  it('leaves the progress steps to the job that appended the event when it goes on to them itself, keeping the effects', () => {
    const held: BookingEvent = { type: 'ItemsHeld', data: { holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: T(20) }], at: T(0) } };
    const state = [checkoutRequestedOf([bookingItem('i1')], { paymentMethod: 'payLater' }), held].reduce(bookingDecider.evolve, bookingDecider.initialState());
    expect(names(bookingWorkflow(held, 1, state, settings))).toEqual(['expire-hold', 'confirm-item']);
    expect(names(bookingWorkflow(held, 1, state, settings, { progress: false }))).toEqual(['expire-hold']);
  });

  it('leaves the buyer\'s message to the job that appended the outcome when it sends it itself, keeping the other effects', () => {
    const history = [checkoutRequestedOf(both, { paymentMethod: 'payLater' }), heldBoth, confirmed('i1', 1), failed('i2', 1)];
    const outcome: BookingEvent = { type: 'BookingPartiallyConfirmed', data: { confirmedItemIds: ['i1'], failedItemIds: ['i2'], paymentStatus: 'due', invoiceNumber: 'INV-RH-TEST01', at: T(2) } };
    const state = [...history, outcome].reduce(bookingDecider.evolve, bookingDecider.initialState());
    expect(names(bookingWorkflow(outcome, 4, state, settings))).toEqual(['notify-buyer', 'release-seats']);
    expect(names(bookingWorkflow(outcome, 4, state, settings, { progress: false, messages: false }))).toEqual(['release-seats']);
  });

  it("drops a hold's expiry once the stream's latest state shows the seats booked or let go, and keeps it while they are held", () => {
    const checkout = checkoutRequestedOf(both, { paymentMethod: 'payLater' });
    const stateAfter = (...events: BookingEvent[]) => events.reduce(bookingDecider.evolve, bookingDecider.initialState());
    const expiries = bookingWorkflow(heldBoth, 1, stateAfter(checkout, heldBoth), settings).filter((j) => j.name === 'expire-hold');
    expect(expiries).toHaveLength(2);
    const stillDue = (...events: BookingEvent[]) => expiries.filter((j) => stillNeeded(j, stateAfter(checkout, heldBoth, ...events))).map((j) => j.data);
    expect(stillDue()).toEqual(expiries.map((j) => j.data));
    // i1's seats were booked (its supplier confirmed); i2's hold is still a hold.
    expect(stillDue(confirmed('i1', 1))).toEqual([expect.objectContaining({ itemId: 'i2', holdId: 'h2' })]);
    // i2 failed: its release-seats lets the hold go, no timer is needed for it either.
    expect(stillDue(confirmed('i1', 1), failed('i2', 1))).toEqual([]);
    // An on-request item waiting for its supplier has its seats booked too.
    expect(stillDue({ type: 'ItemAwaitingSupplier', data: { itemId: 'i2', answerDueBy: T(1440), at: T(1) } })).toEqual([expect.objectContaining({ itemId: 'i1' })]);
    // Other jobs are never dropped.
    const notify: SagaJob = { name: 'notify-buyer', data: { bookingId: 'bk1', outcome: 'confirmed', revision: 3 } };
    expect(stillNeeded(notify, stateAfter(checkout, heldBoth, confirmed('i1', 1), confirmed('i2', 1)))).toBe(true);
  });
});
