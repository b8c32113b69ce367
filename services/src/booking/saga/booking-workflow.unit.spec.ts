import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '@rihla/events/booking';
import type { BookingCommand } from '../decider/booking-command.ts';
import { bookingDecider } from '../decider/booking-decider.ts';
import type { BookingState } from '../decider/booking-state.ts';
import { bookingItem, checkoutCommand } from '../testing/booking-items.ts';
import { bookingWorkflow, progressSteps, standingSteps } from './booking-workflow.ts';
import { jobIdOf, type SagaJob } from './saga-jobs.ts';

const settings = { sessionTtlMs: 15 * 60_000, sessionGraceMs: 2 * 60_000 };
const T = (minutes: number) => new Date(Date.parse('2030-01-06T06:00:00.000Z') + minutes * 60_000).toISOString();

/** Applies commands; returns every append as [events, state after the append]. */
function appends(commands: BookingCommand[]) {
  let state: BookingState = bookingDecider.initialState();
  let revision = -1;
  const out: { events: { event: BookingEvent; revision: number }[]; state: BookingState }[] = [];
  for (const c of commands) {
    const events = bookingDecider.decide(c, state);
    state = events.reduce(bookingDecider.evolve, state);
    out.push({ events: events.map((event) => ({ event, revision: ++revision })), state });
  }
  return out;
}

const jobsOf = (a: ReturnType<typeof appends>[number]) => a.events.flatMap(({ event, revision }) => bookingWorkflow(event, revision, a.state, settings));
const names = (jobs: SagaJob[]) => jobs.map((j) => j.name);

describe('booking workflow', () => {
  it('turns a card checkout into holds, the payment session, supplier calls and settlement, with timers', () => {
    const [checkout, held, opened, authorized] = appends([
      checkoutCommand([bookingItem('i1'), bookingItem('i2')]),
      { type: 'RecordHolds', data: { round: 0, holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: T(20) }, { itemId: 'i2', holdId: 'h2', expiresAt: T(20) }], unavailable: [], now: T(0) } },
      { type: 'RecordPaymentSession', data: { round: 0, result: { kind: 'opened', sessionId: 'cs1', redirectUrl: 'https://psp.example/cs1', amount: { amount: 20_000, currency: 'SAR' } }, now: T(1) } },
      { type: 'RecordPaymentResult', data: { sessionId: 'cs1', outcome: 'authorized', paymentId: 'pay1', amount: { amount: 20_000, currency: 'SAR' }, now: T(2) } },
    ]);
    expect(jobsOf(checkout!)).toEqual([{ name: 'hold-items', data: { bookingId: 'bk1', round: 0 } }]);
    expect(names(jobsOf(held!))).toEqual(['expire-hold', 'expire-hold', 'open-payment-session']);
    expect(jobsOf(opened!)).toEqual([{ name: 'expire-payment-session', data: { bookingId: 'bk1', sessionId: 'cs1', dueAt: T(1 + 17) } }]);
    expect(jobsOf(authorized!)).toEqual([
      { name: 'confirm-item', data: { bookingId: 'bk1', itemId: 'i1', attempt: 0 } },
      { name: 'confirm-item', data: { bookingId: 'bk1', itemId: 'i2', attempt: 0 } },
    ]);
    expect(jobIdOf(jobsOf(authorized!)[0]!)).toBe('bk1--confirm-item--i1--a0');
  });

  it('acts on the state after the whole append: holds written with a review are released, no payment page opens', () => {
    const [, review] = appends([
      checkoutCommand([bookingItem('i1'), bookingItem('i2')]),
      { type: 'RecordHolds', data: { round: 0, holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: T(20) }], unavailable: [{ itemId: 'i2', holdId: 'h2', reason: 'soldOut' }], now: T(0) } },
    ]);
    const jobs = jobsOf(review!);
    expect(names(jobs)).toEqual(['expire-hold', 'release-seats']);
    expect(jobs[1]).toMatchObject({ data: { itemId: 'i1', holdId: 'h1' } });
  });

  it('settles once every item is answered, notifies the buyer and the suppliers of confirmed items, and releases the rest', () => {
    const steps = appends([
      checkoutCommand([bookingItem('i1'), bookingItem('i2')], { paymentMethod: 'payLater' }),
      { type: 'RecordHolds', data: { round: 0, holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: T(20) }, { itemId: 'i2', holdId: 'h2', expiresAt: T(20) }], unavailable: [], now: T(0) } },
      { type: 'RecordItemConfirmation', data: { itemId: 'i1', attempt: 0, result: { kind: 'confirmed', reference: 'R1' }, now: T(1) } },
      { type: 'RecordItemConfirmation', data: { itemId: 'i2', attempt: 0, result: { kind: 'failed', reason: 'supplierError' }, now: T(1) } },
      { type: 'Settle', data: { round: 0, capture: null, voided: null, now: T(2) } },
    ]);
    expect(names(jobsOf(steps[2]!))).toEqual(['confirm-item']);
    expect(names(jobsOf(steps[3]!))).toEqual(['release-seats', 'settle-round']);
    const settled = jobsOf(steps[4]!);
    expect(settled).toEqual([
      { name: 'notify-buyer', data: { bookingId: 'bk1', outcome: 'partiallyConfirmed', revision: 4 } },
      { name: 'release-seats', data: { bookingId: 'bk1', itemId: 'i2', holdId: 'h2', reason: 'booking bk1: supplierError' } },
    ]);
    expect(progressSteps(steps[4]!.state)).toEqual([]);
  });

  it('a retry that needs a card sends the buyer the payment page (the checkout round does not: the buyer is there)', () => {
    const sar = (amount: number) => ({ amount, currency: 'SAR' as const });
    const steps = appends([
      checkoutCommand([bookingItem('i1'), bookingItem('i2')]),
      { type: 'RecordHolds', data: { round: 0, holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: T(20) }, { itemId: 'i2', holdId: 'h2', expiresAt: T(20) }], unavailable: [], now: T(0) } },
      { type: 'RecordPaymentSession', data: { round: 0, result: { kind: 'opened', sessionId: 'cs1', redirectUrl: 'https://psp.example/cs1', amount: sar(20_000) }, now: T(1) } },
      { type: 'RecordPaymentResult', data: { sessionId: 'cs1', outcome: 'authorized', paymentId: 'pay1', amount: sar(20_000), now: T(2) } },
      { type: 'RecordItemConfirmation', data: { itemId: 'i1', attempt: 0, result: { kind: 'confirmed', reference: 'R1' }, now: T(3) } },
      { type: 'RecordItemConfirmation', data: { itemId: 'i2', attempt: 0, result: { kind: 'failed', reason: 'supplierError' }, now: T(3) } },
      { type: 'Settle', data: { round: 0, capture: { captureId: 'c1', paymentId: 'pay1', amount: sar(10_000), itemIds: ['i1'] }, voided: { paymentId: 'pay1', releasedAmount: sar(10_000) }, now: T(4) } },
      { type: 'RequestRetry', data: { itemIds: ['i2'], now: T(10) } },
      { type: 'RecordHolds', data: { round: 1, holds: [{ itemId: 'i2', holdId: 'h3', expiresAt: T(30) }], unavailable: [], now: T(11) } },
      { type: 'RecordPaymentSession', data: { round: 1, result: { kind: 'opened', sessionId: 'cs2', redirectUrl: 'https://psp.example/cs2', amount: sar(10_000) }, now: T(12) } },
    ]);
    expect(names(jobsOf(steps[2]!))).toEqual(['expire-payment-session']);
    const retryOpened = steps.at(-1)!;
    const revision = retryOpened.events[0]!.revision;
    expect(jobsOf(retryOpened)).toContainEqual({ name: 'notify-buyer', data: { bookingId: 'bk1', outcome: 'paymentNeeded', revision } });
  });

  it('gives the reconciler the timers and money steps a booking still needs', () => {
    const steps = appends([
      checkoutCommand([bookingItem('i1')], { paymentMethod: 'payLater' }),
      { type: 'RecordHolds', data: { round: 0, holds: [{ itemId: 'i1', holdId: 'h1', expiresAt: T(20) }], unavailable: [], now: T(0) } },
      { type: 'RecordItemConfirmation', data: { itemId: 'i1', attempt: 0, result: { kind: 'awaiting', answerDueBy: T(1440) }, now: T(1) } },
    ]);
    const last = steps.at(-1)!;
    expect(names(jobsOf(last))).toEqual(['supplier-answer-timeout', 'notify-buyer']);
    expect(standingSteps(last.state, settings)).toEqual([{ name: 'supplier-answer-timeout', data: { bookingId: 'bk1', itemId: 'i1', attempt: 0, dueAt: T(1440) } }]);
    expect(progressSteps(last.state)).toEqual([]);
  });
});
