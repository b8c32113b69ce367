import { expect } from 'vitest';
import type { Decider } from '../command-handling/decider.ts';

/**
 * Given/when/then for a decider (emmett's DeciderSpecification): the state is folded from the given events, never
 * built by running commands, so a spec states exactly the history it depends on.
 *
 *   spec.given([SlotOpened, SeatsHeld]).when(BookSeats).then([SeatsBooked])
 *   spec.given([...]).when(HoldSeats).thenThrows(SlotRuleError, /reused/)
 */
export function deciderSpecFor<Command, Event, State>(decider: Decider<Command, Event, State>) {
  const fold = (events: readonly Event[], from: State = decider.initialState()) => events.reduce(decider.evolve, from);
  return {
    given(history: readonly Event[] = []) {
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, fold(history));
          return {
            /** The events the command decides, exactly. */
            then(expected: readonly Event[]) {
              expect(decide()).toEqual(expected);
            },
            /** Nothing to append: the command is a repeat or changes nothing. */
            thenNothing() {
              expect(decide()).toEqual([]);
            },
            /** A rule error: its class, and its message or fields (e.g. `{ code: 'invalidToken' }`). */
            thenThrows(error: abstract new (...args: never[]) => Error, expected?: string | RegExp | Record<string, unknown>) {
              expect(decide).toThrow(error);
              if (typeof expected === 'string' || expected instanceof RegExp) expect(decide).toThrow(expected);
              else if (expected !== undefined) {
                try {
                  decide();
                } catch (err) {
                  expect(err).toMatchObject(expected);
                }
              }
            },
            /** The decided events and the state they fold to, for assertions on derived values. */
            result() {
              const events = decide();
              return { events, state: fold(events, fold(history)) };
            },
          };
        },
        /** The state the given events fold to. */
        state: () => fold(history),
      };
    },
  };
}
