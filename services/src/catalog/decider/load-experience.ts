import { catalogEvents, experienceStream } from '@rihla/events/catalog';
import { aggregateStream } from '../../platform/command-handling.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { experienceDecider, type ExperienceState } from './experience-decider.ts';

/** The experience as its own stream has it: the command side takes rules and prices from here, never from a read model. */
export async function loadExperience(store: EventStore, experienceId: string): Promise<ExperienceState> {
  const { state } = await aggregateStream(store, catalogEvents, experienceStream(experienceId), experienceDecider.evolve, experienceDecider.initialState());
  return state;
}
