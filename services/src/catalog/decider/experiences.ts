import { catalogEvents, experienceStream } from '@rihla/events/catalog';
import { commandHandlerFor } from '../../platform/command-handling/command-handler-for.ts';
import { createStateCache } from '../../platform/command-handling/state-cache.ts';
import { experienceDecider, type ExperienceState } from './experience-decider.ts';

/** The experience streams' command handler: the command side takes rules and prices from here, never from a read model. */
export const experiences = commandHandlerFor({ decider: experienceDecider, registry: catalogEvents, streamOf: experienceStream, stateCache: createStateCache<ExperienceState>(2_000) });
