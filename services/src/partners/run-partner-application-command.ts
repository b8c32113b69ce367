import { partnerApplicationStream, partnerEvents } from '@rihla/events/identity';
import { handleCommand } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { partnerApplicationDecider, type PartnerApplicationCommand } from './partner-application-decider.ts';

/** One command id per kind of command and application: a retried request appends nothing new. */
const COMMAND_IDS: Record<PartnerApplicationCommand['type'], string> = { SubmitPartnerApplication: 'partner-application', HandlePartnerApplication: 'partner-application-handled' };

/** Runs a command on the application's stream (the decider's rules), returning its new state and what it appended. */
export function runPartnerApplicationCommand(store: EventStore, command: PartnerApplicationCommand) {
  const { applicationId } = command.data;
  return handleCommand({ store, registry: partnerEvents, decider: partnerApplicationDecider, streamName: partnerApplicationStream(applicationId), command, commandId: `${COMMAND_IDS[command.type]}:${applicationId}` });
}
