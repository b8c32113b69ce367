import type { PartnerApplicationInput, PartnerEvent } from '@rihla/events/identity';
import type { Decider } from '../platform/command-handling/decider.ts';
import { unreachable } from '../platform/unreachable.ts';
import { decideOneTimeMark } from '../platform/decide-one-time-mark.ts';

export type PartnerApplicationState = { status: 'none' } | { status: 'submitted' } | { status: 'handled'; handledAt: string };
export type SubmitPartnerApplication = { type: 'SubmitPartnerApplication'; data: PartnerApplicationInput & { applicationId: string; now: Date } };
/** Ops dealt with the application (the partnerships team contacted the company). */
export type HandlePartnerApplication = { type: 'HandlePartnerApplication'; data: { applicationId: string; by: string; now: Date } };
export type PartnerApplicationCommand = SubmitPartnerApplication | HandlePartnerApplication;

function decideHandle({ data }: HandlePartnerApplication, state: PartnerApplicationState): PartnerEvent[] {
  const status = state.status === 'none' ? 'none' : state.status === 'handled' ? 'marked' : 'open';
  return decideOneTimeMark(status, { what: 'partner application', id: data.applicationId }, () => ({
    type: 'PartnerApplicationHandled' as const,
    data: { applicationId: data.applicationId, by: data.by, at: data.now.toISOString() },
  }));
}

export const partnerApplicationDecider: Decider<PartnerApplicationCommand, PartnerEvent, PartnerApplicationState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PartnerApplicationSubmitted':
        return { status: 'submitted' };
      case 'PartnerApplicationHandled':
        return state.status === 'none' ? state : { status: 'handled', handledAt: event.data.at };
      default:
        return unreachable(event);
    }
  },
  // A resubmitted command (same id) finds the application already there and adds nothing.
  decide: (command, state) => {
    if (command.type === 'HandlePartnerApplication') return decideHandle(command, state);
    const { data } = command;
    if (state.status !== 'none') return [];
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
