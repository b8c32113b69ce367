import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { inventoryEvents, type SlotKey } from '@rihla/events/inventory';
import { octoBookingEvents, resellerEvents } from '@rihla/events/octo';
import { startCheckpointedConsumer, type CheckpointedConsumer } from '../../platform/checkpointed-consumer.ts';
import type { EventStore, RecordedEvent } from '../../platform/eventstore/port.ts';
import type { Logger } from '../../platform/log.ts';
import { redisCheckpointStore } from '../../platform/redis-checkpoint-store.ts';
import { octoBookings } from '../octo-booking-stream.ts';
import { resellers } from '../reseller-keys.ts';
import { webhookJobsOf, type WebhookSubject, type WebhookTarget } from './webhook-jobs-of.ts';

const OCTO_BOOKING = 'octo-booking-';
const BOOKING = 'booking-';
const TICKET = 'ticket-';
const SLOT = 'slot-';
const RESELLER = 'reseller-';

/** Engine booking events that change what a reseller's booking reads (its status, its cancellation). */
const ENGINE_CHANGES = new Set(['ItemConfirmed', 'ItemAwaitingSupplier', 'ItemFailed', 'ItemsUnavailable', 'BookingConfirmed', 'BookingPartiallyConfirmed', 'BookingOnHold', 'BookingFailed', 'CancellationRequested']);
/** Slot events that change a departure's vacancies. */
const SEAT_CHANGES = new Set(['SeatsHeld', 'HoldReleased', 'HoldExpired', 'SeatsBooked', 'SeatsReturned']);

export const webhookFeederKeys = (prefix: string) => ({
  checkpoint: `${prefix}octo:webhooks:checkpoint`,
  /** Engine booking id -> the reseller booking's stream key, from each reservation (the feeder's own index). */
  owners: `${prefix}octo:webhooks:booking-owners`,
  /** Resellers that registered a webhook (the feeder looks nothing up while this is empty). */
  resellers: `${prefix}octo:webhooks:resellers`,
  /** Webhook id -> the log position of its registration. */
  registered: `${prefix}octo:webhooks:registered-at`,
});

export interface WebhookFeederDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  queue: Queue;
  attempts: number;
  log: Logger;
}

interface Change {
  subject: WebhookSubject;
  changeId: string;
  position: number;
  /** A check-in (TicketRedeemed): its delivery waits for the check-ins read model. */
  checkIn?: boolean;
  /** The reseller whose booking changed; absent for a departure (every reseller sells every product). */
  resellerId?: string;
}

/**
 * The webhooks' durable path: a checkpointed consumer of the event log (reseller bookings, the engine bookings they
 * became, their tickets, the departures' seats, the resellers' webhook registrations) that turns each change into
 * one BullMQ delivery job per matching webhook, under a stable job id, then moves its checkpoint. A crash replays the
 * batch; the job ids make the replay add nothing.
 */
export async function startWebhookFeeder(deps: WebhookFeederDeps): Promise<CheckpointedConsumer> {
  const keys = webhookFeederKeys(deps.prefix);
  const slotKeys = new Map<string, SlotKey>();

  const resellerOfKey = async (key: string): Promise<string | null> => {
    const dot = key.indexOf('.');
    if (dot > 0) return key.slice(0, dot);
    const { state } = await octoBookings.load(deps.store, key);
    return state.status === 'none' ? null : state.resellerId;
  };

  const slotKeyOf = async (recorded: RecordedEvent): Promise<SlotKey | null> => {
    const known = slotKeys.get(recorded.streamName);
    if (known) return known;
    const [first] = await deps.store.readStream(recorded.streamName, { maxCount: 1 });
    const opened = first ? inventoryEvents.parse(first) : null;
    if (opened?.type !== 'SlotOpened') return null;
    const { experienceId, optionId, date, startTime } = opened.data;
    if (slotKeys.size > 10_000) slotKeys.clear();
    slotKeys.set(recorded.streamName, { experienceId, optionId, date, startTime });
    return slotKeys.get(recorded.streamName)!;
  };

  async function handle(batch: RecordedEvent[]): Promise<void> {
    const registered = new Set<string>();
    const positions = new Map<string, number>();
    const owners = new Map<string, string>();
    for (const r of batch) {
      if (r.streamName.startsWith(RESELLER) && r.type === 'ResellerWebhookRegistered') {
        const e = resellerEvents.parse(r);
        if (e.type === 'ResellerWebhookRegistered') {
          registered.add(e.data.resellerId);
          positions.set(e.data.webhookId, r.position);
        }
      } else if (r.streamName.startsWith(OCTO_BOOKING) && r.type === 'OctoBookingReserved') {
        const e = octoBookingEvents.parse(r);
        if (e.type === 'OctoBookingReserved') owners.set(e.data.bookingId, r.streamName.slice(OCTO_BOOKING.length));
      }
    }
    if (positions.size) await deps.redis.hset(keys.registered, Object.fromEntries(positions));
    if (registered.size) await deps.redis.sadd(keys.resellers, ...registered);
    if (owners.size) await deps.redis.hset(keys.owners, Object.fromEntries(owners));
    const withWebhooks = await deps.redis.smembers(keys.resellers);
    if (withWebhooks.length === 0) return;

    const engineIdOf = (r: RecordedEvent): string | null => {
      if (r.streamName.startsWith(BOOKING) && ENGINE_CHANGES.has(r.type)) return r.streamName.slice(BOOKING.length);
      if (r.streamName.startsWith(TICKET) && r.type === 'TicketRedeemed') return (r.data as { bookingId: string }).bookingId;
      return null;
    };
    const unknown = [...new Set(batch.map(engineIdOf).filter((id): id is string => id !== null && !owners.has(id)))];
    if (unknown.length) {
      const found = await deps.redis.hmget(keys.owners, ...unknown);
      unknown.forEach((id, i) => found[i] && owners.set(id, found[i]!));
    }

    const changes: Change[] = [];
    const lastSeatChange = new Map<string, RecordedEvent>();
    for (const r of batch) {
      if (r.streamName.startsWith(OCTO_BOOKING)) {
        const key = r.streamName.slice(OCTO_BOOKING.length);
        const resellerId = await resellerOfKey(key);
        if (resellerId) changes.push({ subject: { kind: 'booking', key }, changeId: r.id, position: r.position, resellerId });
      } else if (r.streamName.startsWith(SLOT)) {
        if (SEAT_CHANGES.has(r.type)) lastSeatChange.set(r.streamName, r);
      } else {
        const engineId = engineIdOf(r);
        const key = engineId === null ? undefined : owners.get(engineId);
        if (!key) continue;
        const resellerId = await resellerOfKey(key);
        if (resellerId) changes.push({ subject: { kind: 'booking', key }, changeId: r.id, position: r.position, resellerId, ...(r.type === 'TicketRedeemed' ? { checkIn: true } : {}) });
      }
    }
    // A departure's changes in one batch are one delivery (its availability as it is when sent).
    for (const [stream, r] of lastSeatChange) {
      const slot = await slotKeyOf(r);
      if (slot) changes.push({ subject: { kind: 'availability', slot }, changeId: `${stream}--${r.position}`, position: r.position });
    }
    if (changes.length === 0) return;

    const targets = new Map<string, WebhookTarget[]>();
    const targetsOf = async (resellerId: string): Promise<WebhookTarget[]> => {
      let t = targets.get(resellerId);
      if (!t) {
        const { state } = await resellers.load(deps.store, resellerId);
        const webhooks = state.status === 'registered' ? state.webhooks : [];
        const at = webhooks.length ? await deps.redis.hmget(keys.registered, ...webhooks.map((w) => w.webhookId)) : [];
        // A registration the feeder has not reached yet is later in the log than every change of this batch.
        t = webhooks.flatMap((w, i) => (at[i] ? [{ webhookId: w.webhookId, resellerId, event: w.event, registeredAt: Number(at[i]) }] : []));
        targets.set(resellerId, t);
      }
      return t;
    };
    const everyone = new Set(withWebhooks);
    const jobs = [];
    for (const c of changes) {
      const owners = c.resellerId !== undefined ? (everyone.has(c.resellerId) ? [c.resellerId] : []) : [...everyone];
      for (const resellerId of owners) jobs.push(...webhookJobsOf(c, await targetsOf(resellerId)));
    }
    if (jobs.length) await deps.queue.addBulk(jobs.map((j) => ({ name: j.data.subject.kind, data: j.data, opts: { jobId: j.jobId, attempts: deps.attempts } })));
  }

  return startCheckpointedConsumer({
    name: 'octo webhook feeder',
    store: deps.store,
    checkpoints: redisCheckpointStore(deps.redis, keys.checkpoint),
    streamPrefixes: [OCTO_BOOKING, BOOKING, TICKET, SLOT, RESELLER],
    batchSize: 200,
    // Every booking and seat change passes here, webhooks or not: under load one round (resellers with webhooks,
    // jobs, checkpoint) every 50 ms instead of one per wake-up; a departure's changes in it are one delivery.
    minBatchIntervalMs: 50,
    retryFailedBatches: true,
    log: deps.log,
    handle,
  });
}
