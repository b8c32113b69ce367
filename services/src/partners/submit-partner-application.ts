import type { PartnerApplicationInput } from '@rihla/events/identity';
import type { EventStore } from '../platform/eventstore/port.ts';
import { partnerApplications } from './partner-applications.ts';

/** Records the application once (the same id again appends nothing). */
export async function submitPartnerApplication(store: EventStore, input: PartnerApplicationInput, applicationId: string, now: Date): Promise<void> {
  const command = { type: 'SubmitPartnerApplication' as const, data: { ...input, applicationId, now } };
  await partnerApplications.handle(store, applicationId, command, { commandId: `partner-application:${applicationId}` });
}
