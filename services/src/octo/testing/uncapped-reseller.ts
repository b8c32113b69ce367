import type { CappedReseller } from '../reseller-caps.ts';

/** A reseller for specs that call the use cases directly: whole departures allowed, nothing on hold elsewhere. */
export const uncappedReseller = (resellerId: string, name: string): CappedReseller => ({
  resellerId,
  name,
  caps: { maxHeldSeats: Number.MAX_SAFE_INTEGER, maxDepartureShare: 1 },
  seatsOnHold: async () => 0,
});
