import type { Redis } from 'ioredis';
import type { TaxDetailsPort } from '../booking/index.ts';
import type { ZatcaSeller } from '../platform/config.ts';
import { bookingEinvoices } from './read-models/einvoice-documents-projection.ts';

/** Booking's tax-details port: the seller's VAT registration and a booking's ZATCA e-invoices (QR) for its PDF invoice. */
export function einvoiceTaxDetails(seller: ZatcaSeller, redis: Redis, prefix: string): TaxDetailsPort {
  return async (bookingId, locale) => {
    const einvoices = await bookingEinvoices(redis, prefix, bookingId);
    return { seller: { name: seller.name[locale], vatNumber: seller.vatNumber, crn: seller.crn, address: seller.address[locale] }, einvoices: einvoices.map(({ number, kind, qr }) => ({ number, kind, qr })) };
  };
}
