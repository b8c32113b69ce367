import type { BookingEvent } from '@rihla/events/booking';
import { REFUND_OVERDUE_WARNING_MS } from '../decider/raise-refund-overdue.ts';
import { currentRound, roundAnswered, roundItems, type BookingState, type ExistingBooking } from '../decider/booking-state.ts';
import { paymentToCaptureAtOnce } from '../decider/record-capture-at-once.ts';
import type { BookingOutcome } from '../../notifications/index.ts';
import type { SagaJob } from './saga-jobs.ts';
import { unreachable } from '../../platform/unreachable.ts';
import { ownEntry } from '../../platform/own-entry.ts';

export interface WorkflowSettings {
  /** The provider's session lifetime; the expiry timer fires this long (+ grace) after the session opened. */
  sessionTtlMs: number;
  /** Extra wait after the session's expiry for a webhook already on its way. */
  sessionGraceMs: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The steps that move the booking on from this state (holds, payment session, supplier calls, settlement).
 * A function of the state alone, so the reconciler can ask it after a crash and get the same steps again.
 */
export function progressSteps(state: BookingState): SagaJob[] {
  if (state.status === 'none') return [];
  const { bookingId } = state;
  const round = currentRound(state);
  switch (state.status) {
    case 'holding':
      return [{ name: 'hold-items', data: { bookingId, round: round.round } }];
    case 'awaitingPayment':
      return round.sessionId ? [] : [{ name: 'open-payment-session', data: { bookingId, round: round.round } }];
    case 'confirming':
    case 'onHold': {
      // A method that cannot hold is charged before any item is booked: nothing else moves until it is captured.
      if (paymentToCaptureAtOnce(state, round.paymentId)) return [{ name: 'capture-at-once', data: { bookingId, round: round.round } }];
      const items = roundItems(state, round);
      const confirm = items.filter((i) => i.status === 'held').map((i): SagaJob => ({ name: 'confirm-item', data: { bookingId, itemId: i.item.itemId, attempt: i.attempt } }));
      const settle = roundAnswered(state, round) && !items.some((i) => i.status === 'awaiting');
      return settle ? [...confirm, { name: 'settle-round', data: { bookingId, round: round.round } }] : confirm;
    }
    case 'reviewRequired':
    case 'confirmed':
    case 'partiallyConfirmed':
    case 'failed':
      return [];
    default:
      return unreachable(state);
  }
}

/** Timers and money steps that must exist while the state says so: what a restarted worker re-enqueues besides progress. */
export function standingSteps(state: BookingState, settings: WorkflowSettings): SagaJob[] {
  if (state.status === 'none') return [];
  const { bookingId } = state;
  const jobs: SagaJob[] = [];
  for (const s of Object.values(state.sessions)) {
    if (s.status === 'pending') jobs.push({ name: 'expire-payment-session', data: { bookingId, sessionId: s.sessionId, dueAt: iso(Date.parse(s.openedAt) + settings.sessionTtlMs + settings.sessionGraceMs) } });
  }
  for (const i of Object.values(state.items)) {
    if (i.status === 'awaiting' && i.answerDueBy) jobs.push({ name: 'supplier-answer-timeout', data: { bookingId, itemId: i.item.itemId, attempt: i.attempt, dueAt: i.answerDueBy } });
  }
  for (const p of Object.values(state.payments)) if (p.late && !p.voided) jobs.push({ name: 'void-late-payment', data: { bookingId, paymentId: p.paymentId } });
  for (const r of Object.values(state.refunds)) {
    if (r.status === 'issued') continue;
    jobs.push({ name: 'refund', data: { bookingId, refundId: r.refundId } });
    if (!r.overdueRaisedAt) jobs.push({ name: 'refund-watchdog', data: { bookingId, refundId: r.refundId, dueAt: iso(Date.parse(r.dueBy) - REFUND_OVERDUE_WARNING_MS) } });
  }
  return jobs;
}

const notify = (b: ExistingBooking, outcome: BookingOutcome, revision: number): SagaJob => ({ name: 'notify-buyer', data: { bookingId: b.bookingId, outcome, revision } });

/** Seats of the settled round's items that did not end confirmed go back on sale. */
function releaseUnconfirmed(b: ExistingBooking): SagaJob[] {
  const round = b.rounds.filter((r) => r.settled).at(-1);
  if (!round) return [];
  return roundItems(b, round)
    .filter((i) => i.holdId && i.status !== 'confirmed' && i.status !== 'cancelled')
    .map((i): SagaJob => ({ name: 'release-seats', data: { bookingId: b.bookingId, itemId: i.item.itemId, holdId: i.holdId!, reason: `booking ${b.bookingId}: ${i.failureReason ?? 'not booked'}` } }));
}

/** Effects of one event: timers it starts, seats it gives back, messages it sends. */
function effectsOf(event: BookingEvent, revision: number, b: ExistingBooking, settings: WorkflowSettings): SagaJob[] {
  const { bookingId } = b;
  switch (event.type) {
    case 'ItemsHeld':
      return event.data.holds.map((h): SagaJob => ({ name: 'expire-hold', data: { bookingId, itemId: h.itemId, holdId: h.holdId, dueAt: h.expiresAt } }));
    case 'ReviewRequired':
      return releaseUnconfirmed(b);
    case 'PaymentSessionOpened': {
      const expire: SagaJob = { name: 'expire-payment-session', data: { bookingId, sessionId: event.data.sessionId, dueAt: iso(Date.parse(event.data.at) + settings.sessionTtlMs + settings.sessionGraceMs) } };
      // Round 0 is the checkout and a buyer's 'Try Again' answers with the payment page: the buyer is on it and is
      // sent on. Ops' retry comes when nobody is looking: the payment page must reach the buyer, or the items wait forever.
      const round = b.rounds.find((r) => r.round === ownEntry(b.sessions, event.data.sessionId)?.round);
      return round && round.round > 0 && round.requestedBy !== 'buyer' ? [expire, notify(b, 'paymentNeeded', revision)] : [expire];
    }
    case 'PaymentAuthorized': {
      const p = ownEntry(b.payments, event.data.paymentId);
      return p?.late && !p.voided ? [{ name: 'void-late-payment', data: { bookingId, paymentId: p.paymentId } }] : [];
    }
    case 'ItemAwaitingSupplier': {
      const item = ownEntry(b.items, event.data.itemId);
      return item ? [{ name: 'supplier-answer-timeout', data: { bookingId, itemId: item.item.itemId, attempt: item.attempt, dueAt: event.data.answerDueBy } }] : [];
    }
    case 'ItemFailed': {
      const item = ownEntry(b.items, event.data.itemId);
      if (!item?.holdId || item.status === 'pending') return [];
      return [{ name: 'release-seats', data: { bookingId, itemId: item.item.itemId, holdId: item.holdId, reason: `booking ${bookingId}: ${event.data.reason}` } }];
    }
    case 'BookingOnHold':
      return [notify(b, 'onHold', revision)];
    case 'BookingConfirmed':
    case 'BookingPartiallyConfirmed': {
      const outcome: BookingOutcome = event.type === 'BookingPartiallyConfirmed' ? 'partiallyConfirmed' : b.checkout.paymentMethod === 'payLater' ? 'payLaterBooked' : 'confirmed';
      // Suppliers hear of their confirmed items from the supplier relay (booking.item.confirmed on Kafka), not from here.
      return [notify(b, outcome, revision), ...releaseUnconfirmed(b)];
    }
    case 'BookingFailed':
      // A refused checkout held nothing and its buyer heard the refusal from POST /checkout: no message to send.
      if (event.data.reason === 'checkoutRefused') return [];
      return [notify(b, event.data.reason === 'paymentDeclined' ? 'paymentDeclined' : 'failed', revision), ...releaseUnconfirmed(b)];
    case 'CancellationRequested':
      return [
        notify(b, 'cancelled', revision),
        ...event.data.itemIds.flatMap((id): SagaJob[] => {
          const item = ownEntry(b.items, id);
          return item?.holdId ? [{ name: 'release-seats', data: { bookingId, itemId: id, holdId: item.holdId, reason: `booking ${bookingId}: cancelled` } }] : [];
        }),
      ];
    case 'RefundRequested':
      return [
        { name: 'refund', data: { bookingId, refundId: event.data.refundId } },
        { name: 'refund-watchdog', data: { bookingId, refundId: event.data.refundId, dueAt: iso(Date.parse(event.data.dueBy) - REFUND_OVERDUE_WARNING_MS) } },
      ];
    case 'RefundIssued':
      return [notify(b, 'refundIssued', revision)];
    case 'CheckoutRequested':
    case 'ItemsUnavailable':
    case 'PricesChanged':
    case 'PaymentDeclined':
    case 'ItemConfirmed':
    case 'PaymentCaptured':
    case 'PaymentVoided':
    case 'ItemRetryRequested':
    case 'RefundOverdue':
    case 'CaptureRefused':
      return [];
    default:
      return unreachable(event);
  }
}

/**
 * The workflow decider: one booking event (at `revision`) and the booking's state once the append that wrote it is
 * complete -> the jobs to enqueue. Pure; every job has a stable id, so running it again for the same event (a
 * replayed subscription, the reconciler) enqueues nothing new. `progress: false` leaves out the progress steps, for
 * an event whose job goes on to them itself (NEXT_STEPS_IN); `messages: false` the buyer's messages, for an event whose
 * job sends them itself (MESSAGES_IN).
 */
export function bookingWorkflow(event: BookingEvent, revision: number, state: BookingState, settings: WorkflowSettings, opts: { progress?: boolean; messages?: boolean } = {}): SagaJob[] {
  if (state.status === 'none') return [];
  const all = effectsOf(event, revision, state, settings);
  const effects = opts.messages === false ? all.filter((job) => job.name !== 'notify-buyer') : all;
  return opts.progress === false ? effects : [...effects, ...progressSteps(state)];
}

/**
 * Whether a job the workflow asked for at an earlier event still has work now that the stream has gone further: a hold
 * whose seats were since booked (its item went on to the supplier) or let go (failed, cancelled: those release their
 * seats themselves) never needs its expiry. The reactor asks this with the stream's latest state, so a pay-later
 * booking held, confirmed and settled in one job leaves no timer behind to wake in 15 minutes and find nothing to do.
 */
export function stillNeeded(job: SagaJob, latest: BookingState): boolean {
  if (job.name !== 'expire-hold' || latest.status === 'none') return true;
  const item = ownEntry(latest.items, job.data.itemId);
  return !item || item.holdId !== job.data.holdId || item.status === 'held' || item.status === 'pending';
}
