import { z } from 'zod';
import { currencyCode, isoDateTime } from './common.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/** Codes are case-insensitive for buyers; the stream and every event carry the upper-case form. */
export const promoCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,32}$/, 'a promo code of 2 to 32 letters, digits, "-" or "_"')
  .transform((c) => c.toUpperCase());

/** `promo-{CODE}`: the code's definition and every redemption, so the usage limit is enforced by the stream's revision. */
export const promoStream = (code: string): string => `promo-${code.toUpperCase()}`;

export const promoKind = z.enum(['percent', 'fixed']);

export const promoDefinition = z
  .object({
    code: z.string().regex(/^[A-Z0-9_-]{2,32}$/),
    kind: promoKind,
    /** percent: whole percent 1-100; fixed: minor units of `currency`. */
    value: z.number().int().positive(),
    /** Currency of a fixed discount and of minSpend. */
    currency: currencyCode,
    /** Smallest cart subtotal (minor units of `currency`) the code applies to; 0 = no minimum. */
    minSpend: z.number().int().nonnegative(),
    expiresAt: isoDateTime.nullable(),
    /** Total redemptions allowed across all buyers; null = unlimited. */
    usageLimit: z.number().int().positive().nullable(),
  })
  .refine((p) => p.kind !== 'percent' || p.value <= 100, { message: 'a percent discount is at most 100', path: ['value'] });
export type PromoDefinition = z.infer<typeof promoDefinition>;

export const promoEvents = eventRegistry({
  PromoCreated: promoDefinition,
  PromoRedeemed: z.object({ code: z.string().min(1), bookingId: z.string().min(1), redeemedAt: isoDateTime }),
  // A checkout that redeemed the code and was then refused gives the use back (the saga's compensation).
  PromoRedemptionReleased: z.object({ code: z.string().min(1), bookingId: z.string().min(1), releasedAt: isoDateTime }),
});

export type PromoEvent = EventsOf<typeof promoEvents>;
