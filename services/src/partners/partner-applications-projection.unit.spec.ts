import { describe, expect, it } from 'vitest';
import type { PartnerEvent } from '@rihla/events/identity';
import type { RecordedEvent } from '../platform/eventstore/port.ts';
import { partnerApplicationsProjection } from './partner-applications-projection.ts';

const recorded = {} as RecordedEvent;
const submitted = (applicationId: string, companyName = 'Najd Trails'): PartnerEvent => ({
  type: 'PartnerApplicationSubmitted',
  data: {
    applicationId,
    companyName,
    contactName: 'Faisal',
    email: 'faisal@najd.example',
    phone: { countryCode: '+966', number: '501234567' },
    country: 'Saudi Arabia',
    city: 'Riyadh',
    website: null,
    businessType: 'tourOperator',
    message: null,
    locale: 'ar',
    submittedAt: '2030-01-07T06:00:00.000Z',
  },
});
const handled = (applicationId: string, by: string, at: string): PartnerEvent => ({ type: 'PartnerApplicationHandled', data: { applicationId, by, at } });

/** Given these events, the document they leave (null: none). */
const given = (...events: PartnerEvent[]) =>
  events.reduce<unknown>((doc, e) => partnerApplicationsProjection.evolve(doc, e, recorded, { collection: 'applications', id: e.data.applicationId }), null);

describe('partner applications read model (ops list)', () => {
  it('files each application under its id in the applications collection', () => {
    expect(partnerApplicationsProjection.targets(handled('a-1', 'ops-1', '2030-01-07T07:00:00.000Z'), recorded)).toEqual([{ collection: 'applications', id: 'a-1' }]);
  });

  it('given a submission, then a new application with what the company sent', () => {
    expect(given(submitted('a-1'))).toEqual({ ...submitted('a-1').data, status: 'new' });
  });

  it('given it handled, then handled with who and when; a second mark or a replayed submission changes nothing', () => {
    const first = handled('a-1', 'ops-1', '2030-01-07T07:00:00.000Z');
    const doc = given(submitted('a-1'), first);
    expect(doc).toMatchObject({ status: 'handled', handledBy: 'ops-1', handledAt: '2030-01-07T07:00:00.000Z', companyName: 'Najd Trails' });
    expect(given(submitted('a-1'), first, handled('a-1', 'ops-2', '2030-01-07T08:00:00.000Z'), submitted('a-1', 'Renamed'))).toEqual(doc);
  });
});
