import { expect } from 'vitest';

/**
 * A workflow (a saga's reaction) as its spec sees it: the stream's fold, and the steps one appended event leads to,
 * given the event's revision and the state after the whole append it belongs to.
 */
export interface Workflow<Event, State, Step> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  react: (event: Event, revision: number, stateAfterAppend: State) => Step[];
}

/**
 * Given/when/then for a workflow (emmett's WorkflowSpecification): the stream's state is folded from the given
 * events, never built by running commands; `when` is one append (its events take the revisions after the history),
 * and `then` the steps the workflow asks for, in order.
 *
 *   spec.given([CheckoutRequested]).when([ItemsHeld]).then([expire-hold, open-payment-session])
 */
export function workflowSpecFor<Event, State, Step>(workflow: Workflow<Event, State, Step>) {
  const fold = (events: readonly Event[], from: State = workflow.initialState()) => events.reduce(workflow.evolve, from);
  return {
    given(history: readonly Event[] = []) {
      return {
        when(...appended: Event[]) {
          const after = fold(appended, fold(history));
          const steps = () => appended.flatMap((event, i) => workflow.react(event, history.length + i, after));
          return {
            /** The steps, exactly and in order. */
            then(expected: readonly Step[]) {
              expect(steps()).toEqual(expected);
            },
            thenNothing() {
              expect(steps()).toEqual([]);
            },
            /** The steps and the state after the append, for assertions on part of them. */
            result: () => ({ steps: steps(), state: after }),
          };
        },
        /** The state the given events fold to (what a reconciler asks the workflow about). */
        state: () => fold(history),
      };
    },
  };
}
