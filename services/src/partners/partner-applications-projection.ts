import type { Redis } from 'ioredis';
import { partnerEvents, type PartnerEvent } from '@rihla/events/identity';
import { inboxProjection, type InboxDoc } from '../platform/inbox-projection.ts';

/** Ops' view of one application: new until someone marks it handled (who and when). */
export type PartnerApplicationDoc = InboxDoc<PartnerEvent, 'PartnerApplicationSubmitted', 'handled'>;

/** Ops' list of partner applications, one document per application. */
export const partnerApplicationsProjection = inboxProjection<PartnerEvent, 'PartnerApplicationSubmitted', 'handled'>({
  name: 'partner-applications',
  collection: 'applications',
  registry: partnerEvents,
  idOf: (event) => event.data.applicationId,
  submitted: 'PartnerApplicationSubmitted',
  markedAs: 'handled',
});

/** Every application, newest first. */
export const listPartnerApplications = (redis: Redis, prefix: string): Promise<PartnerApplicationDoc[]> =>
  partnerApplicationsProjection.list(redis, prefix, (a, b) =>
    a.submittedAt < b.submittedAt ? 1 : a.submittedAt > b.submittedAt ? -1 : a.applicationId.localeCompare(b.applicationId),
  );
