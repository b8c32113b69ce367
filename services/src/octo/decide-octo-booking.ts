import type { EventStore } from '../platform/eventstore/port.ts';
import { OctoRuleError, type OctoBookingCommand, type OctoBookingState } from './octo-booking-decider.ts';
import { locateOctoBooking, octoBookings } from './octo-booking-stream.ts';
import { badRequest, unprocessable } from './octo-error.ts';

/**
 * Runs a command on a reseller's booking stream (read, decide, append at the read revision) and answers a refusal in
 * OCTO's terms: a uuid reused for another request is the reseller's mistake (400 BAD_REQUEST), every other rule
 * (expired, cancelled, confirmed) is UNPROCESSABLE_ENTITY. The one place OCTO's decider is run.
 */
export async function decideOctoBooking(store: EventStore, resellerId: string, command: OctoBookingCommand, commandId?: string): Promise<{ state: OctoBookingState; changed: boolean }> {
  try {
    const { newState, newEvents } = await octoBookings.handle(store, await locateOctoBooking(store, resellerId, command.data.uuid), command, commandId ? { commandId } : {});
    return { state: newState, changed: newEvents.length > 0 };
  } catch (err) {
    if (err instanceof OctoRuleError) throw err.code === 'uuidReused' ? badRequest(err.message) : unprocessable(err.message);
    throw err;
  }
}
