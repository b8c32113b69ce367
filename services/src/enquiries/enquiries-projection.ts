import type { Redis } from 'ioredis';
import { enquiryEvents, type EnquiryEvent, type EnquiryKind } from '@rihla/events/enquiries';
import { readModelKeys, type DocumentProjection } from '../platform/projection-runner.ts';

export type EnquiryDoc = Extract<EnquiryEvent, { type: 'EnquirySubmitted' }>['data'] & { status: 'new' };

/** Ops' inbox of contact and feedback messages, one document per enquiry. */
export const enquiriesProjection: DocumentProjection<EnquiryEvent> = {
  name: 'enquiries',
  collections: ['enquiries'],
  handles: [...enquiryEvents.types] as EnquiryEvent['type'][],
  registry: enquiryEvents,
  targets: (event) => [{ collection: 'enquiries', id: event.data.enquiryId }],
  // The first record stands: a replayed event never rewrites it.
  evolve: (doc, event) => doc ?? ({ ...event.data, status: 'new' } satisfies EnquiryDoc),
};

/** Every enquiry (optionally of one kind), newest first. */
export async function listEnquiries(redis: Redis, prefix: string, kind?: EnquiryKind): Promise<EnquiryDoc[]> {
  const all = await redis.hvals(readModelKeys(prefix, enquiriesProjection.name).collection('enquiries'));
  return all
    .map((raw) => JSON.parse(raw) as EnquiryDoc)
    .filter((e) => kind === undefined || e.kind === kind)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.enquiryId.localeCompare(b.enquiryId)));
}
