import { z } from 'zod';
import { buyer, paymentMethod } from '@rihla/events/booking';
import { locale } from '@rihla/events/common';
import { personNameField } from '@rihla/events/identity';

const id = (what: string) => z.string({ error: `must be ${what}` }).regex(/^[A-Za-z0-9_-]{1,100}$/, `must be ${what} (letters, digits, "-" or "_")`);

export const checkoutBody = z
  .strictObject({
    cartId: id('a cart id'),
    // The same name rule as sign-up: the buyer's name reaches invoices, e-mails and the ops screens.
    buyer: buyer.extend({ firstName: personNameField, lastName: personNameField }),
    paymentMethod,
    locale: locale.default('en'),
    /** Where the payment page sends the buyer back (card); must be http(s). */
    returnUrl: z
      .string()
      .url('must be a full http(s) url')
      .max(2000)
      .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) url')
      .optional(),
  })
  .refine((b) => b.paymentMethod !== 'card' || b.returnUrl !== undefined, { message: 'card payments need a returnUrl for the payment page to send the buyer back to', path: ['returnUrl'] });

export const bookingParams = z.object({ id: id('a booking id') });
export const itemParams = z.object({ id: id('a booking id'), itemId: id('an item id') });
export const supplierAnswerParams = z.object({ bookingId: id('a booking id'), itemId: id('an item id') });

export const retryBody = z.strictObject({ itemIds: z.array(id('an item id')).min(1).max(20).optional() }).default({});

export const cancellationBody = z.strictObject({ itemIds: z.array(id('an item id')).min(1, 'name at least one item to cancel').max(20) });

export const quoteQuery = z.object({
  items: z
    .string()
    .max(2100)
    .optional()
    .transform((s) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : undefined))
    .pipe(z.array(id('an item id')).max(20).optional()),
});

export const supplierAnswerBody = z.strictObject({
  answer: z.enum(['confirmed', 'declined']),
  reference: z.string().trim().min(1).max(100).optional(),
});
