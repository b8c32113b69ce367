import type { EventStore } from '../platform/eventstore/port.ts';
import { enquiries } from './enquiries.ts';
import type { AnswerEnquiry } from './enquiry-decider.ts';

/** Records that ops answered the enquiry (once: marking it again appends nothing); returns when it was answered. */
export async function answerEnquiry(store: EventStore, data: AnswerEnquiry['data']): Promise<{ answeredAt: string }> {
  const { newState } = await enquiries.handle(store, data.enquiryId, { type: 'AnswerEnquiry', data }, { commandId: `enquiry-answered:${data.enquiryId}` });
  if (newState.status !== 'answered') throw new Error(`enquiry ${data.enquiryId} was not marked answered`);
  return { answeredAt: newState.answeredAt };
}
