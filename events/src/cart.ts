import { z } from 'zod';
import { currencyCode, isoDate, isoDateTime, localizedText, localTime, money, timeZone } from './common.ts';
import { extra, pricing } from './catalog.ts';
import { promoKind } from './promo.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/** `cart-{id}`: one visitor's cart, from opening to checkout. */
export const cartStream = (cartId: string): string => `cart-${cartId}`;

export const participants = z.object({
  adult: z.number().int().nonnegative(),
  child: z.number().int().nonnegative(),
  infant: z.number().int().nonnegative(),
});
export type Participants = z.infer<typeof participants>;

/** A catalog extra as the line took it: its price per unit then, how many, and their total. */
export const cartExtra = extra.pick({ extraId: true, title: true, per: true }).extend({
  unitAmount: z.number().int().positive(),
  quantity: z.number().int().positive(),
  total: money,
});
export type CartExtra = z.infer<typeof cartExtra>;

export const cartPickup = z.object({ pointId: z.string().min(1), name: localizedText, address: localizedText, time: localTime });
export type CartPickup = z.infer<typeof cartPickup>;

/** The option a cart line (and the booking item made from it) is for, with the titles shown for both. */
export const experienceOptionRef = z.object({ experienceId: z.string().min(1), optionId: z.string().min(1), title: localizedText, optionTitle: localizedText });

/** One item as the catalog priced it when it was added, changed or last reviewed: prices never come from the client. */
export const cartLine = z.object({
  lineId: z.string().min(1),
  ...experienceOptionRef.shape,
  date: isoDate,
  startTime: localTime,
  timeZone,
  participants,
  /** Seats the item takes in its slot: travellers (per-person pricing) or items (per-item pricing). */
  quantity: z.number().int().positive(),
  extras: z.array(cartExtra),
  pickup: cartPickup.nullable(),
  /** The option's pricing the line total was computed from. */
  unitPrices: pricing,
  lineTotal: money,
  /** The option's capacity per item (seats per departure), the bound on `quantity`. */
  capacity: z.number().int().positive(),
  /** A day ticket (OPENING_HOURS): valid all day, the venue's hours that date. Absent: a timed departure at `startTime`. */
  validAllDay: z.object({ opens: localTime, closes: localTime }).optional(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartReviewState = z.enum(['allUnavailable', 'someUnavailable', 'pricesChanged', 'unavailableAndPricesChanged']);
export const unavailableReason = z.enum(['withdrawn', 'optionUnavailable', 'notRunning', 'started', 'soldOut', 'notEnoughSeats']);
export type UnavailableReason = z.infer<typeof unavailableReason>;

export const promoRemovalReason = z.enum(['removedByBuyer', 'minSpendNotMet', 'expired', 'usedUp', 'withdrawn']);
export type PromoRemovalReason = z.infer<typeof promoRemovalReason>;

export const cartEvents = eventRegistry({
  CartOpened: z.object({
    cartId: z.string().min(1),
    /** Null for an anonymous visitor; accounts attach the signed-in customer here. */
    customerId: z.string().min(1).nullable(),
    /** The currency the cart shows and charges in once the visitor chose it (`currencyChosen`), else a default. */
    currency: currencyCode,
    /**
     * The visitor chose `currency` (the storefront's selector): the cart is charged in it. Absent or false (and in
     * carts opened before multi-currency carts): the cart is charged in its first item's currency.
     */
    currencyChosen: z.boolean().optional(),
    openedAt: isoDateTime,
  }),
  ItemAdded: cartLine.extend({ addedAt: isoDateTime }),
  ItemQuantityChanged: z.object({
    lineId: z.string().min(1),
    participants,
    quantity: z.number().int().positive(),
    extras: z.array(cartExtra),
    unitPrices: pricing,
    lineTotal: money,
    changedAt: isoDateTime,
  }),
  ItemRemoved: z.object({ lineId: z.string().min(1), removedAt: isoDateTime }),
  PromoApplied: z.object({
    code: z.string().min(1),
    kind: promoKind,
    value: z.number().int().positive(),
    currency: currencyCode,
    minSpend: z.number().int().nonnegative(),
    appliedAt: isoDateTime,
  }),
  PromoRemoved: z.object({ code: z.string().min(1), reason: promoRemovalReason, removedAt: isoDateTime }),
  CurrencyChosen: z.object({ currency: currencyCode, chosenAt: isoDateTime }),
  CartReviewed: z.object({
    state: cartReviewState,
    /** Lines that could no longer be booked; the review takes them out of the cart. */
    dropped: z.array(z.object({ lineId: z.string().min(1), reason: unavailableReason, message: z.string().min(1) })),
    /** Lines whose catalog price moved; the buyer proceeds at the current price. */
    repriced: z.array(
      z.object({ lineId: z.string().min(1), unitPrices: pricing, extras: z.array(cartExtra), previousTotal: money, lineTotal: money }),
    ),
    reviewedAt: isoDateTime,
  }),
  CartCheckedOut: z.object({ bookingId: z.string().min(1), checkedOutAt: isoDateTime }),
});

export type CartEvent = EventsOf<typeof cartEvents>;
