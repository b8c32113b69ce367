import { catalogEvents, type CatalogEvent } from '@rihla/events/catalog';
import { eventIdFor } from '../../platform/command-handling/decider.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import type { Logger } from '../../platform/log.ts';
import { experiences as experienceStreams } from '../decider/experiences.ts';
import { generateCatalog } from './generate-catalog.ts';

export interface SeedCatalogResult {
  /** True when every stream was already there: nothing was appended. */
  alreadySeeded: boolean;
  appendedEvents: number;
  experiences: number;
}

const streamExists = async (store: EventStore, streamName: string) => (await store.readStream(streamName, { maxCount: 1 })).length > 0;

/**
 * Appends the generated catalog. Experiences go through the experience decider like any publish command; ids are
 * derived from the seed and stream, so a seeding run that was interrupted can simply run again: streams already
 * there are skipped and a repeated append of the same event ids is a no-op.
 */
export async function seedCatalog(store: EventStore, o: { seed: number; size: number; log?: Logger }): Promise<SeedCatalogResult> {
  const streams = generateCatalog({ seed: o.seed, size: o.size });
  let appendedEvents = 0;
  let experiences = 0;
  for (const [i, { streamName, events }] of streams.entries()) {
    if (await streamExists(store, streamName)) continue;
    const commandId = `seed-catalog:${o.seed}:${streamName}`;
    const [first] = events;
    if (first?.type === 'ExperiencePublished') {
      const r = await experienceStreams.handle(store, first.data.experienceId, { type: 'PublishExperience', data: first.data }, { commandId });
      appendedEvents += r.newEvents.length;
      experiences++;
    } else {
      await store.appendToStream(
        streamName,
        events.map((e: CatalogEvent, index) => ({ id: eventIdFor(commandId, index), ...catalogEvents.serialize(e) })),
        { expectedRevision: 'no_stream' },
      );
      appendedEvents += events.length;
    }
    if (o.log && i % 100 === 0) o.log.info({ streams: i, of: streams.length }, 'seeding catalog');
  }
  return { alreadySeeded: appendedEvents === 0, appendedEvents, experiences };
}
