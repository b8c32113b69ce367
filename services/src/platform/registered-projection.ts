import type { Redis } from 'ioredis';
import type { EventStore } from './eventstore/port.ts';
import type { Logger } from './log.ts';
import { startProjection, type DocumentProjection, type ProjectionRunner } from './projection-runner.ts';

export interface ProjectionDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  log?: Logger;
}

/** A projection with its event type erased, so read models of different contexts can sit in one list. */
export interface RegisteredProjection {
  name: string;
  collections: readonly string[];
  /** Its sorted-set indexes, dropped and swapped with the collections. */
  indexes: readonly string[];
  /** Shape version of its documents (see DocumentProjection.version). */
  version: number;
  start(deps: ProjectionDeps, options?: { batchSize?: number }): Promise<ProjectionRunner>;
}

export function registerProjection<Event extends { type: string; data: unknown }>(projection: DocumentProjection<Event>): RegisteredProjection {
  return {
    name: projection.name,
    collections: projection.collections,
    indexes: projection.indexes ?? [],
    version: projection.version ?? 1,
    start: (deps, options = {}) => startProjection({ ...deps, ...options, projection }),
  };
}
