import { partnerApplicationStream, partnerEvents } from '@rihla/events/identity';
import { handleCommand } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { partnerApplicationDecider, type HandlePartnerApplication } from './submit-partner-application.ts';

/** Records that ops handled the application (once: marking it again appends nothing); returns when. */
export async function handlePartnerApplication(store: EventStore, data: HandlePartnerApplication['data']): Promise<{ handledAt: string }> {
  const result = await handleCommand({
    store,
    registry: partnerEvents,
    decider: partnerApplicationDecider,
    streamName: partnerApplicationStream(data.applicationId),
    command: { type: 'HandlePartnerApplication', data },
    commandId: `partner-application-handled:${data.applicationId}`,
  });
  if (result.newState.status !== 'handled') throw new Error(`partner application ${data.applicationId} was not marked handled`);
  return { handledAt: result.newState.handledAt };
}
