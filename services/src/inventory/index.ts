/** inventory's public face: what other modules and main/ import from inventory (main/ also its module.ts); the rest is inside. */
export { bookHeldSeats } from './book-held-seats.ts';
export { holdSeats, type HoldRefusal } from './hold-seats.ts';
export { expireHold, extendHold, releaseHold } from './release-hold.ts';
export { returnSeats } from './return-seats.ts';
export { SlotRuleError, remainingSeats, type SlotState } from './slot-decider.ts';
export { SLOT_COLLECTION, evolveSlotDocument, slotProjection, type SlotDocument } from './slot-projection.ts';
export { slots } from './slots.ts';
