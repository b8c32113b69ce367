import type { BookingEvent } from '@rihla/events/booking';

/** Events that end a checkout attempt. BookingOnHold is not one: the booking settles later with one of these. */
export const OUTCOME_TYPES: ReadonlySet<BookingEvent['type']> = new Set(['BookingConfirmed', 'BookingPartiallyConfirmed', 'BookingFailed', 'ReviewRequired']);

/**
 * What is wrong with one booking stream, in words (empty when it is well-formed): one checkout first, exactly one
 * outcome, each item held and answered at most once, captures within the authorization, and an outcome that agrees
 * with its items. A lost or doubled saga step shows up here.
 */
export function bookingStreamProblems(events: readonly BookingEvent[]): string[] {
  const problems: string[] = [];
  const first = events[0];
  if (first?.type !== 'CheckoutRequested') return ['the stream does not start with CheckoutRequested'];
  const itemIds = new Set(first.data.items.map((i) => i.itemId));
  const count = (type: BookingEvent['type']) => events.filter((e) => e.type === type).length;

  if (count('CheckoutRequested') !== 1) problems.push(`${count('CheckoutRequested')} CheckoutRequested events`);
  const outcomes = events.filter((e) => OUTCOME_TYPES.has(e.type));
  if (outcomes.length !== 1) problems.push(`${outcomes.length} outcomes (${outcomes.map((e) => e.type).join(', ') || 'none'})`);

  const held = new Map<string, number>();
  const answered = new Map<string, number>();
  let authorized = 0;
  let captured = 0;
  const capturedItems = new Set<string>();
  for (const e of events) {
    switch (e.type) {
      case 'ItemsHeld':
        for (const h of e.data.holds) held.set(h.itemId, (held.get(h.itemId) ?? 0) + 1);
        break;
      case 'ItemConfirmed':
      case 'ItemFailed':
        answered.set(e.data.itemId, (answered.get(e.data.itemId) ?? 0) + 1);
        if (!itemIds.has(e.data.itemId)) problems.push(`${e.type} for unknown item ${e.data.itemId}`);
        break;
      case 'ItemRetryRequested':
        answered.delete(e.data.itemId);
        break;
      case 'PaymentAuthorized':
        authorized += e.data.amount.amount;
        break;
      case 'PaymentCaptured':
        captured += e.data.amount.amount;
        for (const id of e.data.itemIds) {
          if (capturedItems.has(id)) problems.push(`item ${id} captured twice`);
          capturedItems.add(id);
        }
        break;
      default:
        break;
    }
  }
  for (const [id, n] of held) if (n > 1) problems.push(`item ${id} held ${n} times`);
  for (const [id, n] of answered) if (n > 1) problems.push(`item ${id} answered ${n} times`);
  if (count('PaymentAuthorized') > 1) problems.push(`${count('PaymentAuthorized')} PaymentAuthorized events`);
  if (captured > authorized) problems.push(`captured ${captured} but authorized only ${authorized}`);

  const outcome = outcomes[0];
  if (outcome?.type === 'BookingConfirmed') {
    const confirmed = new Set(events.flatMap((e) => (e.type === 'ItemConfirmed' ? [e.data.itemId] : [])));
    for (const id of itemIds) if (!confirmed.has(id)) problems.push(`BookingConfirmed but item ${id} was not confirmed`);
    if (first.data.paymentMethod === 'card' && captured !== first.data.total.amount) problems.push(`BookingConfirmed but captured ${captured} of ${first.data.total.amount}`);
  }
  if (outcome?.type === 'BookingFailed' && !outcome.data.refundDue && captured > 0) problems.push(`BookingFailed without a refund due but ${captured} was captured`);
  return problems;
}
