import { z } from 'zod';
import { isoDate, isoDateTime, localizedText, localTime, READABLE_ALPHABET, timeZone } from './common.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/**
 * `ticket-{ref}`: one ticket's day of the tour. Appended with the expected revision the scan folded, so several
 * scanners on one departure never redeem a ticket twice.
 */
export const ticketStream = (ticketRef: string): string => `ticket-${ticketRef}`;

/** A ticket reference as printed and typed: `TK-` and ten characters of the order-id alphabet (no 0/O, 1/I/L). */
export const ticketRefPattern = new RegExp(`^TK-[${READABLE_ALPHABET}]{10}$`);
export const ticketRef = z.string().regex(ticketRefPattern, 'a ticket reference such as TK-7K3P9Q2M4X');

/** Who scanned or marked: the staff account and the name it signs with (shown as "checked in at 09:41 by …"). */
export const staffActor = z.object({ customerId: z.string().min(1), name: z.string().min(1).max(200) });

/** A departure: one slot of one option of one experience. */
export const departureKey = z.object({ experienceId: z.string().min(1).max(100), optionId: z.string().min(1).max(100), date: isoDate, startTime: localTime });
export type DepartureKey = z.infer<typeof departureKey>;

export const ticketEvents = eventRegistry({
  TicketRedeemed: z.object({
    ticketRef,
    bookingId: z.string().min(1),
    itemId: z.string().min(1),
    supplierId: z.string().min(1),
    by: staffActor,
    /** Where: the gate or device the scanner named (free text, may be empty). */
    where: z.string().max(100),
    /** The phone's scan id: the same scan sent again (offline replay) is recognised, not refused. */
    scanId: z.string().min(1).max(100),
    /** When the phone read the code (offline scans arrive later). */
    scannedAt: isoDateTime,
    /** When the server recorded it. */
    at: isoDateTime,
  }),
  /** After the start time, a ticket nobody scanned: no refund under the item's cancellation policy (see docs/day-of-tour.md). */
  TicketNoShowMarked: z.object({
    ticketRef,
    bookingId: z.string().min(1),
    itemId: z.string().min(1),
    supplierId: z.string().min(1),
    by: staffActor,
    at: isoDateTime,
  }),
});
export type TicketEvent = EventsOf<typeof ticketEvents>;

/** Why a scan did not check a guest in; every reason has a sentence in both languages (the storefront shows it). */
export const scanRefusalCode = z.enum(['unreadable', 'forged', 'unknown', 'otherSupplier', 'cancelled', 'notConfirmed', 'alreadyCheckedIn', 'wrongDeparture', 'wrongDay', 'noShow']);
export type ScanRefusalCode = z.infer<typeof scanRefusalCode>;

/** One scan from a phone: a QR's text or a typed reference, the time the phone read it, and its own id. */
export const scanInput = z.strictObject({
  scanId: z.string().min(8).max(100),
  code: z.string().min(1).max(300),
  scannedAt: isoDateTime,
  /** The departure the scanner is checking in; without it, the ticket must be for today (the departure's zone). */
  departure: departureKey.optional(),
  where: z.string().max(100).default(''),
});
export type ScanInput = z.infer<typeof scanInput>;

/** A batch of scans (one when online, the queued ones after a network loss), answered one by one in order. */
export const scanBatch = z.strictObject({ scans: z.array(scanInput).min(1).max(50) });

/** What a scanner may show of a ticket: only after the code proved to be a genuine ticket of the scanner's supplier. */
export const ticketSummary = z
  .object({
    ticketRef,
    orderId: z.string(),
    guest: z.string(),
    product: localizedText,
    option: localizedText,
    departure: departureKey.extend({ timeZone }),
    location: localizedText,
    /** This ticket's unit (adult, child, infant, or item for per-item products) and its number in the booking item. */
    unit: z.string(),
    number: z.number().int().positive(),
    of: z.number().int().positive(),
    participants: z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() }),
    extras: z.array(z.object({ title: localizedText, quantity: z.number().int() })),
    pickup: z.object({ name: localizedText, time: localTime }).nullable(),
  })
  .meta({ id: 'TicketSummary' });
export type TicketSummary = z.infer<typeof ticketSummary>;

export const scanResult = z
  .object({
    scanId: z.string(),
    outcome: z.enum(['checkedIn', 'refused']),
    /** Set when refused. */
    code: scanRefusalCode.nullable(),
    message: localizedText,
    /** The ticket, once the code is a genuine ticket the scanner may see; null for forged, unknown or other-supplier codes. */
    ticket: ticketSummary.nullable(),
    /** The redemption this answer is about (the new one, or the earlier one for "already checked in"). */
    redemption: z.object({ at: isoDateTime, scannedAt: isoDateTime, by: z.string(), where: z.string() }).nullable(),
    /** A scan replayed from the phone's offline queue that lost to another scanner. */
    conflict: z.boolean(),
  })
  .meta({ id: 'ScanResult' });
export type ScanResult = z.infer<typeof scanResult>;
export const scanResults = z.object({ results: z.array(scanResult) }).meta({ id: 'ScanResults' });

/** A booking's tickets as the booking page shows them: the QR's text only while the ticket works. */
export const bookingTickets = z
  .object({
    bookingId: z.string(),
    orderId: z.string(),
    items: z.array(
      z.object({
        itemId: z.string(),
        title: localizedText,
        optionTitle: localizedText,
        departure: departureKey.extend({ timeZone }),
        /** A day ticket: valid all day on the departure's date, the venue's hours that date (absent: a timed departure). */
        validAllDay: z.object({ opens: localTime, closes: localTime }).optional(),
        location: localizedText,
        pickup: z.object({ name: localizedText, time: localTime }).nullable(),
        status: z.enum(['confirmed', 'onRequest', 'cancelled']),
        tickets: z.array(
          z.object({
            ticketRef,
            /** What the QR encodes (signed reference); null when the ticket does not work (cancelled, not confirmed yet). */
            code: z.string().nullable(),
            unit: z.enum(['adult', 'child', 'infant', 'item']),
            number: z.number().int().positive(),
            of: z.number().int().positive(),
            state: z.enum(['notYet', 'checkedIn', 'noShow']),
            at: isoDateTime.nullable(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'BookingTickets' });
export type BookingTickets = z.infer<typeof bookingTickets>;

/** A departure on a date, for the scanner's and the manifest's pickers. */
/** A day ticket's day (OPENING_HOURS): valid all day within these hours; its departure's startTime is the opening time, no start. */
const validAllDay = z.object({ opens: localTime, closes: localTime }).optional();
export const departureSummary = departureKey.extend({ supplierId: z.string(), title: localizedText, optionTitle: localizedText, timeZone, validAllDay, guests: z.number().int(), checkedIn: z.number().int() });
export const departuresOnDate = z.object({ date: isoDate, departures: z.array(departureSummary) }).meta({ id: 'DeparturesOnDate' });
export type DeparturesOnDate = z.infer<typeof departuresOnDate>;

/** One line of a departure's manifest: a booking item with its guest, units, pickup, extras and each ticket's state. */
export const manifestLine = z.object({
  orderId: z.string(),
  itemId: z.string(),
  guest: z.string(),
  phone: z.string(),
  participants: z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() }),
  pickup: z.object({ name: localizedText, time: localTime }).nullable(),
  extras: z.array(z.object({ title: localizedText, quantity: z.number().int() })),
  /** Notes for the guide: not collected at checkout today, so empty unless the booking carries some. */
  notes: z.string(),
  status: z.enum(['confirmed', 'onRequest', 'cancelled']),
  tickets: z.array(z.object({ ticketRef, unit: z.enum(['adult', 'child', 'infant', 'item']), state: z.enum(['notYet', 'checkedIn', 'noShow']), at: isoDateTime.nullable(), by: z.string().nullable() })),
});
export const departureManifest = z
  .object({
    departure: departureKey.extend({ timeZone }),
    title: localizedText,
    optionTitle: localizedText,
    location: localizedText,
    validAllDay,
    startsAt: isoDateTime,
    /** After the start time (a day ticket: its closing time) the rest may be marked no-show. */
    started: z.boolean(),
    totals: z.object({ tickets: z.number().int(), checkedIn: z.number().int(), noShow: z.number().int(), notYet: z.number().int() }),
    lines: z.array(manifestLine),
  })
  .meta({ id: 'DepartureManifest' });
export type DepartureManifest = z.infer<typeof departureManifest>;
export const noShowsMarked = z.object({ marked: z.number().int(), message: localizedText }).meta({ id: 'NoShowsMarked' });
