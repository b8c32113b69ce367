import { describe, expect, it } from 'vitest';
import { partnerApplicationInput } from '@rihla/events/identity';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import { MarkedRecordNotFoundError } from '../platform/decide-one-time-mark.ts';
import { partnerApplicationDecider } from './partner-application-decider.ts';

const now = new Date('2030-01-07T06:00:00Z');
const input = partnerApplicationInput.parse({
  companyName: ' Desert Trails ',
  contactName: 'Omar',
  email: 'Omar@DesertTrails.example',
  phone: { countryCode: '+971', number: '50-111-2222' },
  country: 'UAE',
  businessType: 'tourOperator',
});

describe('partner application decider', () => {
  it('records the normalised form once; the same command again adds nothing', () => {
    const spec = deciderSpecFor(partnerApplicationDecider);
    const submit = { type: 'SubmitPartnerApplication' as const, data: { ...input, applicationId: 'pa1', now } };
    const { events } = spec.given().when(submit).result();
    expect(events).toEqual([
      {
        type: 'PartnerApplicationSubmitted',
        data: expect.objectContaining({ applicationId: 'pa1', companyName: 'Desert Trails', email: 'omar@deserttrails.example', phone: { countryCode: '+971', number: '501112222' }, city: null, website: null, message: null, submittedAt: now.toISOString() }),
      },
    ]);
    spec.given(events).when(submit).thenNothing();
  });

  it('is marked handled once, by the ops user; an unknown application is refused', () => {
    const spec = deciderSpecFor(partnerApplicationDecider);
    const submit = { type: 'SubmitPartnerApplication' as const, data: { ...input, applicationId: 'pa1', now } };
    const handle = { type: 'HandlePartnerApplication' as const, data: { applicationId: 'pa1', by: 'ops-1', now } };
    spec.given().when(handle).thenThrows(MarkedRecordNotFoundError);
    const { events } = spec.given().when(submit).result();
    const handled = { type: 'PartnerApplicationHandled' as const, data: { applicationId: 'pa1', by: 'ops-1', at: now.toISOString() } };
    spec.given(events).when(handle).then([handled]);
    spec.given([...events, handled]).when(handle).thenNothing();
    spec.given([...events, handled]).when(submit).thenNothing();
  });
});
