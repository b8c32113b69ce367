import { z } from 'zod';
import { timeZone } from '@rihla/events/common';
import { bookingItem, paymentMethod } from '@rihla/events/booking';
import { cancellationPolicy } from '@rihla/events/catalog';
import { localizedTextShape as text, moneyShape as money } from '../../platform/http/named-shapes.ts';
import { bookedExtra, bookedPickup, bookingReferences, paymentStatus } from './booking-status-api-schema.ts';
import type { InvoiceDoc } from './customer-bookings-projection.ts';

/** A booking's invoice as the account pages read it, for the OpenAPI document (and the storefront's types). */

const invoiceItem = z
  .object({
    itemId: z.string(),
    experience: z.object({
      experienceId: z.string(),
      name: text,
      option: text,
      date: z.string(),
      time: z.string(),
      timeZone,
      location: text,
      validAllDay: z.object({ opens: z.string(), closes: z.string() }).optional().meta({ description: "a day ticket: valid all day on date, the venue's hours that date" }),
    }),
    supplier: z.object({ supplierId: z.string(), name: text }),
    quantity: z.number().int(),
    participants: bookingItem.shape.participants,
    extras: z.array(bookedExtra),
    pickup: bookedPickup.nullable(),
    price: money,
    originalPrice: money,
    discount: money,
    status: z.enum(['pending', 'awaiting', 'confirmed', 'failed', 'unavailable']),
    supplierReference: z.string().nullable(),
    cancellationPolicy,
    cancellation: z
      .object({
        state: z.enum(['cancelled', 'refundPending', 'refunded']),
        requestedAt: z.string(),
        penalty: money,
        refundAmount: money,
        policyText: text,
        refundedAt: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'InvoiceItem' });

export const invoiceSchema = z
  .object({
    ...bookingReferences,
    invoiceNumber: z.string().nullable(),
    customerId: z.string().nullable(),
    purchaseDate: z.string(),
    bookingDates: z.array(z.string()),
    status: z.enum(['processing', 'reviewRequired', 'paymentDeclined', 'confirmed', 'partiallyConfirmed', 'onHold', 'failed']),
    listed: z.boolean(),
    paymentMethod,
    paymentStatus,
    price: money,
    originalPrice: money,
    discount: money,
    promoCode: z.string().nullable(),
    amounts: z.object({ authorized: money, captured: money, released: money, refunded: money }),
    voided: z.boolean(),
    guest: z.object({ name: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string(), guests: z.number().int() }),
    items: z.array(invoiceItem),
    groups: z.object({ confirmed: z.array(z.string()), failed: z.array(z.string()), awaiting: z.array(z.string()), cancelled: z.array(z.string()) }),
    refunds: z.array(z.object({ refundId: z.string(), amount: money, reason: z.string(), itemIds: z.array(z.string()), requestedAt: z.string(), issuedAt: z.string().nullable() })),
    updatedAt: z.string(),
  })
  .meta({ id: 'Invoice' });

/** An account's bookings and invoices, newest first. */
export const customerInvoicesSchema = z.object({ customerId: z.string(), invoices: z.array(invoiceSchema) }).meta({ id: 'CustomerInvoices' });

// Compile-time proof that the document and the answer have the same fields, both ways.
type Accepts<Doc, Actual extends Doc> = Actual;
export type _DocsMatch = [Accepts<z.infer<typeof invoiceSchema>, InvoiceDoc>, Accepts<InvoiceDoc, z.infer<typeof invoiceSchema>>];
