import { describe, expect, it } from 'vitest';
import { enquiryInput } from '@rihla/events/enquiries';
import { EnquiryConflictError, enquiryDecider } from './enquiry-decider.ts';

const now = new Date('2030-01-07T06:00:00Z');
const input = enquiryInput.parse({ name: ' Sara ', email: 'Sara@Example.com', subject: 'Hello', message: ' Line one\nLine two ' });
const command = (over: Partial<typeof input> = {}) => ({ type: 'SubmitEnquiry' as const, data: { ...input, ...over, enquiryId: 'e1', customerId: null, now } });

describe('enquiry decider', () => {
  const { decide, evolve, initialState } = enquiryDecider;

  it('records the normalised form once (contact and English by default)', () => {
    const events = decide(command(), initialState());
    expect(events).toEqual([
      {
        type: 'EnquirySubmitted',
        data: { enquiryId: 'e1', kind: 'contact', name: 'Sara', email: 'sara@example.com', phone: null, subject: 'Hello', message: 'Line one\nLine two', locale: 'en', customerId: null, at: now.toISOString() },
      },
    ]);
  });

  it('adds nothing for the same form again, and refuses other content under the same id', () => {
    const state = decide(command(), initialState()).reduce(evolve, initialState());
    expect(decide(command(), state)).toEqual([]);
    expect(() => decide(command({ message: 'other' }), state)).toThrow(EnquiryConflictError);
  });
});
