import type { Redis } from 'ioredis';
import type { BookingItem } from '@rihla/events/booking';
import type { LocalizedText } from '@rihla/events/common';
import { sharedSecretOf } from '../platform/shared-secret.ts';
import { signedTicketCode } from './ticket-code.ts';
import { ticketsOfItem, type IssuedTicket } from './tickets-of-item.ts';

/** One working ticket as the buyer carries it (confirmation e-mail, PDF, wallet): its QR text and what it is for. */
export interface TicketQr {
  ticketRef: string;
  /** What the QR encodes: `RIHLA-T1.<ref>.<mac>` (no personal data). */
  code: string;
  itemId: string;
  title: LocalizedText;
  optionTitle: LocalizedText;
  /** The departure, local date and time in its zone. */
  date: string;
  startTime: string;
  /** A day ticket: valid all day on `date`, the venue's hours that date. */
  validAllDay?: { opens: string; closes: string };
  timeZone: string;
  unit: IssuedTicket['unit'];
  number: number;
  of: number;
}

/**
 * The tickets of a booking's confirmed items with their signed codes (pure: the booking's items and their statuses in,
 * as the booking's stream has them now). Items not confirmed, or cancelled, have none: their codes do not work.
 */
export function bookingTicketCodes(secret: string, bookingId: string, items: readonly { item: BookingItem; status: string }[]): TicketQr[] {
  return items
    .filter((i) => i.status === 'confirmed')
    .flatMap(({ item }) =>
      ticketsOfItem(bookingId, item).map((t) => ({
        ticketRef: t.ticketRef,
        code: signedTicketCode(secret, t.ticketRef),
        itemId: item.itemId,
        title: item.title,
        optionTitle: item.optionTitle,
        date: item.slot.date,
        startTime: item.slot.startTime,
        ...(item.validAllDay ? { validAllDay: item.validAllDay } : {}),
        timeZone: item.timeZone,
        unit: t.unit,
        number: t.number,
        of: t.of,
      })),
    );
}

/** The ticket secret every process signs and checks with: TICKET_SECRET, or the one drawn once and kept in Redis. */
export const ticketSecretOf = (configured: string | undefined, redis: Redis, prefix: string): Promise<string> => sharedSecretOf(configured, redis, `${prefix}tickets:secret`);
