import { describe, expect, it } from 'vitest';
import { webhookJobsOf, type WebhookTarget } from './webhook-jobs-of.ts';

const targets: WebhookTarget[] = [
  { webhookId: 'w-booking', resellerId: 'atlas', event: 'booking_update', registeredAt: 10 },
  { webhookId: 'w-seats', resellerId: 'atlas', event: 'availability_update', registeredAt: 10 },
  { webhookId: 'w-late', resellerId: 'atlas', event: 'booking_update', registeredAt: 50 },
];
const booking = { subject: { kind: 'booking' as const, key: 'atlas.7c0e0b9e-0000-4000-8000-000000000001' }, changeId: 'event-1', position: 20 };

describe('webhook deliveries of a change', () => {
  it('go to the webhooks of its kind registered before it in the log, one job each, with ids only', () => {
    expect(webhookJobsOf(booking, targets)).toEqual([{ jobId: 'octo-webhook--w-booking--event-1', data: { webhookId: 'w-booking', resellerId: 'atlas', subject: booking.subject } }]);
    const seats = { subject: { kind: 'availability' as const, slot: { experienceId: 'exp-1', optionId: 'opt-1', date: '2030-01-08', startTime: '10:00' } }, changeId: 'slot-exp-1--20', position: 60 };
    expect(webhookJobsOf(seats, targets).map((j) => j.data.webhookId)).toEqual(['w-seats']);
    expect(webhookJobsOf({ ...booking, position: 60 }, targets).map((j) => j.data.webhookId)).toEqual(['w-booking', 'w-late']);
  });

  it('name the same change the same way however often it is fed (a replay adds no job), and a check-in carries its position', () => {
    expect(webhookJobsOf(booking, targets)).toEqual(webhookJobsOf({ ...booking }, targets));
    expect(webhookJobsOf({ ...booking, checkIn: true }, targets)[0]!.data.checkInAt).toBe(20);
    expect(webhookJobsOf(booking, targets)[0]!.jobId).not.toContain(':');
  });
});
