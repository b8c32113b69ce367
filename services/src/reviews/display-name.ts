import { REVIEW_LIMITS } from '@rihla/events/reviews';
import { customers } from '../identity/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';

/** A reviewer's public name when they choose none: first name and last initial ("Sara A."). */
export async function defaultDisplayName(store: EventStore, customerId: string): Promise<string> {
  const customer = await customers.state(store, customerId);
  if (customer.status !== 'registered') return 'Rihla traveller';
  const initial = customer.lastName.trim().charAt(0);
  const first = customer.firstName.trim().slice(0, REVIEW_LIMITS.displayName - 3);
  return initial ? `${first} ${initial}.` : first;
}
