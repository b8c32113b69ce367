import { describe, it } from 'vitest';
import { enquiryInput, type EnquiryEvent } from '@rihla/events/enquiries';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import { MarkedRecordNotFoundError } from '../platform/decide-one-time-mark.ts';
import { EnquiryConflictError, enquiryDecider } from './enquiry-decider.ts';

const now = new Date('2030-01-07T06:00:00Z');
const input = enquiryInput.parse({ name: ' Sara ', email: 'Sara@Example.com', subject: 'Hello', message: ' Line one\nLine two ' });
const command = (over: Partial<typeof input> = {}) => ({ type: 'SubmitEnquiry' as const, data: { ...input, ...over, enquiryId: 'e1', customerId: null, now } });

const spec = deciderSpecFor(enquiryDecider);
const submitted: EnquiryEvent = {
  type: 'EnquirySubmitted',
  data: { enquiryId: 'e1', kind: 'contact', name: 'Sara', email: 'sara@example.com', phone: null, subject: 'Hello', message: 'Line one\nLine two', locale: 'en', customerId: null, at: now.toISOString() },
};

describe('enquiry decider', () => {
  it('records the normalised form once (contact and English by default)', () => {
    spec.given().when(command()).then([submitted]);
  });

  it('adds nothing for the same form again, and refuses other content under the same id', () => {
    spec.given([submitted]).when(command()).thenNothing();
    spec.given([submitted]).when(command({ message: 'other' })).thenThrows(EnquiryConflictError);
  });

  it('is marked answered once, by the ops user; an unknown enquiry is refused; a resent form stays the same enquiry', () => {
    const answer = { type: 'AnswerEnquiry' as const, data: { enquiryId: 'e1', by: 'ops-1', now } };
    const answered: EnquiryEvent = { type: 'EnquiryAnswered', data: { enquiryId: 'e1', by: 'ops-1', at: now.toISOString() } };
    spec.given().when(answer).thenThrows(MarkedRecordNotFoundError);
    spec.given([submitted]).when(answer).then([answered]);
    spec.given([submitted, answered]).when(answer).thenNothing();
    spec.given([submitted, answered]).when(command()).thenNothing();
  });
});
