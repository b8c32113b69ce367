import type { BookingEvent } from '@rihla/events/booking';
import type { RecordedEvent } from '../../platform/eventstore/port.ts';
import type { BookingState } from '../decider/booking-state.ts';

export interface EventAfterAppend {
  event: BookingEvent;
  revision: number;
  /** The booking once the whole append that wrote this event is applied. */
  state: BookingState;
  metadata: RecordedEvent['metadata'];
}

/**
 * For each event, the state once its whole append is applied: an append's events share a commandId, and the
 * workflow must not act on a half-applied decision (e.g. ItemsHeld before the ReviewRequired written with it).
 * `recorded` must run to the end of the stream, so every append in it is complete.
 */
export function statesAfterAppend(recorded: readonly RecordedEvent[], events: readonly BookingEvent[], after: readonly BookingState[]): EventAfterAppend[] {
  const out: EventAfterAppend[] = [];
  for (let i = 0; i < events.length; i++) {
    const { commandId } = recorded[i]!.metadata;
    let end = i;
    while (commandId !== undefined && end + 1 < recorded.length && recorded[end + 1]!.metadata.commandId === commandId) end++;
    out.push({ event: events[i]!, revision: recorded[i]!.revision, state: after[end]!, metadata: recorded[i]!.metadata });
  }
  return out;
}
