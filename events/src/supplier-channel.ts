import { z } from 'zod';

/**
 * The supplier channel's published contract (Kafka): the integration events suppliers receive and the answers they
 * send, versioned on their own (topic suffix and schemaVersion), never the engine's internal booking events. A
 * breaking change is a new topic version next to the old one; additive optional fields keep the version.
 *
 * v2 (2026-11-26) replaced v1, which changed incompatibly twice in place: per-supplier topics and answers signed
 * with their attempt and time. v2 also stops handing suppliers the engine's booking id: each supplier gets its own
 * reference of a booking (`bookingRef`, see services/src/suppliers/supplier-booking-reference.ts), and answers name
 * it. v1 is retired: nothing is published on the v1 topics any more, and an answer still sent on
 * supplier.booking-responses.v1 is not recorded but parked with the reason `retiredContract`.
 */
export const SUPPLIER_TOPICS = {
  /** One topic per supplier (supplierEventsTopic), so a cluster's ACLs give each supplier its own events only. */
  events: 'supplier.{supplierId}.booking-events.v2',
  /** Answers of every supplier (each may only WRITE here; the signature says who answered). */
  responses: 'supplier.booking-responses.v2',
  /** One per supplier (supplierDlqTopic): its own refused answers, under its own topic prefix. */
  responsesDlq: 'supplier.{supplierId}.booking-responses.dlq.v2',
  /** Answers no supplier's signature vouches for (unsigned, forged, no supplierId): for Rihla's ops only. */
  unauthenticatedDlq: 'rihla.supplier-answers.unauthenticated.dlq.v2',
} as const;

/** The retired v1 answer topic: still read, so an answer sent there is parked (`retiredContract`) instead of lost. */
export const RETIRED_RESPONSES_TOPIC_V1 = 'supplier.booking-responses.v1';

export const INTEGRATION_SCHEMA_VERSION = 2 as const;

const SUPPLIER_ID_IN_TOPIC = /^[A-Za-z0-9_-]{1,200}$/;

/** Whether a supplier id can name its topics (Kafka topic names: letters, digits, '.', '_' and '-'; no '.' here). */
export const supplierIdNamesTopics = (supplierId: string): boolean => SUPPLIER_ID_IN_TOPIC.test(supplierId);

const perSupplier = (template: string, supplierId: string): string => {
  if (!supplierIdNamesTopics(supplierId)) throw new Error(`supplier id ${JSON.stringify(supplierId)} cannot name a Kafka topic`);
  return template.replace('{supplierId}', supplierId);
};

/** The topic of one supplier's booking events. */
export const supplierEventsTopic = (supplierId: string): string => perSupplier(SUPPLIER_TOPICS.events, supplierId);

/** The topic of one supplier's refused answers. */
export const supplierDlqTopic = (supplierId: string): string => perSupplier(SUPPLIER_TOPICS.responsesDlq, supplierId);

/** Partitions of each supplier's events topic (key bookingRef keeps one booking's messages in order). */
export const SUPPLIER_EVENTS_PARTITIONS = 3;

/** A supplier's reference of one booking: opaque, its own (another supplier's reference of the same booking differs). */
export const bookingRef = z.string().min(1).max(200).describe("Your reference of the booking (Rihla's booking id is not shared with suppliers)");

const money = z.object({ amount: z.number().int().describe('minor units'), currency: z.string().length(3) });
const isoDateTime = z.string().describe('ISO-8601 UTC date-time');

/** What a supplier needs to run the booked item (titles in English; the supplier's own product ids). */
export const integrationItem = z.object({
  itemId: z.string(),
  /** 0 at checkout, +1 per retry of the item: a retry is a new request. */
  attempt: z.number().int().nonnegative(),
  experienceId: z.string(),
  optionId: z.string(),
  title: z.string(),
  optionTitle: z.string(),
  date: z.string().describe('local date, YYYY-MM-DD'),
  startTime: z.string().describe('local time, HH:MM'),
  timeZone: z.string().describe('IANA zone of date and startTime'),
  quantity: z.number().int().positive(),
  participants: z.object({ adult: z.number().int().nonnegative(), child: z.number().int().nonnegative(), infant: z.number().int().nonnegative() }),
  pickup: z.object({ pointId: z.string(), name: z.string(), time: z.string() }).nullable(),
});

/** The lead traveller, so the supplier can reach them on the day (no e-mail address: the engine sends the mails). */
const leadGuest = z.object({ name: z.string(), phone: z.string() });

const envelope = {
  /** The source event's id: stable across redeliveries, unique per supplier. De-duplicate on it. */
  messageId: z.string(),
  schemaVersion: z.literal(INTEGRATION_SCHEMA_VERSION),
  occurredAt: isoDateTime,
  supplierId: z.string(),
  /** This supplier's reference of the booking: key of the message, named again in answers. */
  bookingRef,
  /** The order number the buyer has (quoted on the day); reads nothing without the buyer's e-mail. */
  orderId: z.string(),
};

export const integrationEventSchemas = {
  'booking.item.requested': z.object({
    ...envelope,
    type: z.literal('booking.item.requested'),
    item: integrationItem,
    answerDueBy: isoDateTime,
    leadGuest,
  }),
  'booking.item.confirmed': z.object({
    ...envelope,
    type: z.literal('booking.item.confirmed'),
    item: integrationItem,
    supplierReference: z.string(),
    leadGuest,
  }),
  'booking.item.declined': z.object({
    ...envelope,
    type: z.literal('booking.item.declined'),
    itemId: z.string(),
    attempt: z.number().int().nonnegative(),
    reason: z.enum(['supplierDeclined', 'supplierTimeout']),
  }),
  'booking.item.failed': z.object({
    ...envelope,
    type: z.literal('booking.item.failed'),
    itemId: z.string(),
    attempt: z.number().int().nonnegative(),
    reason: z.enum(['supplierError']),
  }),
  'booking.cancelled': z.object({
    ...envelope,
    type: z.literal('booking.cancelled'),
    /** This supplier's items the buyer cancelled. */
    itemIds: z.array(z.string()).min(1),
  }),
  'booking.refund.issued': z.object({
    ...envelope,
    type: z.literal('booking.refund.issued'),
    refundId: z.string(),
    amount: money,
    /** This supplier's items the refund is for. */
    itemIds: z.array(z.string()),
  }),
  /** A guest checked in on the day: their ticket was scanned and redeemed (once; a second scan publishes nothing). */
  'booking.ticket.redeemed': z.object({
    ...envelope,
    type: z.literal('booking.ticket.redeemed'),
    itemId: z.string(),
    /** The ticket's reference as printed (TK-…): one per traveller, or per unit of a per-item product. */
    ticketRef: z.string(),
    /** When Rihla recorded the check-in. */
    redeemedAt: isoDateTime,
    /** When the scanning phone read the code (earlier than redeemedAt for a scan queued offline). */
    scannedAt: isoDateTime,
    /** The gate or device the scanner named (may be empty). */
    where: z.string(),
  }),
  /** After the departure started, a ticket nobody checked in was marked a no-show (no refund follows from it). */
  'booking.ticket.no_show': z.object({
    ...envelope,
    type: z.literal('booking.ticket.no_show'),
    itemId: z.string(),
    ticketRef: z.string(),
    markedAt: isoDateTime,
  }),
} as const;

export type IntegrationEventType = keyof typeof integrationEventSchemas;
export const integrationEventTypes = Object.keys(integrationEventSchemas) as IntegrationEventType[];
export type IntegrationEvent = { [T in IntegrationEventType]: z.infer<(typeof integrationEventSchemas)[T]> }[IntegrationEventType];

/** The headers every message on a supplier's booking-events topic carries (string values). */
export const INTEGRATION_HEADERS = ['messageId', 'type', 'schemaVersion', 'supplierId', 'traceparent'] as const;

/** How old a signed answer may be when the answer consumer reads it (its signedAt against Rihla's clock). */
export const ANSWER_MAX_AGE_MS = 15 * 60_000;
/** How far ahead of Rihla's clock a signedAt may be (the supplier's clock running fast). */
export const ANSWER_CLOCK_SKEW_MS = 2 * 60_000;

/**
 * A supplier's answer on supplier.booking-responses.v2 (headers supplierId and signature, see supplier-answer-signature).
 * The signed value names the item's attempt (from booking.item.requested) and when it was signed, so a captured
 * answer cannot be replayed against a later attempt of the item, nor long after it was sent.
 */
export const supplierAnswerMessage = z.strictObject({
  /** The bookingRef of the booking.item.requested it answers. */
  bookingRef,
  itemId: z.string().min(1).max(100),
  /** The item's attempt this answer is for: item.attempt of the booking.item.requested it answers. */
  attempt: z.number().int().nonnegative(),
  /** When the supplier signed it (ISO-8601 UTC); refused when older than 15 minutes or more than 2 minutes ahead. */
  signedAt: z.iso.datetime({ offset: false }),
  answer: z.enum(['confirmed', 'declined']),
  supplierReference: z.string().trim().min(1).max(100).optional(),
  reason: z.string().max(500).optional(),
});
export type SupplierAnswerMessage = z.infer<typeof supplierAnswerMessage>;

/**
 * Why an answer was parked; `internal`: it failed on every attempt for a reason of ours (Rihla's to fix and replay);
 * `retiredContract`: sent on the retired v1 topic.
 */
export const DLQ_REASONS = ['malformed', 'unauthenticated', 'stale', 'otherSupplier', 'unknownBooking', 'otherAttempt', 'conflict', 'internal', 'retiredContract'] as const;
export type DlqReason = (typeof DLQ_REASONS)[number];
