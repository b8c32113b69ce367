import type { EnquiryEvent, EnquiryInput } from '@rihla/events/enquiries';
import type { Decider } from '../platform/command-handling.ts';
import { unreachable } from '../platform/unreachable.ts';

type Submitted = Extract<EnquiryEvent, { type: 'EnquirySubmitted' }>['data'];

export type EnquiryState = { status: 'none' } | { status: 'submitted'; enquiry: Submitted };

export type SubmitEnquiry = {
  type: 'SubmitEnquiry';
  data: EnquiryInput & { enquiryId: string; customerId: string | null; now: Date };
};

/** The same id sent again with other content: a client reused its key for a different message. */
export class EnquiryConflictError extends Error {
  constructor(readonly enquiryId: string) {
    super('This Idempotency-Key (or enquiry id) was already used for a different message. Send a new one.');
    this.name = 'EnquiryConflictError';
  }
}

const samePhone = (a: Submitted['phone'], b: EnquiryInput['phone']) =>
  (a === null && b === undefined) || (a !== null && b !== undefined && a.countryCode === b.countryCode && a.number === b.number);

/** What the visitor wrote, compared to tell a resubmission from a reused key. */
const sameContent = (e: Submitted, d: SubmitEnquiry['data']) =>
  e.kind === d.kind && e.name === d.name && e.email === d.email && samePhone(e.phone, d.phone) && e.subject === d.subject && e.message === d.message;

export const enquiryDecider: Decider<SubmitEnquiry, EnquiryEvent, EnquiryState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'EnquirySubmitted':
        return { status: 'submitted', enquiry: event.data };
      default:
        return unreachable(event.type);
    }
  },
  decide: ({ data }, state) => {
    switch (state.status) {
      case 'submitted':
        // A double submit or a retried request: the enquiry is there already, nothing is appended.
        if (sameContent(state.enquiry, data)) return [];
        throw new EnquiryConflictError(data.enquiryId);
      case 'none':
        return [
          {
            type: 'EnquirySubmitted',
            data: {
              enquiryId: data.enquiryId,
              kind: data.kind,
              name: data.name,
              email: data.email,
              phone: data.phone ?? null,
              subject: data.subject,
              message: data.message,
              locale: data.locale ?? 'en',
              customerId: data.customerId,
              at: data.now.toISOString(),
            },
          },
        ];
      default:
        return unreachable(state);
    }
  },
};
