import type { Redis } from 'ioredis';
import { partnerEvents, type PartnerEvent } from '@rihla/events/identity';
import { readModelKeys, type DocumentProjection } from '../platform/projection-runner.ts';
import { unreachable } from '../platform/unreachable.ts';
import { markedDoc } from '../platform/marked-doc.ts';

type Submitted = Extract<PartnerEvent, { type: 'PartnerApplicationSubmitted' }>['data'];
/** Ops' view of one application: new until someone marks it handled (who and when). */
export type PartnerApplicationDoc = Submitted & ({ status: 'new' } | { status: 'handled'; handledAt: string; handledBy: string });

/** Ops' list of partner applications, one document per application. */
export const partnerApplicationsProjection: DocumentProjection<PartnerEvent> = {
  name: 'partner-applications',
  collections: ['applications'],
  handles: [...partnerEvents.types] as PartnerEvent['type'][],
  registry: partnerEvents,
  targets: (event) => [{ collection: 'applications', id: event.data.applicationId }],
  evolve: (doc, event) => {
    const current = doc as PartnerApplicationDoc | null;
    switch (event.type) {
      // The first record stands: a replayed event never rewrites it.
      case 'PartnerApplicationSubmitted':
        return current ?? ({ ...event.data, status: 'new' } satisfies PartnerApplicationDoc);
      case 'PartnerApplicationHandled':
        return markedDoc<PartnerApplicationDoc>(current, { status: 'handled', handledAt: event.data.at, handledBy: event.data.by });
      default:
        return unreachable(event);
    }
  },
};

/** Every application, newest first. */
export async function listPartnerApplications(redis: Redis, prefix: string): Promise<PartnerApplicationDoc[]> {
  const all = await redis.hvals(readModelKeys(prefix, partnerApplicationsProjection.name).collection('applications'));
  return all
    .map((raw) => JSON.parse(raw) as PartnerApplicationDoc)
    .sort((a, b) => (a.submittedAt < b.submittedAt ? 1 : a.submittedAt > b.submittedAt ? -1 : a.applicationId.localeCompare(b.applicationId)));
}
