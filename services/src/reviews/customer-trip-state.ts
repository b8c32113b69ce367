import type { Redis } from 'ioredis';
import type { TripState } from '@rihla/events/reviews';
import { listGuestInvoices, listInvoices } from '../booking/index.ts';
import { tripStateOf } from './trip-state-of.ts';

/** The customer's trip with an experience, over their own bookings and the guest bookings of addresses they verified. */
export async function customerTripState(redis: Redis, prefix: string, customerId: string, claimedEmails: readonly string[], experienceId: string, now: Date): Promise<TripState> {
  const guest = await Promise.all(claimedEmails.map((email) => listGuestInvoices(redis, prefix, email)));
  return tripStateOf([...(await listInvoices(redis, prefix, customerId)), ...guest.flat()], experienceId, now);
}
