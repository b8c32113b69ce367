import { inventoryEvents, type InventoryEvent, type SlotKey } from '@rihla/events/inventory';
import type { RecordedEvent } from '../platform/eventstore/port.ts';
import type { DocumentProjection } from '../platform/projection-runner.ts';
import { unreachable } from '../platform/unreachable.ts';

export interface SlotHold {
  bookingId: string;
  quantity: number;
  expiresAt: string;
}

/**
 * Seats of one departure as the read model stores it, keyed by the slot's stream name (`slotStream(key)`), so a
 * reader that knows experience, option, date and start time finds it without an index.
 */
export interface SlotDocument {
  slotId: string;
  /** Null only if seat events ever arrive for a slot that was never opened (then capacity is 0). */
  key: (SlotKey & { timeZone: string }) | null;
  capacity: number;
  /** Active holds by holdId; a hold past its expiresAt still counts here until HoldExpired, readers with a clock may ignore it. */
  holds: Record<string, SlotHold>;
  held: number;
  booked: number;
  remaining: number;
}

export const SLOT_COLLECTION = 'slots';

const emptySlot = (slotId: string): SlotDocument => ({ slotId, key: null, capacity: 0, holds: {}, held: 0, booked: 0, remaining: 0 });

function withTotals(doc: SlotDocument): SlotDocument {
  const held = Object.values(doc.holds).reduce((n, h) => n + h.quantity, 0);
  return { ...doc, held, remaining: Math.max(0, doc.capacity - held - doc.booked) };
}

function withoutHold(holds: Record<string, SlotHold>, holdId: string): Record<string, SlotHold> {
  const { [holdId]: _gone, ...rest } = holds;
  return rest;
}

/** Pure fold of one inventory event into its slot document. */
export function evolveSlotDocument(current: SlotDocument | null, event: InventoryEvent): SlotDocument {
  const doc = current ?? emptySlot(event.data.slotId);
  switch (event.type) {
    case 'SlotOpened': {
      const { slotId, capacity, timeZone, experienceId, optionId, date, startTime } = event.data;
      return withTotals({ ...doc, slotId, capacity, key: { experienceId, optionId, date, startTime, timeZone } });
    }
    case 'SeatsHeld': {
      const { holdId, bookingId, quantity, expiresAt } = event.data;
      return withTotals({ ...doc, holds: { ...doc.holds, [holdId]: { bookingId, quantity, expiresAt } } });
    }
    case 'HoldExtended': {
      const hold = doc.holds[event.data.holdId];
      return hold ? withTotals({ ...doc, holds: { ...doc.holds, [event.data.holdId]: { ...hold, expiresAt: event.data.expiresAt } } }) : doc;
    }
    case 'HoldReleased':
    case 'HoldExpired':
      return withTotals({ ...doc, holds: withoutHold(doc.holds, event.data.holdId) });
    case 'SeatsBooked': {
      // Booking converts the hold; if the hold is unknown here the booked quantity still counts.
      return withTotals({ ...doc, holds: withoutHold(doc.holds, event.data.holdId), booked: doc.booked + event.data.quantity });
    }
    case 'SeatsReturned':
      return withTotals({ ...doc, booked: Math.max(0, doc.booked - event.data.quantity) });
    default:
      return unreachable(event);
  }
}

/** Inventory read model: one document per slot with capacity, active holds, booked and remaining seats. */
export const slotProjection: DocumentProjection<InventoryEvent> = {
  name: 'inventory-slots',
  collections: [SLOT_COLLECTION],
  handles: [...inventoryEvents.types] as InventoryEvent['type'][],
  registry: inventoryEvents,
  targets: (_event, recorded: RecordedEvent) => [{ collection: SLOT_COLLECTION, id: recorded.streamName }],
  evolve: (doc, event) => evolveSlotDocument(doc as SlotDocument | null, event),
};
