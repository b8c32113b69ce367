import { octoBookingEvents, octoBookingStream } from '@rihla/events/octo';
import { handleCommand, type HandleCommandResult } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { OctoBookingEvent } from '@rihla/events/octo';
import { octoBookingDecider, type OctoBookingCommand, type OctoBookingState } from './octo-booking-decider.ts';

export async function loadOctoBooking(store: EventStore, resellerId: string, uuid: string): Promise<{ state: OctoBookingState; revision: number }> {
  const recorded = await store.readStream(octoBookingStream(resellerId, uuid));
  const state = recorded.map((r) => octoBookingEvents.parse(r)).reduce(octoBookingDecider.evolve, octoBookingDecider.initialState());
  return { state, revision: recorded.length ? recorded[recorded.length - 1]!.revision : -1 };
}

export function runOctoBookingCommand(
  store: EventStore,
  resellerId: string,
  uuid: string,
  command: OctoBookingCommand,
  commandId?: string,
): Promise<HandleCommandResult<OctoBookingEvent, OctoBookingState>> {
  return handleCommand({ store, registry: octoBookingEvents, decider: octoBookingDecider, streamName: octoBookingStream(resellerId, uuid), command, ...(commandId ? { commandId } : {}) });
}
