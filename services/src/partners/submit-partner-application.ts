import type { PartnerApplicationInput, PartnerEvent } from '@rihla/events/identity';
import { partnerApplicationStream, partnerEvents } from '@rihla/events/identity';
import { commandHandlerFor, type Decider } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';

export type PartnerApplicationState = { status: 'none' } | { status: 'submitted' };
export type SubmitPartnerApplication = { type: 'SubmitPartnerApplication'; data: PartnerApplicationInput & { applicationId: string; now: Date } };

export const partnerApplicationDecider: Decider<SubmitPartnerApplication, PartnerEvent, PartnerApplicationState> = {
  initialState: () => ({ status: 'none' }),
  evolve: () => ({ status: 'submitted' }),
  // A resubmitted command (same id) finds the application already there and adds nothing.
  decide: ({ data }, state) => {
    if (state.status === 'submitted') return [];
    return [
      {
        type: 'PartnerApplicationSubmitted',
        data: {
          applicationId: data.applicationId,
          companyName: data.companyName,
          contactName: data.contactName,
          email: data.email,
          phone: data.phone,
          country: data.country,
          city: data.city ?? null,
          website: data.website ?? null,
          businessType: data.businessType,
          message: data.message ? data.message : null,
          locale: data.locale ?? null,
          submittedAt: data.now.toISOString(),
        },
      },
    ];
  },
};

const partnerApplications = commandHandlerFor({ decider: partnerApplicationDecider, registry: partnerEvents, streamOf: partnerApplicationStream });

export async function submitPartnerApplication(store: EventStore, input: PartnerApplicationInput, applicationId: string, now: Date): Promise<void> {
  await partnerApplications.handle(
    store,
    applicationId,
    { type: 'SubmitPartnerApplication', data: { ...input, applicationId, now } },
    { commandId: `partner-application:${applicationId}` },
  );
}
