import { bookingEvents, bookingStream } from '@rihla/events/booking';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { createStateCache } from '../platform/command-handling/state-cache.ts';
import { bookingDecider } from './decider/booking-decider.ts';
import type { BookingState } from './decider/booking-state.ts';

/**
 * The booking streams' command handler. Every saga step and status check loads its booking, so folded states are
 * kept by revision (only the events appended since are read; evolveBooking never mutates a state) and recorded events
 * are validated once per process (a reaction re-reads a stream from before the cached state). A booking stream
 * takes concurrent steps (supplier answers, webhooks, timers), so a conflict is retried up to 20 times.
 */
export const bookings = commandHandlerFor({
  decider: bookingDecider,
  registry: bookingEvents,
  streamOf: bookingStream,
  stateCache: createStateCache<BookingState>(5_000),
  parsedEventsKept: 50_000,
  maxAttempts: 20,
});
