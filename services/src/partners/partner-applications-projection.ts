import type { Redis } from 'ioredis';
import { partnerEvents, type PartnerEvent } from '@rihla/events/identity';
import { readModelKeys, type DocumentProjection } from '../platform/projection-runner.ts';

export type PartnerApplicationDoc = Extract<PartnerEvent, { type: 'PartnerApplicationSubmitted' }>['data'] & { status: 'new' };

/** Ops' list of partner applications, one document per application. */
export const partnerApplicationsProjection: DocumentProjection<PartnerEvent> = {
  name: 'partner-applications',
  collections: ['applications'],
  handles: [...partnerEvents.types] as PartnerEvent['type'][],
  registry: partnerEvents,
  targets: (event) => [{ collection: 'applications', id: event.data.applicationId }],
  evolve: (doc, event) => (doc ?? ({ ...event.data, status: 'new' } satisfies PartnerApplicationDoc)),
};

/** Every application, newest first. */
export async function listPartnerApplications(redis: Redis, prefix: string): Promise<PartnerApplicationDoc[]> {
  const all = await redis.hvals(readModelKeys(prefix, partnerApplicationsProjection.name).collection('applications'));
  return all
    .map((raw) => JSON.parse(raw) as PartnerApplicationDoc)
    .sort((a, b) => (a.submittedAt < b.submittedAt ? 1 : a.submittedAt > b.submittedAt ? -1 : a.applicationId.localeCompare(b.applicationId)));
}
