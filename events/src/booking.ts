import { z } from 'zod';
import { currencyCode, emailAddress, isoDateTime, localizedText, localTime, locale, money, personName, timeZone } from './common.ts';
import { cancellationPolicy, confirmationMode, supplierBehaviour } from './catalog.ts';
import { cartReviewState, experienceOptionRef, participants } from './cart.ts';
import { emailField, identityMessages, personNameField, textField } from './identity.ts';
import { slotKey } from './inventory.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/** `booking-{id}`: one checkout, from request to exactly one outcome (and later cancellations/refunds). */
export const bookingStream = (bookingId: string): string => `booking-${bookingId}`;

export const paymentMethod = z.enum(['card', 'payLater']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const buyer = z.object({
  ...personName.shape,
  email: emailAddress,
  phone: z.object({ countryCode: z.string().regex(/^\+[0-9]{1,4}$/, identityMessages.phoneCountryCode), number: z.string().regex(/^[0-9]{4,14}$/, identityMessages.phoneNumber) }),
});
export type Buyer = z.infer<typeof buyer>;

/**
 * The buyer a checkout sends (the storefront's lead guest form): names under the sign-up rule (they reach invoices,
 * e-mails and the ops screens), an e-mail address, the phone's calling code and 4 to 14 digits.
 */
export const checkoutBuyer = buyer.extend({ firstName: personNameField, lastName: personNameField });

/**
 * A VAT-registered buyer asking for a (standard) tax invoice at checkout: their VAT registration number (15 digits,
 * first and last 3: ZATCA BR-KSA-44), registered name and Saudi national address (BR-KSA-63: street, building number,
 * district, city, 5-digit postal code, BR-KSA-67).
 */
export const taxBuyer = z.object({
  vatNumber: z.string().trim().regex(/^3[0-9]{13}3$/, 'a Saudi VAT registration number: 15 digits, the first and the last 3'),
  name: z.string().trim().min(1).max(200),
  address: z.object({
    street: z.string().trim().min(1).max(200),
    building: z.string().trim().regex(/^[0-9]{4}$/, 'a building number of 4 digits'),
    district: z.string().trim().min(1).max(200),
    city: z.string().trim().min(1).max(100),
    postalZone: z.string().trim().regex(/^[0-9]{5}$/, 'a postal code of 5 digits'),
    country: z.literal('SA'),
  }),
});
export type TaxBuyer = z.infer<typeof taxBuyer>;

/** Whom a booking is sold to: a storefront buyer always gives a phone; a reseller's customer may have none (OCTO asks for no contact field). */
export const saleBuyer = buyer.extend({ phone: buyer.shape.phone.nullable() });
export type SaleBuyer = z.infer<typeof saleBuyer>;

export const bookingItem = z.object({
  itemId: z.string().min(1),
  ...experienceOptionRef.shape,
  slot: slotKey,
  timeZone,
  capacity: z.number().int().positive(),
  /** Seats this item takes in its slot (travellers, or items for per-item pricing). */
  quantity: z.number().int().positive(),
  participants,
  extras: z.array(z.object({ extraId: z.string(), title: localizedText, quantity: z.number().int().positive(), total: money })),
  pickup: z.object({ pointId: z.string(), name: localizedText, address: localizedText, time: localTime }).nullable(),
  /** Price before discount, as the catalog had it when the cart was reviewed. */
  lineTotal: money,
  /** Share of the cart discount on this line; the amount charged for the item is lineTotal - discount. */
  discount: money,
  supplier: z.object({ supplierId: z.string(), name: localizedText, confirmationMode, behaviour: supplierBehaviour }),
  cancellationPolicy,
  location: localizedText,
  /** A day ticket (OPENING_HOURS): valid all day, the venue's hours that date. Absent: a timed departure at the slot's start time. */
  validAllDay: z.object({ opens: localTime, closes: localTime }).optional(),
  /** Seats held before the sale (a reseller's reservation, under this hold id): the saga's first round books that hold. */
  heldAs: z.string().min(1).optional(),
});
export type BookingItem = z.infer<typeof bookingItem>;

/**
 * The exchange fixed at checkout when the cart held items priced in another currency than the one charged: each
 * rate used (units of `to` per unit of `from`), where the rates came from, the rounding rule, and every converted
 * line (its catalog price and the amount charged for it, integer minor units). The booking's items and totals are in
 * the charge currency; refunds and captures follow from them, so later rate changes never touch this booking.
 */
export const exchangeRecord = z.object({
  chargeCurrency: currencyCode,
  rates: z.array(z.object({ from: currencyCode, to: currencyCode, rate: z.number().positive() })).min(1),
  source: z.string().min(1),
  asOf: z.string().min(1),
  rounding: z.string().min(1),
  lines: z.array(z.object({ itemId: z.string().min(1), price: money, charged: money })).min(1),
  fixedAt: isoDateTime,
});
export type ExchangeRecord = z.infer<typeof exchangeRecord>;

const itemRef = z.object({ itemId: z.string().min(1) });
/** The buyer reviews the cart: a booking sent back for review carries the cart's review state. */
export const reviewState = cartReviewState;

export const bookingEvents = eventRegistry({
  CheckoutRequested: z.object({
    bookingId: z.string().min(1),
    /** Human-facing order id (e.g. RH-7K3P9Q) and purchase id printed on the invoice. */
    orderId: z.string().min(1),
    purchaseId: z.string().min(1),
    /** The cart the storefront sold; null for a sale without one (a reseller's line through OCTO). */
    cartId: z.string().min(1).nullable(),
    idempotencyKey: z.string().min(1),
    customerId: z.string().nullable(),
    buyer: saleBuyer,
    locale,
    paymentMethod,
    items: z.array(bookingItem).min(1),
    subtotal: money,
    discount: money,
    promoCode: z.string().nullable(),
    total: money,
    /** Rates and converted lines when items were priced in other currencies; absent when all were in the charge currency. */
    exchange: exchangeRecord.optional(),
    /** Where the payment page sends the buyer back (card); absent on pay-later checkouts. */
    returnUrl: z.string().url().optional(),
    /** A VAT-registered buyer who asked for a tax invoice (standard, B2B): absent for everyone else (simplified invoice). */
    taxBuyer: taxBuyer.optional(),
    /** The reseller that sold the booking through the OCTO api, with its own reference; absent on the storefront. */
    reseller: z.object({ resellerId: z.string().min(1), name: z.string().min(1), reference: z.string().nullable() }).optional(),
    requestedAt: isoDateTime,
  }),
  ItemsHeld: z.object({ holds: z.array(itemRef.extend({ holdId: z.string().min(1), expiresAt: isoDateTime })).min(1), at: isoDateTime }),
  ItemsUnavailable: z.object({ items: z.array(itemRef.extend({ reason: z.string().min(1) })).min(1), at: isoDateTime }),
  PricesChanged: z.object({ items: z.array(itemRef.extend({ previousTotal: money, currentTotal: money })).min(1), at: isoDateTime }),
  /** The buyer must review the cart (spec review states); this booking attempt ends and holds are released. */
  ReviewRequired: z.object({ state: reviewState, at: isoDateTime }),
  PaymentSessionOpened: z.object({ sessionId: z.string().min(1), redirectUrl: z.string().url(), amount: money, at: isoDateTime }),
  /** captureAtOnce: the payment method cannot hold (or cannot capture in part), so the whole amount is captured now. */
  PaymentAuthorized: z.object({ paymentId: z.string().min(1), sessionId: z.string().min(1), amount: money, captureAtOnce: z.boolean().optional(), at: isoDateTime }),
  PaymentDeclined: z.object({ sessionId: z.string().min(1), reason: z.enum(['card_declined', 'insufficient_funds', 'expired']), at: isoDateTime }),
  ItemConfirmed: itemRef.extend({ supplierReference: z.string().min(1), at: isoDateTime }),
  ItemAwaitingSupplier: itemRef.extend({ answerDueBy: isoDateTime, at: isoDateTime }),
  ItemFailed: itemRef.extend({ reason: z.enum(['supplierError', 'supplierDeclined', 'supplierTimeout', 'seatsUnavailable']), at: isoDateTime }),
  /** paymentId: which authorization (a retried item is paid by its own payment session); absent means the first one. */
  PaymentCaptured: z.object({ captureId: z.string().min(1), paymentId: z.string().min(1).optional(), amount: money, itemIds: z.array(z.string()).min(1), at: isoDateTime }),
  PaymentVoided: z.object({ paymentId: z.string().min(1).optional(), releasedAmount: money, at: isoDateTime }),
  /**
   * The provider refused to capture (the hold expired or was voided there, more than is held, an unknown payment): no
   * money moved, the booking keeps its state, and ops see it in their capture-refused queue until a capture succeeds.
   * `step`/`round`: the saga step that was refused, which ops run again once the payment is sorted out.
   */
  CaptureRefused: z.object({
    paymentId: z.string().min(1),
    amount: money,
    code: z.string().min(1),
    reason: z.string().min(1),
    step: z.enum(['settle-round', 'capture-at-once']),
    round: z.number().int().min(0),
    at: isoDateTime,
  }),
  BookingConfirmed: z.object({ paymentStatus: z.enum(['paid', 'due']), invoiceNumber: z.string().min(1), at: isoDateTime }),
  BookingPartiallyConfirmed: z.object({ confirmedItemIds: z.array(z.string()).min(1), failedItemIds: z.array(z.string()).min(1), paymentStatus: z.enum(['paid', 'due']), invoiceNumber: z.string().min(1), at: isoDateTime }),
  BookingOnHold: z.object({ awaitingItemIds: z.array(z.string()).min(1), heldAmount: money, at: isoDateTime }),
  BookingFailed: z.object({ reason: z.enum(['paymentDeclined', 'allItemsFailed', 'itemsUnavailable', 'sessionExpired', 'checkoutRefused']), refundDue: z.boolean(), at: isoDateTime }),
  /**
   * Who asked: the buyer ('Try Again': they are sent to the payment page at once) or ops (nobody is looking, so the
   * payment page goes to the buyer by e-mail). Absent on events written before it was recorded: treated as ops'.
   */
  ItemRetryRequested: itemRef.extend({ at: isoDateTime, requestedBy: z.enum(['buyer', 'ops']).optional() }),
  CancellationRequested: z.object({ itemIds: z.array(z.string()).min(1), penalty: money, refundAmount: money, policyText: localizedText, at: isoDateTime }),
  RefundRequested: z.object({
    refundId: z.string().min(1),
    /** The captured payment the money goes back to. */
    paymentId: z.string().min(1).optional(),
    amount: money,
    reason: z.enum(['bookingFailed', 'itemsFailed', 'cancellation']),
    itemIds: z.array(z.string()),
    requestedAt: isoDateTime,
    dueBy: isoDateTime,
  }),
  RefundIssued: z.object({ refundId: z.string().min(1), providerRefundId: z.string().min(1), amount: money, issuedAt: isoDateTime }),
  RefundOverdue: z.object({ refundId: z.string().min(1), dueBy: isoDateTime, raisedAt: isoDateTime }),
});

export type BookingEvent = EventsOf<typeof bookingEvents>;

/** 24 h: the spec's promise for money taken on a booking that did not go through. */
export const REFUND_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The spec's budget for the checkout call to answer with the payment page. */
export const CHECKOUT_PROCESSING_BUDGET_MS = 20_000;

/*
 * ---- "Find my booking" (a guest who lost the e-mail): what the storefront's form sends ----
 * Order number and e-mail together open that booking; an e-mail alone gets a six-digit code by e-mail first.
 */
const lookupBody = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: 'Send a JSON object with the form fields.' });

export const bookingLookupByOrderInput = lookupBody({
  orderId: textField(40),
  email: emailField,
});

export const bookingLookupCodeRequestInput = lookupBody({
  email: emailField,
});

export const bookingLookupCodeInput = lookupBody({
  email: emailField,
  code: textField(20),
});
