import type { RecordedEvent, Subscription } from './port.ts';

/** A subscription's events as runs: its own runs when it has them, else one run per event. */
export async function* runsOf(subscription: Subscription): AsyncGenerator<readonly RecordedEvent[]> {
  if (subscription.runs) yield* subscription.runs();
  else for await (const event of subscription) yield [event];
}

/** The events of a generator of runs, one at a time, ending after the event being handled once `stopped()`. */
export async function* eventsOfRuns(runs: AsyncIterable<readonly RecordedEvent[]>, stopped: () => boolean): AsyncGenerator<RecordedEvent> {
  for await (const run of runs) {
    for (const event of run) {
      if (stopped()) return;
      yield event;
    }
  }
}
