import { enquiryEvents, enquiryStream } from '@rihla/events/enquiries';
import { handleCommand } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { enquiryDecider, type AnswerEnquiry } from './enquiry-decider.ts';

/** Records that ops answered the enquiry (once: marking it again appends nothing); returns when it was answered. */
export async function answerEnquiry(store: EventStore, data: AnswerEnquiry['data']): Promise<{ answeredAt: string }> {
  const result = await handleCommand({
    store,
    registry: enquiryEvents,
    decider: enquiryDecider,
    streamName: enquiryStream(data.enquiryId),
    command: { type: 'AnswerEnquiry', data },
    commandId: `enquiry-answered:${data.enquiryId}`,
  });
  if (result.newState.status !== 'answered') throw new Error(`enquiry ${data.enquiryId} was not marked answered`);
  return { answeredAt: result.newState.answeredAt };
}
