import { z } from 'zod';
import { isoDateTime, money, timeZone } from './common.ts';
import { slotKey } from './inventory.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/** A reseller's id: lower-case letters, digits and dashes, chosen by ops. */
export const resellerId = z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'a reseller id of 2 to 40 lower-case letters, digits or "-"');

/** A reseller's caps as ops set them; a null field takes the api's default. */
export const resellerCaps = z.object({
  maxHeldSeats: z.number().int().nonnegative().max(100_000).nullable(),
  maxDepartureShare: z.number().positive().max(1).nullable(),
});
export type ResellerCaps = z.infer<typeof resellerCaps>;

/** What an OCTO webhook is sent for (octo/webhooks): a change of one of the reseller's bookings, or of a departure's availability. */
export const octoWebhookEvent = z.enum(['booking_update', 'availability_update']);
export type OctoWebhookEvent = z.infer<typeof octoWebhookEvent>;
/** The OCTO capabilities a webhook's payload is shaped with (as the same header on a request). */
export const octoWebhookCapability = z.enum(['octo/pricing', 'octo/content', 'octo/pickups']);
/** The longest webhook URL accepted (a receiver's path and query, not a payload). */
export const OCTO_WEBHOOK_URL_MAX = 2048;

/** `reseller-{id}`: the account and its API keys (hashes only: a key is shown once, when issued), and its webhooks. */
export const resellerStream = (id: string): string => `reseller-${id}`;

export const resellerEvents = eventRegistry({
  ResellerRegistered: z.object({ resellerId, name: z.string().min(1).max(100), registeredAt: isoDateTime, registeredBy: z.string().min(1) }),
  ResellerKeyIssued: z.object({
    resellerId,
    keyId: z.string().min(1),
    /** SHA-256 of the key, hex: the key itself is never stored. */
    keyHash: z.string().regex(/^[0-9a-f]{64}$/),
    /** The reseller part and the first characters of the secret, so ops can tell keys apart. */
    keyPrefix: z.string().min(1).max(64),
    issuedAt: isoDateTime,
  }),
  ResellerKeyRevoked: z.object({ resellerId, keyId: z.string().min(1), keyHash: z.string().regex(/^[0-9a-f]{64}$/), revokedAt: isoDateTime, revokedBy: z.string().min(1) }),
  /**
   * Ops set the reseller's own caps (null: the api's default, OCTO_RESELLER_MAX_HELD_SEATS / _MAX_DEPARTURE_SHARE):
   * seats on hold (reserved, not confirmed) across departures, and the share of one departure's seats it may hold and
   * book.
   */
  ResellerCapsSet: z.object({ resellerId, caps: resellerCaps, setAt: isoDateTime, setBy: z.string().min(1) }),
  /**
   * The reseller registered a webhook (octo/webhooks): changes recorded after this are sent to `url`, signed with the
   * webhook's secret (derived from OCTO_WEBHOOK_SECRET and the id, so no secret is in the log).
   */
  ResellerWebhookRegistered: z.object({
    resellerId,
    webhookId: z.uuid(),
    event: octoWebhookEvent,
    url: z.string().min(1).max(OCTO_WEBHOOK_URL_MAX),
    capabilities: z.array(octoWebhookCapability).max(3),
    registeredAt: isoDateTime,
  }),
  ResellerWebhookDeleted: z.object({ resellerId, webhookId: z.uuid(), deletedAt: isoDateTime }),
});
export type ResellerEvent = EventsOf<typeof resellerEvents>;

/**
 * `octo-booking-{resellerId}.{uuid}`: a reseller's booking, idempotent on the uuid the reseller chose. "." is in neither
 * a reseller id nor a UUID, so one key names one reseller's one booking.
 */
export const octoBookingStream = (reseller: string, uuid: string): string => `octo-booking-${reseller}.${uuid}`;

/**
 * The key reseller bookings had before: `-` is also in reseller ids (acme + x-{uuid} and acme-x + {uuid} met). Their
 * streams stay where they are and are read there (octo/locate-octo-booking.ts); new bookings get the key above.
 */
export const legacyOctoBookingStream = (reseller: string, uuid: string): string => `octo-booking-${reseller}-${uuid}`;

export const octoContact = z.object({
  fullName: z.string().max(200).nullable(),
  firstName: z.string().max(100).nullable(),
  lastName: z.string().max(100).nullable(),
  emailAddress: z.string().max(254).nullable(),
  phoneNumber: z.string().max(40).nullable(),
  locales: z.array(z.string().max(35)).max(10),
  postalCode: z.string().max(20).nullable(),
  country: z.string().max(2).nullable(),
  notes: z.string().max(1000).nullable(),
});
export type OctoContact = z.infer<typeof octoContact>;

export const octoUnitItem = z.object({ uuid: z.string().min(1).max(100), unitId: z.string().min(1) });

/** A pickup point of the option the reseller's customer is picked up at; null: none (meet at the meeting point). */
const octoPickup = z.object({ pointId: z.string().min(1).max(100) }).nullable();

/** What a reseller's booking is for: one option on one departure, its units, the seats its hold takes and its price. */
const octoLine = z.object({
  productId: z.string().min(1),
  optionId: z.string().min(1),
  availabilityId: z.string().min(1),
  slot: slotKey,
  timeZone,
  capacity: z.number().int().positive(),
  unitItems: z.array(octoUnitItem).min(1),
  /** Seats the hold takes. */
  quantity: z.number().int().positive(),
  total: money,
});

export const octoBookingEvents = eventRegistry({
  OctoBookingReserved: z.object({
    uuid: z.string().min(1),
    resellerId,
    /** The engine booking this reservation becomes on confirmation (derived from reseller and saleKey). */
    bookingId: z.string().min(1),
    /**
     * The random key the sale's ids come from, so nobody works them out from reseller and uuid; absent on reservations
     * made before it (their ids come from the uuid).
     */
    saleKey: z.string().min(1).max(100).optional(),
    /** The engine booking's order id (RH-XXXXXX): OCTO's supplierReference. */
    supplierReference: z.string().min(1),
    itemId: z.string().min(1),
    holdId: z.string().min(1),
    ...octoLine.shape,
    /** The pickup point asked for (OCTO pickups); absent on reservations made before pickups. */
    pickup: octoPickup.optional(),
    resellerReference: z.string().max(100).nullable(),
    notes: z.string().max(1000).nullable(),
    contact: octoContact,
    expiresAt: isoDateTime,
    reservedAt: isoDateTime,
  }),
  /**
   * A reservation moved to another departure, units or product before confirmation: the new seats were held (holdId)
   * before the earlier hold (`previous`) was given back.
   */
  OctoBookingRebooked: z.object({
    uuid: z.string().min(1),
    ...octoLine.shape,
    pickup: octoPickup.optional(),
    holdId: z.string().min(1),
    previous: z.object({ slot: slotKey, holdId: z.string().min(1) }),
    rebookedAt: isoDateTime,
  }),
  OctoBookingExtended: z.object({ uuid: z.string().min(1), expiresAt: isoDateTime, extendedAt: isoDateTime }),
  /** References, notes, contact and, on hold, the pickup point (null: none; absent: unchanged) changed by the reseller. */
  OctoBookingUpdated: z.object({
    uuid: z.string().min(1),
    resellerReference: z.string().max(100).nullable().optional(),
    notes: z.string().max(1000).nullable().optional(),
    contact: octoContact.optional(),
    pickup: octoPickup.optional(),
    updatedAt: isoDateTime,
  }),
  OctoBookingConfirmed: z.object({ uuid: z.string().min(1), contact: octoContact, resellerReference: z.string().max(100).nullable(), confirmedAt: isoDateTime }),
  /**
   * Cancelled by the reseller: before confirmation the hold goes back (stage reservation); after it the engine booking
   * was cancelled under the product's policy first (stage booking), and `refund` says what of the price comes back.
   */
  OctoBookingCancelled: z.object({ uuid: z.string().min(1), stage: z.enum(['reservation', 'booking']), refund: z.enum(['FULL', 'PARTIAL', 'NONE']), reason: z.string().max(500).nullable(), cancelledAt: isoDateTime }),
});
export type OctoBookingEvent = EventsOf<typeof octoBookingEvents>;
