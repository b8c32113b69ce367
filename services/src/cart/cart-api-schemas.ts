import { z } from 'zod';
import { calendarDatePattern, currencyCode, localTime } from '@rihla/events/common';
import { promoCode } from '@rihla/events/promo';

/** Ids in urls and bodies: short, url-safe, so a stream name built from one is always well-formed. */
const id = (what: string) => z.string({ error: `must be ${what}` }).regex(/^[A-Za-z0-9_-]{1,100}$/, `must be ${what} (letters, digits, "-" or "_")`);

const count = (what: string, max: number) =>
  z
    .number({ error: `must be a whole number of ${what}` })
    .int(`must be a whole number of ${what}`)
    .min(0, `must be 0 or more ${what}, not negative`)
    .max(max, `must be at most ${max}`);

const positive = (what: string, max: number) =>
  z
    .number({ error: `must be a whole number of ${what}` })
    .int(`must be a whole number of ${what}`)
    .min(1, `must be at least 1 (zero or negative ${what} are not allowed)`)
    .max(max, `must be at most ${max}`);

const TRAVELLERS = ['adult', 'child', 'infant'] as const;
/** At least one traveller: counts are whole and never negative, so one of them is 1 or more (the document says so). */
export const participantsInput = z
  .strictObject({ adult: count('adults', 99).optional(), child: count('children', 99).optional(), infant: count('infants', 99).optional() })
  .refine((p) => (p.adult ?? 0) + (p.child ?? 0) + (p.infant ?? 0) > 0, { message: 'choose at least one traveller' })
  .meta({ anyOf: TRAVELLERS.map((k) => ({ required: [k], properties: { [k]: { minimum: 1 } } })) });

export const extrasInput = z
  .array(z.strictObject({ extraId: id('an extra id'), quantity: positive('extras', 99) }))
  .max(20, 'must list at most 20 extras');

export const cartParams = z.object({ id: id('a cart id') });
export const lineParams = z.object({ id: id('a cart id'), lineId: id('an item id') });

export const openCartBody = z.strictObject({ currency: currencyCode.optional() }).default({});

export const addItemBody = z.strictObject({
  experienceId: id('an experience id'),
  optionId: id('an option id'),
  date: z.string({ error: 'must be a calendar date (YYYY-MM-DD)' }).regex(calendarDatePattern, 'must be a calendar date (YYYY-MM-DD)').meta({ format: 'date' }),
  startTime: localTime,
  participants: participantsInput.optional(),
  quantity: positive('items', 999).optional(),
  extras: extrasInput.optional(),
  pickup: z.strictObject({ pointId: id('a pickup point id'), time: localTime.optional() }).optional(),
});

export const changeItemBody = z
  .strictObject({ participants: participantsInput.optional(), quantity: positive('items', 999).optional(), extras: extrasInput.optional() })
  .refine((b) => b.participants !== undefined || b.quantity !== undefined || b.extras !== undefined, {
    message: 'send participants, quantity or extras to change',
  })
  // The object takes only those three fields: "one of them" is "at least one field" (the document says so).
  .meta({ minProperties: 1 });

export const promoBody = z.strictObject({
  code: promoCode,
  /** Apply this code even though the one already applied takes off more (otherwise a 409 keeps the better one). */
  replace: z.boolean().optional(),
});
export const currencyBody = z.strictObject({ currency: currencyCode });

/** Field names that would carry a price: the api never takes one from a client, and says so. */
const PRICE_KEYS = new Set(['price', 'prices', 'amount', 'unitprice', 'unitprices', 'linetotal', 'total', 'subtotal', 'discount', 'cost']);

/** Paths of price-like fields anywhere in a body. */
export function priceFieldsIn(body: unknown, path = ''): string[] {
  if (Array.isArray(body)) return body.flatMap((v, i) => priceFieldsIn(v, `${path}[${i}]`));
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([k, v]) => {
    const here = path ? `${path}.${k}` : k;
    return [...(PRICE_KEYS.has(k.toLowerCase()) ? [here] : []), ...priceFieldsIn(v, here)];
  });
}
