import { UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import { inventoryEvents, slotStream } from '@rihla/events/inventory';
import type { CatalogSnapshot } from '../../catalog/index.ts';
import { evolveSlotDocument, type SlotDocument } from '../../inventory/index.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { redemptionsReadUpTo } from '../../tickets/index.ts';
import { localDateTimeOf } from '../octo-availability-id.ts';
import { octoAvailabilities } from '../octo-availability.ts';
import { octoBookings } from '../octo-booking-stream.ts';
import { OctoError } from '../octo-error.ts';
import type { ResellerWebhook } from '../reseller-decider.ts';
import { resellers } from '../reseller-keys.ts';
import { renderOctoBooking } from '../render-octo-booking.ts';
import type { WebhookJob } from './webhook-jobs-of.ts';
import { octoWebhookOf } from './webhook-routes.ts';
import { signWebhookBody, WEBHOOK_HEADERS, webhookSecretOf } from './webhook-signature.ts';
import { checkWebhookUrl } from './webhook-url.ts';

export interface DeliverWebhookDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  catalog: CatalogSnapshot;
  now: () => Date;
  /** OCTO_WEBHOOK_SECRET. */
  secret: string;
  allowPrivate: boolean;
  /** How long a receiver has to answer. */
  timeoutMs: number;
}

/** A failed delivery worth trying again (the receiver was down, slow, or asked to wait). */
export class DeliveryFailed extends Error {
  override readonly name = 'DeliveryFailed';
}

/** The webhook a job is for, while the reseller still has it; null once deleted. */
export async function webhookOfJob(store: EventStore, job: WebhookJob): Promise<ResellerWebhook | null> {
  const { state } = await resellers.load(store, job.resellerId);
  return (state.status === 'registered' ? state.webhooks.find((w) => w.webhookId === job.webhookId) : undefined) ?? null;
}

const capabilitiesOf = (w: ResellerWebhook) => ({ pricing: w.capabilities.includes('octo/pricing'), pickups: w.capabilities.includes('octo/pickups') });

/**
 * A check-in shows as REDEEMED through the check-ins read model: its delivery waits (a few seconds, then a retry with
 * backoff) until the projector has handled the check-in, so it never sends the booking as it read before.
 */
async function checkInsReadUpTo(deps: DeliverWebhookDeps, position: number): Promise<void> {
  for (let waited = 0; !(await redemptionsReadUpTo(deps.redis, deps.prefix, position)); waited += 100) {
    if (waited >= 3000) throw new DeliveryFailed('the check-ins read model has not reached this check-in yet');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What a delivery posts (OCTO's BookingUpdate / AvailabilityUpdate), read now; null when there is nothing to send any more. */
async function payloadOf(deps: DeliverWebhookDeps, webhook: ResellerWebhook, job: WebhookJob): Promise<object | null> {
  const caps = capabilitiesOf(webhook);
  if (job.subject.kind === 'booking') {
    const { state } = await octoBookings.load(deps.store, job.subject.key);
    // Never another reseller's booking, whatever a job says.
    if (state.status === 'none' || state.resellerId !== job.resellerId) return null;
    return { webhook: octoWebhookOf(webhook), booking: await renderOctoBooking(deps, state, { ...caps, locale: 'en' }) };
  }
  const { slot } = job.subject;
  const entry = (await deps.catalog.fresh()).byId.get(slot.experienceId);
  const option = entry?.published ? entry.doc.options.find((o) => o.optionId === slot.optionId) : undefined;
  if (!entry || !option) return null;
  // The seats as the departure's own stream has them (never the read model's lag).
  const stream = slotStream(slot);
  let doc: SlotDocument | null = null;
  for (const recorded of await deps.store.readStream(stream)) doc = evolveSlotDocument(doc, inventoryEvents.parse(recorded));
  const id = localDateTimeOf(slot.date, slot.startTime, entry.doc.timeZone);
  const availability = octoAvailabilities({ entry, option, dates: [slot.date], locale: 'en', now: deps.now(), slots: new Map([[stream, doc]]), units: [], ...caps }).find((a) => a.id === id);
  return availability ? { webhook: octoWebhookOf(webhook), availability, productId: slot.experienceId, optionId: slot.optionId } : null;
}

/**
 * Sends one delivery: the change as it reads now, signed with the webhook's secret over the timestamp and the body.
 * 2xx is delivered; 408, 429, 5xx, a timeout or a refused connection are tried again (DeliveryFailed, BullMQ's
 * backoff); any other answer (another 4xx, a redirect, which is never followed) and a URL that now resolves to a
 * private address are final (UnrecoverableError). A webhook deleted or a booking gone since is not sent.
 */
export async function deliverWebhook(deps: DeliverWebhookDeps, job: WebhookJob, deliveryId: string): Promise<'delivered' | 'gone'> {
  const webhook = await webhookOfJob(deps.store, job);
  if (!webhook) return 'gone';
  if (job.checkInAt !== undefined) await checkInsReadUpTo(deps, job.checkInAt);
  const payload = await payloadOf(deps, webhook, job);
  if (!payload) return 'gone';
  let url: string;
  try {
    url = await checkWebhookUrl(webhook.url, { allowPrivate: deps.allowPrivate });
  } catch (err) {
    if (err instanceof OctoError) throw new UnrecoverableError(`the webhook's URL is refused now: ${err.message}`);
    throw err;
  }
  const body = JSON.stringify(payload);
  // The receiver checks the timestamp against its own clock: the real time, not the engine's (a test's offset clock).
  const timestamp = Math.floor(Date.now() / 1000);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Rihla-OCTO-Webhooks/1',
        [WEBHOOK_HEADERS.id]: webhook.webhookId,
        [WEBHOOK_HEADERS.delivery]: deliveryId,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signWebhookBody(webhookSecretOf(deps.secret, webhook.webhookId), timestamp, body),
      },
    });
  } catch (err) {
    throw new DeliveryFailed(`no answer from the receiver: ${(err as Error).message}`);
  }
  await res.body?.cancel().catch(() => undefined);
  if (res.status >= 200 && res.status < 300) return 'delivered';
  if (res.status === 408 || res.status === 429 || res.status >= 500) throw new DeliveryFailed(`the receiver answered ${res.status}`);
  throw new UnrecoverableError(`the receiver answered ${res.status}${res.status < 400 ? ' (redirects are not followed)' : ''}: not tried again`);
}
