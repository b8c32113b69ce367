import type { ModuleDefinition } from '../platform/module.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { slotProjection } from './slot-projection.ts';

/** Seats per slot: holds, bookings and returns; no routes of its own (the cart, booking and OCTO use its functions). */
export const inventoryModule: ModuleDefinition = {
  name: 'inventory',
  projections: [registerProjection(slotProjection)],
};
