import { hash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { bookingStream } from '@rihla/events/booking';
import type { EventStore } from '../platform/eventstore/port.ts';
import { notFound } from '../platform/http/problem.ts';
import type { QueueFactory } from '../platform/queues.ts';
import { bookings } from './bookings.ts';
import type { BookingCommand } from './decider/booking-command.ts';
import type { BookingState, ExistingBooking } from './decider/booking-state.ts';
import { decideRerunRefund } from './decider/rerun-refund.ts';
import { decideRetryCapture } from './decider/retry-capture.ts';
import { listReconcileRuns, type ReconcileRun } from './saga/reconcile-runs.ts';
import { attemptsOf, jobIdOf, SAGA_QUEUE, type SagaJob } from './saga/saga-jobs.ts';
import { ownEntry } from '../platform/own-entry.ts';

export interface BookingOpsActionDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  /** The saga's queues: a refund re-run wakes or re-adds the saga's own refund job. */
  queues: QueueFactory;
}

/** Who acts, and the request's Idempotency-Key: a repeated key appends the same event ids (nothing new). */
export interface OpsActor {
  customerId: string;
  key: string;
}

/** What became of the saga's job when ops ran it again (an overdue refund, a refused capture). */
export type SagaJobRerun = 'promoted' | 'retried' | 'running' | 'requeued';

export interface BookingOpsActions {
  /** Retry the named failed items, or every failed one; the booking's status after the request. */
  retry(bookingId: string, itemIds: readonly string[] | undefined, now: Date, by: OpsActor): Promise<{ itemIds: string[]; bookingStatus: BookingState['status'] }>;
  /** Answer an on-hold item for its supplier; the item's status and supplier reference after the answer. */
  answer(
    bookingId: string,
    itemId: string,
    answer: { answer: 'confirmed' | 'declined'; reference?: string | undefined },
    now: Date,
    by: OpsActor,
  ): Promise<{ status: string; supplierReference: string | null }>;
  /** Send an overdue refund to the payment provider again, through the saga's own refund job. */
  rerunRefund(bookingId: string, refundId: string): Promise<SagaJobRerun>;
  /** Run a capture the provider refused again (the saga's own capture step), once ops sorted the payment out there. */
  retryCapture(bookingId: string): Promise<SagaJobRerun>;
  /** The reconciler's recent runs, newest first. */
  reconcileRuns(): Promise<ReconcileRun[]>;
}

const sha = (s: string) => hash('sha256', s, 'hex');

/**
 * The booking actions ops may take, for the ops routes: the rules are the booking decider's, the events carry the ops
 * user in their metadata, and the saga's queue stays inside booking. Refusals are BookingRuleErrors (see
 * platform/rule-problems.ts) or a 404 problem for a booking or item that does not exist.
 */
export function bookingOpsActions(deps: BookingOpsActionDeps): BookingOpsActions {
  const { store } = deps;
  const sagaQueue = deps.queues.queue(SAGA_QUEUE);

  /** The saga's own job (stable id): wake it from its backoff, revive it when it gave up, or add it again. */
  const rerun = async (job: SagaJob): Promise<SagaJobRerun> => {
    const jobId = jobIdOf(job);
    const found = await sagaQueue.getJob(jobId);
    const jobState = found ? await found.getState() : 'missing';
    if (found && jobState === 'delayed') {
      await found.promote();
      return 'promoted';
    }
    if (found && jobState === 'failed') {
      await found.retry('failed');
      return 'retried';
    }
    if (found && (jobState === 'active' || jobState === 'waiting' || jobState === 'prioritized' || jobState === 'waiting-children')) return 'running';
    if (found) await found.remove();
    await sagaQueue.add(job.name, job.data, { jobId, attempts: attemptsOf(job) });
    return 'requeued';
  };

  const existing = async (bookingId: string): Promise<ExistingBooking> => {
    const { state } = await bookings.load(store, bookingId);
    if (state.status === 'none') throw notFound(`There is no booking ${bookingId}.`);
    return state;
  };

  /** The command as ops, with a command id from the key: a retried request appends the same event ids (nothing new). */
  const command = async (bookingId: string, cmd: BookingCommand, commandId: string, by: OpsActor, extra: Record<string, unknown> = {}) => {
    const recorded = await store.readStream(bookingStream(bookingId));
    if (recorded.some((e) => e.metadata.commandId === commandId)) return (await bookings.load(store, bookingId)).state;
    const { newState } = await bookings.handle(store, bookingId, cmd, { commandId, metadata: { actor: { kind: 'ops', customerId: by.customerId }, ...extra } });
    return newState;
  };

  return {
    async retry(bookingId, itemIds, now, by) {
      const before = await existing(bookingId);
      const ids = itemIds ? [...itemIds] : before.itemIds.filter((i) => ownEntry(before.items, i)!.status === 'failed');
      const after = await command(bookingId, { type: 'RequestRetry', data: { itemIds: ids, now: now.toISOString(), requestedBy: 'ops' } }, `ops-retry-${sha(`${bookingId}:${by.key}`).slice(0, 32)}`, by);
      return { itemIds: ids, bookingStatus: after.status };
    },

    async answer(bookingId, itemId, { answer, reference }, now, by) {
      const before = await existing(bookingId);
      const item = ownEntry(before.items, itemId);
      if (!item) throw notFound(`Booking ${bookingId} has no item ${itemId}.`);
      const supplierId = item.item.supplier.supplierId;
      const ref = reference ?? `${supplierId}-OPS-${sha(`${bookingId}:${itemId}:${item.attempt}`).slice(0, 8).toUpperCase()}`;
      const after = await command(
        bookingId,
        { type: 'RecordSupplierAnswer', data: { itemId, answer, reference: ref, now: now.toISOString() } },
        `ops-answer-${sha(`${bookingId}:${itemId}:${by.key}`).slice(0, 32)}`,
        by,
        { onBehalfOfSupplier: supplierId },
      );
      const item2 = after.status === 'none' ? undefined : ownEntry(after.items, itemId);
      return { status: item2?.status ?? 'unknown', supplierReference: item2?.supplierReference ?? null };
    },

    async rerunRefund(bookingId, refundId) {
      decideRerunRefund(await existing(bookingId), refundId);
      return rerun({ name: 'refund', data: { bookingId, refundId } });
    },

    async retryCapture(bookingId) {
      const { step, round } = decideRetryCapture(await existing(bookingId));
      return rerun(step === 'settle-round' ? { name: 'settle-round', data: { bookingId, round } } : { name: 'capture-at-once', data: { bookingId, round } });
    },

    reconcileRuns: () => listReconcileRuns(deps.redis, deps.prefix),
  };
}
