import type { EnquiryEvent } from '@rihla/events/enquiries';
import type { EventStore } from '../platform/eventstore/port.ts';
import { enquiries } from './enquiries.ts';
import type { SubmitEnquiry } from './enquiry-decider.ts';

export type SubmittedEnquiry = Extract<EnquiryEvent, { type: 'EnquirySubmitted' }>['data'];

/** Records the enquiry once; returns it and whether this call appended it (false: a resubmission). */
export async function submitEnquiry(store: EventStore, data: SubmitEnquiry['data']): Promise<{ enquiry: SubmittedEnquiry; created: boolean }> {
  const result = await enquiries.handle(store, data.enquiryId, { type: 'SubmitEnquiry', data }, { commandId: `enquiry:${data.enquiryId}` });
  if (result.newState.status === 'none') throw new Error(`enquiry ${data.enquiryId} was not recorded`);
  return { enquiry: result.newState.enquiry, created: result.newEvents.length > 0 };
}
