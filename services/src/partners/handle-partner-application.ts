import type { EventStore } from '../platform/eventstore/port.ts';
import { partnerApplications } from './partner-applications.ts';
import type { HandlePartnerApplication } from './partner-application-decider.ts';

/** Records that ops handled the application (once: marking it again appends nothing); returns when. */
export async function handlePartnerApplication(store: EventStore, data: HandlePartnerApplication['data']): Promise<{ handledAt: string }> {
  const command = { type: 'HandlePartnerApplication' as const, data };
  const { newState } = await partnerApplications.handle(store, data.applicationId, command, { commandId: `partner-application-handled:${data.applicationId}` });
  if (newState.status !== 'handled') throw new Error(`partner application ${data.applicationId} was not marked handled`);
  return { handledAt: newState.handledAt };
}
