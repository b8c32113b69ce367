import { octoBookingEvents, octoBookingStream } from '@rihla/events/octo';
import { commandHandlerFor } from '../platform/command-handling.ts';
import { octoBookingDecider } from './octo-booking-decider.ts';

/** A reseller's booking stream, by `{resellerId}-{uuid}` (the uuid is the reseller's own, unique only per reseller). */
export const octoBookings = commandHandlerFor({
  decider: octoBookingDecider,
  registry: octoBookingEvents,
  streamOf: (resellerAndUuid) => `octo-booking-${resellerAndUuid}`,
});

export const octoBookingIdOf = (resellerId: string, uuid: string): string => octoBookingStream(resellerId, uuid).slice('octo-booking-'.length);
