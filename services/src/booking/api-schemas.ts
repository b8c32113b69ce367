import { z } from 'zod';
import { checkoutBuyer, paymentMethod, taxBuyer } from '@rihla/events/booking';
import { locale, TRIMMED } from '@rihla/events/common';

const id = (what: string) => z.string({ error: `must be ${what}` }).regex(/^[A-Za-z0-9_-]{1,100}$/, `must be ${what} (letters, digits, "-" or "_")`);

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * A url on one of `origins` (the deployment's own: the payment page sends the buyer back there, so any other would
 * make it an open redirect): the origin exactly, then nothing or a path, query or fragment of visible ASCII (what a
 * browser's URL serialises to). One regex: the api checks it and the OpenAPI document states it.
 */
export const returnUrlPattern = (origins: readonly string[]) => new RegExp(`^(?:${origins.map(escapeRegex).join('|')})(?:[/?#][!-~]*)?$`);

/** The checkout body for a deployment whose pages live on `origins`. */
export const checkoutBodyFor = (origins: readonly string[]) =>
  z
    .strictObject({
      cartId: id('a cart id'),
      buyer: checkoutBuyer,
      paymentMethod,
      locale: locale.default('en'),
      /** A VAT-registered buyer asking for a tax invoice with their VAT number (standard, B2B); absent: a simplified one. */
      taxBuyer: taxBuyer.optional(),
      /** Where the payment page sends the buyer back (card). */
      returnUrl: z.string().max(2000).regex(returnUrlPattern(origins), `must start with one of: ${origins.join(', ')}`).optional(),
    })
    .refine((b) => b.paymentMethod !== 'card' || b.returnUrl !== undefined, { message: 'card payments need a returnUrl for the payment page to send the buyer back to', path: ['returnUrl'] })
    // The same rule, as the document states it: a method other than card, or a returnUrl.
    .meta({ anyOf: [{ properties: { paymentMethod: { enum: paymentMethod.options.filter((m) => m !== 'card') } } }, { required: ['returnUrl'] }] });

export const bookingParams = z.object({ id: id('a booking id') });
export const itemParams = z.object({ id: id('a booking id'), itemId: id('an item id') });

export const retryBody = z.strictObject({ itemIds: z.array(id('an item id')).min(1).max(20).optional() }).default({});

export const cancellationBody = z.strictObject({ itemIds: z.array(id('an item id')).min(1, 'name at least one item to cancel').max(20) });

const ITEM_ID = '[A-Za-z0-9_-]{1,100}';
/**
 * `?items=` of a cancellation quote: up to 20 item ids separated by commas, white space around each and empty ones
 * allowed (dropped). One regex (linear: the separators and the ids share no character) the api checks and the
 * document states.
 */
const itemIdList = new RegExp(`^[${TRIMMED},]*(?:${ITEM_ID}[${TRIMMED}]*(?:,[${TRIMMED},]*${ITEM_ID}[${TRIMMED}]*){0,19})?(?:,[${TRIMMED},]*)?$`);

export const quoteQuery = z.object({
  items: z
    .string({ error: 'give the item ids once, separated by commas' })
    .max(2100)
    .regex(itemIdList, 'must be at most 20 item ids (letters, digits, "-" or "_") separated by commas')
    .optional()
    .transform((s) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : undefined))
    .pipe(z.array(id('an item id')).max(20).optional()),
});
