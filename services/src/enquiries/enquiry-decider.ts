import type { EnquiryEvent, EnquiryInput } from '@rihla/events/enquiries';
import type { Decider } from '../platform/command-handling/decider.ts';
import { decideOneTimeMark } from '../platform/decide-one-time-mark.ts';
import { RuleError } from '../platform/rule-error.ts';
import { unreachable } from '../platform/unreachable.ts';

type Submitted = Extract<EnquiryEvent, { type: 'EnquirySubmitted' }>['data'];

export type EnquiryState = { status: 'none' } | { status: 'submitted'; enquiry: Submitted } | { status: 'answered'; enquiry: Submitted; answeredAt: string };

export type SubmitEnquiry = {
  type: 'SubmitEnquiry';
  data: EnquiryInput & { enquiryId: string; customerId: string | null; now: Date };
};
/** Ops marks the message answered (the answer itself goes by e-mail or phone). */
export type AnswerEnquiry = { type: 'AnswerEnquiry'; data: { enquiryId: string; by: string; now: Date } };
export type EnquiryCommand = SubmitEnquiry | AnswerEnquiry;

/** The same id sent again with other content: a client reused its key for a different message. */
export class EnquiryConflictError extends RuleError<'enquiryKeyReused'> {
  override readonly name = 'EnquiryConflictError';
  constructor(readonly enquiryId: string) {
    super('enquiryKeyReused', 'This Idempotency-Key (or enquiry id) was already used for a different message. Send a new one.');
  }
}

const samePhone = (a: Submitted['phone'], b: EnquiryInput['phone']) =>
  (a === null && b === undefined) || (a !== null && b !== undefined && a.countryCode === b.countryCode && a.number === b.number);

/** What the visitor wrote, compared to tell a resubmission from a reused key. */
const sameContent = (e: Submitted, d: SubmitEnquiry['data']) =>
  e.kind === d.kind && e.name === d.name && e.email === d.email && samePhone(e.phone, d.phone) && e.subject === d.subject && e.message === d.message;

export const enquiryDecider: Decider<EnquiryCommand, EnquiryEvent, EnquiryState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'EnquirySubmitted':
        return { status: 'submitted', enquiry: event.data };
      case 'EnquiryAnswered':
        return state.status === 'none' ? state : { status: 'answered', enquiry: state.enquiry, answeredAt: event.data.at };
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => (command.type === 'AnswerEnquiry' ? decideAnswer(command, state) : decideSubmit(command, state)),
};

function decideAnswer({ data }: AnswerEnquiry, state: EnquiryState): EnquiryEvent[] {
  const status = state.status === 'none' ? 'none' : state.status === 'answered' ? 'marked' : 'open';
  return decideOneTimeMark(status, { what: 'enquiry', id: data.enquiryId }, () => ({ type: 'EnquiryAnswered' as const, data: { enquiryId: data.enquiryId, by: data.by, at: data.now.toISOString() } }));
}

function decideSubmit({ data }: SubmitEnquiry, state: EnquiryState): EnquiryEvent[] {
  switch (state.status) {
    case 'submitted':
    case 'answered':
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
}

