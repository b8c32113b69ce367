import type { PartnerApplicationInput } from '@rihla/events/identity';
import type { EventStore } from '../platform/eventstore/port.ts';
import { partnerApplicationCommands } from './partner-application-commands.ts';

/** Records the application once (the same id again appends nothing). */
export async function submitPartnerApplication(store: EventStore, input: PartnerApplicationInput, applicationId: string, now: Date): Promise<void> {
  const command = { type: 'SubmitPartnerApplication' as const, data: { ...input, applicationId, now } };
  await partnerApplicationCommands.handle(store, applicationId, command, { commandId: `partner-application:${applicationId}` });
}
