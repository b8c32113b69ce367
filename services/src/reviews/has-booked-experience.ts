import type { Redis } from 'ioredis';
import { listGuestInvoices, listInvoices, type InvoiceDoc } from '../booking/read-models/customer-bookings-projection.ts';

const bookedIn = (invoices: InvoiceDoc[], experienceId: string) =>
  invoices.some((inv) => inv.items.some((item) => item.experience.experienceId === experienceId && item.status === 'confirmed' && item.cancellation === null));

/**
 * "Verified booking": the customer's bookings (their own, and guest bookings made with an address they verified)
 * hold a confirmed, not cancelled item of the experience.
 */
export async function hasBookedExperience(redis: Redis, prefix: string, customerId: string, claimedEmails: readonly string[], experienceId: string): Promise<boolean> {
  if (bookedIn(await listInvoices(redis, prefix, customerId), experienceId)) return true;
  for (const email of claimedEmails) if (bookedIn(await listGuestInvoices(redis, prefix, email), experienceId)) return true;
  return false;
}
