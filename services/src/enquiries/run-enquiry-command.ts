import { enquiryEvents, enquiryStream } from '@rihla/events/enquiries';
import { handleCommand } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { enquiryDecider, type EnquiryCommand } from './enquiry-decider.ts';

/** One command id per kind of command and enquiry: a retried request appends nothing new. */
const COMMAND_IDS: Record<EnquiryCommand['type'], string> = { SubmitEnquiry: 'enquiry', AnswerEnquiry: 'enquiry-answered' };

/** Runs a command on the enquiry's stream (the decider's rules), returning its new state and what it appended. */
export function runEnquiryCommand(store: EventStore, command: EnquiryCommand) {
  const { enquiryId } = command.data;
  return handleCommand({ store, registry: enquiryEvents, decider: enquiryDecider, streamName: enquiryStream(enquiryId), command, commandId: `${COMMAND_IDS[command.type]}:${enquiryId}` });
}
