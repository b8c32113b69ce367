import { describe, expect, it } from 'vitest';
import type { EnquiryEvent } from '@rihla/events/enquiries';
import type { RecordedEvent } from '../platform/eventstore/port.ts';
import { enquiriesProjection } from './enquiries-projection.ts';

const recorded = {} as RecordedEvent;
const submitted = (enquiryId: string, message = 'Do you run the safari on Fridays?'): EnquiryEvent => ({
  type: 'EnquirySubmitted',
  data: { enquiryId, kind: 'contact', name: 'Sara', email: 'sara@example.com', phone: null, subject: 'Fridays', message, locale: 'en', customerId: null, at: '2030-01-07T06:00:00.000Z' },
});
const answered = (enquiryId: string, by: string, at: string): EnquiryEvent => ({ type: 'EnquiryAnswered', data: { enquiryId, by, at } });

/** Given these events, the document they leave (null: none). */
const given = (...events: EnquiryEvent[]) => events.reduce<unknown>((doc, e) => enquiriesProjection.evolve(doc, e, recorded, { collection: 'enquiries', id: e.data.enquiryId }), null);

describe('enquiries read model (ops inbox)', () => {
  it('files each enquiry under its id', () => {
    expect(enquiriesProjection.targets(answered('e-1', 'ops-1', '2030-01-07T07:00:00.000Z'), recorded)).toEqual([{ collection: 'enquiries', id: 'e-1' }]);
  });

  it('given a submission, then a new enquiry with what the visitor wrote', () => {
    expect(given(submitted('e-1'))).toEqual({ ...submitted('e-1').data, status: 'new' });
  });

  it('given an answer, then answered with who and when; a later answer does not rewrite it', () => {
    const first = answered('e-1', 'ops-1', '2030-01-07T07:00:00.000Z');
    expect(given(submitted('e-1'), first)).toMatchObject({ status: 'answered', answeredBy: 'ops-1', answeredAt: '2030-01-07T07:00:00.000Z', message: 'Do you run the safari on Fridays?' });
    expect(given(submitted('e-1'), first, answered('e-1', 'ops-2', '2030-01-07T08:00:00.000Z'))).toMatchObject({ answeredBy: 'ops-1', answeredAt: '2030-01-07T07:00:00.000Z' });
  });

  it('given the submission replayed after the answer, then the document stays as it was', () => {
    const doc = given(submitted('e-1'), answered('e-1', 'ops-1', '2030-01-07T07:00:00.000Z'));
    expect(given(submitted('e-1'), answered('e-1', 'ops-1', '2030-01-07T07:00:00.000Z'), submitted('e-1', 'rewritten'))).toEqual(doc);
  });
});
