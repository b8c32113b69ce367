import type { Redis } from 'ioredis';
import { enquiryEvents, type EnquiryEvent, type EnquiryKind } from '@rihla/events/enquiries';
import { inboxProjection, type InboxDoc } from '../platform/inbox-projection.ts';

/** Ops' view of one enquiry: new until someone marks it answered (who and when). */
export type EnquiryDoc = InboxDoc<EnquiryEvent, 'EnquirySubmitted', 'answered'>;

/** Ops' inbox of contact and feedback messages, one document per enquiry. */
export const enquiriesProjection = inboxProjection<EnquiryEvent, 'EnquirySubmitted', 'answered'>({
  name: 'enquiries',
  registry: enquiryEvents,
  idOf: (event) => event.data.enquiryId,
  submitted: 'EnquirySubmitted',
  markedAs: 'answered',
});

/** Every enquiry (optionally of one kind), newest first. */
export async function listEnquiries(redis: Redis, prefix: string, kind?: EnquiryKind): Promise<EnquiryDoc[]> {
  const all = await enquiriesProjection.list(redis, prefix, (a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.enquiryId.localeCompare(b.enquiryId)));
  return all.filter((e) => kind === undefined || e.kind === kind);
}
