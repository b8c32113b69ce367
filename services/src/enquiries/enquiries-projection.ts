import type { Redis } from 'ioredis';
import { enquiryEvents, type EnquiryEvent, type EnquiryKind } from '@rihla/events/enquiries';
import { readModelKeys, type DocumentProjection } from '../platform/projection-runner.ts';
import { unreachable } from '../platform/unreachable.ts';
import { markedDoc } from '../platform/marked-doc.ts';

type Submitted = Extract<EnquiryEvent, { type: 'EnquirySubmitted' }>['data'];
/** Ops' view of one enquiry: new until someone marks it answered (who and when). */
export type EnquiryDoc = Submitted & ({ status: 'new' } | { status: 'answered'; answeredAt: string; answeredBy: string });

/** Ops' inbox of contact and feedback messages, one document per enquiry. */
export const enquiriesProjection: DocumentProjection<EnquiryEvent> = {
  name: 'enquiries',
  collections: ['enquiries'],
  handles: [...enquiryEvents.types] as EnquiryEvent['type'][],
  registry: enquiryEvents,
  targets: (event) => [{ collection: 'enquiries', id: event.data.enquiryId }],
  evolve: (doc, event) => {
    const current = doc as EnquiryDoc | null;
    switch (event.type) {
      // The first record stands: a replayed event never rewrites it.
      case 'EnquirySubmitted':
        return current ?? ({ ...event.data, status: 'new' } satisfies EnquiryDoc);
      case 'EnquiryAnswered':
        return markedDoc<EnquiryDoc>(current, { status: 'answered', answeredAt: event.data.at, answeredBy: event.data.by });
      default:
        return unreachable(event);
    }
  },
};

/** Every enquiry (optionally of one kind), newest first. */
export async function listEnquiries(redis: Redis, prefix: string, kind?: EnquiryKind): Promise<EnquiryDoc[]> {
  const all = await redis.hvals(readModelKeys(prefix, enquiriesProjection.name).collection('enquiries'));
  return all
    .map((raw) => JSON.parse(raw) as EnquiryDoc)
    .filter((e) => kind === undefined || e.kind === kind)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.enquiryId.localeCompare(b.enquiryId)));
}
