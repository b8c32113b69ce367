import { legacyOctoBookingStream, octoBookingEvents, octoBookingStream } from '@rihla/events/octo';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { octoBookingDecider } from './octo-booking-decider.ts';

const PREFIX = 'octo-booking-';

/** A reseller's booking stream, by its key after `octo-booking-` (`{resellerId}.{uuid}`, or a legacy `{resellerId}-{uuid}`). */
export const octoBookings = commandHandlerFor({
  decider: octoBookingDecider,
  registry: octoBookingEvents,
  streamOf: (key) => `${PREFIX}${key}`,
});

/**
 * Where a reseller's booking lives: under today's key, or, for a booking made before the key changed, under its
 * legacy key (read and written there; the path uuid is a UUID and the owner is checked, so the legacy key can no
 * longer name another reseller's booking). A booking that exists nowhere yet gets today's key.
 */
export async function locateOctoBooking(store: EventStore, resellerId: string, uuid: string): Promise<string> {
  const key = octoBookingStream(resellerId, uuid).slice(PREFIX.length);
  if ((await octoBookings.load(store, key)).revision >= 0) return key;
  const legacy = legacyOctoBookingStream(resellerId, uuid).slice(PREFIX.length);
  return (await octoBookings.load(store, legacy)).revision >= 0 ? legacy : key;
}
