import type { BookingEvent, BookingItem } from '@rihla/events/booking';
import type { Money } from '@rihla/events/common';
import { unreachable } from '../../platform/unreachable.ts';
import { ownEntry } from '../../platform/own-entry.ts';

type CheckoutData = Extract<BookingEvent, { type: 'CheckoutRequested' }>['data'];
export type ReviewState = Extract<BookingEvent, { type: 'ReviewRequired' }>['data']['state'];
export type ItemFailureReason = Extract<BookingEvent, { type: 'ItemFailed' }>['data']['reason'] | 'paymentDeclined' | 'sessionExpired';
export type BookingFailureReason = Extract<BookingEvent, { type: 'BookingFailed' }>['data']['reason'];

/**
 * pending: waiting for its seats; held: seats held, waiting for payment or the supplier call; unavailable: no seats
 * at checkout (the attempt ends in a review); awaiting: the supplier answers later; confirmed / failed; cancelled by the buyer.
 */
export type ItemStatus = 'pending' | 'held' | 'unavailable' | 'awaiting' | 'confirmed' | 'failed' | 'cancelled';

export interface ItemState {
  item: BookingItem;
  /** What the buyer pays for it: lineTotal - discount (extras are inside lineTotal). */
  value: Money;
  /** 0 at checkout, +1 per retry; keys hold ids and supplier calls so a retry never reuses the old ones. */
  attempt: number;
  round: number;
  holdId: string | null;
  holdExpiresAt: string | null;
  status: ItemStatus;
  answerDueBy: string | null;
  supplierReference: string | null;
  failureReason: ItemFailureReason | null;
  /** The payment whose capture paid for this item, once captured. */
  capturedBy: string | null;
}

/**
 * One attempt to book a set of items: round 0 is the checkout, every retry opens the next round with the items
 * retried. A round has its own payment session (card) and ends in exactly one outcome event.
 */
export interface RoundState {
  round: number;
  itemIds: string[];
  sessionId: string | null;
  paymentId: string | null;
  onHoldAnnounced: boolean;
  settled: boolean;
  /** Who opened a retry round (null: the checkout's round 0). The buyer who asked is on the payment page already. */
  requestedBy: 'buyer' | 'ops' | null;
}

export interface SessionState {
  sessionId: string;
  round: number;
  amount: Money;
  redirectUrl: string;
  openedAt: string;
  status: 'pending' | 'authorized' | 'declined';
  paymentId: string | null;
}

export interface PaymentState {
  paymentId: string;
  sessionId: string;
  round: number;
  authorized: Money;
  captured: number;
  refunded: number;
  voided: boolean;
  /** Authorized after its round had already ended (session expired first): only ever voided. */
  late: boolean;
  /** The method cannot hold or capture in part: captured whole once authorized; failed items are refunded, not released. */
  captureAtOnce: boolean;
  /** The provider refused the last capture tried (its code, and the saga step to run again), until a capture succeeds. */
  captureRefused?: { code: string; step: 'settle-round' | 'capture-at-once'; round: number } | null;
}

export interface RefundState {
  refundId: string;
  paymentId: string | null;
  amount: Money;
  itemIds: string[];
  requestedAt: string;
  dueBy: string;
  status: 'requested' | 'issued';
  providerRefundId: string | null;
  overdueRaisedAt: string | null;
}

export interface BookingData {
  bookingId: string;
  checkout: CheckoutData;
  items: Record<string, ItemState>;
  /** Item ids in checkout order. */
  itemIds: string[];
  rounds: RoundState[];
  sessions: Record<string, SessionState>;
  payments: Record<string, PaymentState>;
  refunds: Record<string, RefundState>;
  refundOrder: string[];
  cancellations: number;
  outcomes: number;
}

export type BookingState =
  | { status: 'none' }
  /** Seats are being held for the current round. */
  | ({ status: 'holding' } & BookingData)
  /** Card: seats held, waiting for the payment session and the provider's webhook. */
  | ({ status: 'awaitingPayment' } & BookingData)
  /** Paid (authorized) or pay later: each item is being confirmed with its supplier. */
  | ({ status: 'confirming' } & BookingData)
  /** Some items wait for their supplier's answer; money stays authorized, not captured. */
  | ({ status: 'onHold' } & BookingData)
  | ({ status: 'reviewRequired'; reviewState: ReviewState } & BookingData)
  | ({ status: 'confirmed' } & BookingData)
  | ({ status: 'partiallyConfirmed' } & BookingData)
  | ({ status: 'failed'; reason: BookingFailureReason } & BookingData);

export type ExistingBooking = Exclude<BookingState, { status: 'none' }>;
export type BookingStatus = BookingState['status'];

export const initialBookingState = (): BookingState => ({ status: 'none' });

export const itemValue = (item: BookingItem): Money => ({ amount: item.lineTotal.amount - item.discount.amount, currency: item.lineTotal.currency });

export const sumMoney = (values: readonly Money[], currency: Money['currency']): Money => ({ amount: values.reduce((n, m) => n + m.amount, 0), currency });

export const currentRound = (b: BookingData): RoundState => b.rounds[b.rounds.length - 1]!;

export const roundItems = (b: BookingData, round: RoundState): ItemState[] => round.itemIds.map((id) => ownEntry(b.items, id)!);

/** Settled states: the current round has its outcome. Cancellations, retries and refunds start from here. */
export function isSettled(state: BookingState): boolean {
  switch (state.status) {
    case 'reviewRequired':
    case 'confirmed':
    case 'partiallyConfirmed':
    case 'failed':
      return true;
    case 'none':
    case 'holding':
    case 'awaitingPayment':
    case 'confirming':
    case 'onHold':
      return false;
    default:
      return unreachable(state);
  }
}

/** Nothing more will happen without a person acting: settled, every refund issued, every late authorization voided. */
export function isTerminal(state: BookingState): boolean {
  if (state.status === 'none' || !isSettled(state)) return false;
  if (Object.values(state.refunds).some((r) => r.status !== 'issued')) return false;
  return !Object.values(state.payments).some((p) => p.late && !p.voided);
}

/** The round's items are all answered (confirmed, failed or awaiting); none still held or pending. */
export function roundAnswered(b: BookingData, round: RoundState): boolean {
  return roundItems(b, round).every((i) => i.status === 'confirmed' || i.status === 'failed' || i.status === 'awaiting' || i.status === 'cancelled');
}

export const holdIdFor = (bookingId: string, itemId: string, attempt: number): string => `${bookingId}-${itemId}-${attempt}`;

/** The idempotency key of a round's payment session ('{bookingId}:session' for the checkout itself). */
export const sessionKeyFor = (bookingId: string, round: number): string => (round === 0 ? `${bookingId}:session` : `${bookingId}:session:${round}`);
