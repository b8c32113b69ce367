import type { Redis } from 'ioredis';
import { listGuestInvoices, listInvoices, type InvoiceDoc } from './customer-bookings-projection.ts';

/** An account's bookings newest first: those made signed in, and guest bookings made with its verified addresses. */
export async function listCustomerInvoices(redis: Redis, prefix: string, customerId: string, verifiedEmails: readonly string[]): Promise<InvoiceDoc[]> {
  const lists = await Promise.all([listInvoices(redis, prefix, customerId), ...verifiedEmails.map((e) => listGuestInvoices(redis, prefix, e))]);
  const byId = new Map<string, InvoiceDoc>();
  for (const doc of lists.flat()) byId.set(doc.bookingId, doc);
  return [...byId.values()].sort((a, b) => (a.purchaseDate < b.purchaseDate ? 1 : a.purchaseDate > b.purchaseDate ? -1 : 0));
}
