import type { TimeZone } from '@rihla/events/common';
import type { SlotKey } from '@rihla/events/inventory';
import type { EventStore } from '../platform/eventstore/port.ts';
import { holderSeats, remainingSeats } from './slot-decider.ts';
import { slots } from './slots.ts';

export interface HoldSeatsInput {
  slot: SlotKey;
  /** The option's capacity per slot; used when this hold opens the slot, ignored once it is open. */
  capacity: number;
  timeZone: TimeZone;
  holdId: string;
  bookingId: string;
  quantity: number;
  now: Date;
  expiresAt: Date;
  /** A held hold of the same booking on this slot that the new one replaces, in the same append. */
  replacing?: string;
  /** A holder capped on this slot (a reseller): its held and booked seats here stay within `limit`. */
  holder?: { id: string; limit: number };
}

/** A refused hold: the seats still free now, and the holder's seats on the slot when a cap applied. */
export type HoldRefusal = { ok: false; remaining: number; holderSeats?: number };

/**
 * Holds seats on a departure until `expiresAt`, opening the slot on first use. Idempotent on holdId: asking again
 * for a hold that exists answers from the stream and appends nothing. A refusal carries the seats still free now.
 */
export async function holdSeats(store: EventStore, input: HoldSeatsInput): Promise<{ ok: true } | HoldRefusal> {
  const { slot, holdId } = input;
  const { newState } = await slots.handle(
    store,
    slot,
    {
      type: 'HoldSeats',
      data: {
        ...slot,
        holdId,
        bookingId: input.bookingId,
        quantity: input.quantity,
        capacity: input.capacity,
        timeZone: input.timeZone,
        now: input.now.toISOString(),
        expiresAt: input.expiresAt.toISOString(),
        ...(input.replacing !== undefined ? { replacing: input.replacing } : {}),
        ...(input.holder !== undefined ? { holder: input.holder } : {}),
      },
    },
    { commandId: `hold:${holdId}` },
  );
  const hold = newState.status === 'open' ? newState.holds[holdId] : undefined;
  if (hold && (hold.status === 'held' || hold.status === 'booked')) return { ok: true };
  const remaining = remainingSeats(newState, input.capacity, input.now);
  if (input.holder === undefined) return { ok: false, remaining };
  return { ok: false, remaining, holderSeats: holderSeats(newState, input.holder.id, input.now, input.replacing) };
}
