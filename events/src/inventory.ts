import { z } from 'zod';
import { isoDate, isoDateTime, localTime, timeZone } from './common.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

export const slotKey = z.object({
  experienceId: z.string().min(1),
  optionId: z.string().min(1),
  date: isoDate,
  startTime: localTime,
});
export type SlotKey = z.infer<typeof slotKey>;

/** `slot-{experienceId}-{optionId}-{yyyymmdd}-{hhmm}`: one stream per bookable departure. */
export const slotStream = (k: SlotKey): string =>
  `slot-${k.experienceId}-${k.optionId}-${k.date.replaceAll('-', '')}-${k.startTime.replace(':', '')}`;

export const inventoryEvents = eventRegistry({
  SlotOpened: slotKey.extend({ slotId: z.string().min(1), capacity: z.number().int().positive(), timeZone }),
  SeatsHeld: z.object({
    slotId: z.string().min(1),
    holdId: z.string().min(1),
    bookingId: z.string().min(1),
    quantity: z.number().int().positive(),
    expiresAt: isoDateTime,
    /** Who holds the seats when a per-holder cap applies (`reseller:{id}`); absent on storefront holds. */
    holder: z.string().min(1).max(100).optional(),
  }),
  /** A hold kept for longer (a reseller's reservation extended, or confirmed and handed to its booking). */
  HoldExtended: z.object({ slotId: z.string().min(1), holdId: z.string().min(1), expiresAt: isoDateTime }),
  HoldReleased: z.object({ slotId: z.string().min(1), holdId: z.string().min(1), reason: z.string().min(1) }),
  HoldExpired: z.object({ slotId: z.string().min(1), holdId: z.string().min(1) }),
  SeatsBooked: z.object({ slotId: z.string().min(1), holdId: z.string().min(1), bookingId: z.string().min(1), quantity: z.number().int().positive() }),
  SeatsReturned: z.object({
    slotId: z.string().min(1),
    /** The booked hold the seats came from; makes a return idempotent per hold (absent on returns written before it existed). */
    holdId: z.string().min(1).optional(),
    bookingId: z.string().min(1),
    quantity: z.number().int().positive(),
    reason: z.string().min(1),
  }),
});

export type InventoryEvent = EventsOf<typeof inventoryEvents>;

export const inventoryCommand = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('HoldSeats'),
    data: slotKey.extend({
      holdId: z.string().min(1),
      bookingId: z.string().min(1),
      quantity: z.number().int().positive(),
      capacity: z.number().int().positive(),
      timeZone,
      now: isoDateTime,
      expiresAt: isoDateTime,
      /** A held hold of the same booking on this slot the new one replaces: given back in the same append, its seats counted free. */
      replacing: z.string().min(1).optional(),
      /**
       * A holder with a cap on this slot: its held (unexpired) and booked seats here, this hold included, stay within
       * `limit`, or nothing is held (checked against the folded stream, so two requests cannot both pass the cap).
       */
      holder: z.object({ id: z.string().min(1).max(100), limit: z.number().int().nonnegative() }).optional(),
    }),
  }),
  z.object({ type: z.literal('ReleaseHold'), data: z.object({ holdId: z.string().min(1), reason: z.string().min(1) }) }),
  z.object({ type: z.literal('ExtendHold'), data: z.object({ holdId: z.string().min(1), now: isoDateTime, expiresAt: isoDateTime }) }),
  z.object({ type: z.literal('ExpireHold'), data: z.object({ holdId: z.string().min(1), now: isoDateTime }) }),
  z.object({ type: z.literal('BookSeats'), data: z.object({ holdId: z.string().min(1) }) }),
  z.object({ type: z.literal('ReturnSeats'), data: z.object({ holdId: z.string().min(1), bookingId: z.string().min(1), quantity: z.number().int().positive(), reason: z.string().min(1) }) }),
]);
export type InventoryCommand = z.infer<typeof inventoryCommand>;
