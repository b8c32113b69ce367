import type { SlotKey } from '@rihla/events/inventory';
import type { OctoWebhookEvent } from '@rihla/events/octo';

/** What one delivery sends: a reseller's booking as it is then, or a departure's availability as it is then. */
export type WebhookSubject = { kind: 'booking'; key: string } | { kind: 'availability'; slot: SlotKey };

/** A delivery job: ids only (the payload is read when it is sent, so no personal data waits in Redis). */
export interface WebhookJob {
  webhookId: string;
  resellerId: string;
  subject: WebhookSubject;
  /** A check-in's log position: the booking reads REDEEMED from the check-ins read model once it has come this far. */
  checkInAt?: number;
}

export const OCTO_WEBHOOKS_QUEUE = 'octo-webhooks';

/** A webhook as the feeder matches it against a change. */
export interface WebhookTarget {
  webhookId: string;
  resellerId: string;
  event: OctoWebhookEvent;
  /** The log position of its registration: changes after it are sent. */
  registeredAt: number;
}

/**
 * The deliveries one change makes: every webhook of the right event registered before the change (in the log's order)
 * (a booking's change goes to its own reseller's webhooks only). The job id is the delivery id: the webhook and the
 * change (an event id, or a departure and the log position of its last change in the batch), so the same change fed
 * twice (a replay, a restarted worker) is one delivery.
 */
export function webhookJobsOf(change: { subject: WebhookSubject; changeId: string; position: number; checkIn?: boolean }, targets: readonly WebhookTarget[]): { jobId: string; data: WebhookJob }[] {
  const event: OctoWebhookEvent = change.subject.kind === 'booking' ? 'booking_update' : 'availability_update';
  return targets
    .filter((t) => t.event === event && t.registeredAt < change.position)
    .map((t) => ({ jobId: `octo-webhook--${t.webhookId}--${change.changeId}`, data: { webhookId: t.webhookId, resellerId: t.resellerId, subject: change.subject, ...(change.checkIn ? { checkInAt: change.position } : {}) } }));
}
