import { createHash } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { bookingEvents, bookingStream, type BookingEvent } from '@rihla/events/booking';
import { idempotencyKeyHeader } from '../booking/api-schemas.ts';
import type { BookingCommand } from '../booking/decider/booking-command.ts';
import { bookingDecider } from '../booking/decider/booking-decider.ts';
import { BookingRuleError, type BookingRuleCode } from '../booking/decider/booking-rule-error.ts';
import type { BookingState, ExistingBooking } from '../booking/decider/booking-state.ts';
import { decideRerunRefund } from '../booking/decider/rerun-refund.ts';
import { loadBooking } from '../booking/run-booking-command.ts';
import { listReconcileRuns } from '../booking/saga/reconcile-runs.ts';
import { attemptsOf, jobIdOf, SAGA_QUEUE, type SagaJob } from '../booking/saga/saga-jobs.ts';
import { handleCommand } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Authorizer, Principal } from '../platform/http/authorize.ts';
import { documented } from '../platform/http/openapi.ts';
import { HttpProblem, notFound, parseInput } from '../platform/http/problem.ts';
import type { Logger } from '../platform/log.ts';
import { createQueueFactory } from '../platform/queues.ts';

export interface OpsRouteDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  /** The booking clock. */
  now: () => Date;
  authorizer: Authorizer;
  /** The saga's queue (refund re-runs). Without it, one is opened on `redisUrl` and closed with the app. */
  sagaQueue?: Queue;
  redisUrl?: string;
  /** The worker's reconcile interval (BOOKING_RECONCILE_EVERY_MS), shown next to its runs. */
  reconcileEveryMs?: number;
  log?: Logger;
}

const STATUS_OF: Record<BookingRuleCode, number> = {
  bookingNotFound: 404,
  idempotencyKeyReused: 422,
  unknownItem: 404,
  unknownSession: 409,
  notRetryable: 409,
  notCancellable: 409,
  answerConflict: 409,
  busy: 409,
  invariant: 500,
};

function problemOf(err: unknown): unknown {
  if (err instanceof BookingRuleError) return new HttpProblem(STATUS_OF[err.code], err.code === 'invariant' ? 'Internal Server Error' : 'Booking Rule', err.message, { code: err.code });
  return err;
}

const id = (what: string) => z.string({ error: `must be ${what}` }).regex(/^[A-Za-z0-9_-]{1,100}$/, `must be ${what} (letters, digits, "-" or "_")`);
const bookingParams = z.object({ bookingId: id('a booking id') });
const itemParams = z.object({ bookingId: id('a booking id'), itemId: id('an item id') });
const refundParams = z.object({ bookingId: id('a booking id'), refundId: id('a refund id') });
const retryBody = z.strictObject({ itemIds: z.array(id('an item id')).min(1).max(20).optional() });
const answerBody = z.strictObject({
  answer: z.enum(['confirmed', 'declined'], { error: 'must be "confirmed" or "declined"' }),
  reference: z.string().trim().min(1).max(100).optional(),
});
const emptyBody = z.strictObject({});

/** How long an answer is replayed for a repeated Idempotency-Key. */
const IDEMPOTENCY_TTL_S = 24 * 3600;

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

type Answer = { status: number; body: Record<string, unknown> };

/**
 * Ops actions on bookings (role ops only): retry the failed items of a partially confirmed (or failed) booking,
 * answer an on-hold item for its supplier, and send an overdue refund to the provider again. Every action needs an
 * Idempotency-Key: a repeated key answers what the first call answered and appends nothing. The rules are the
 * booking decider's; events carry the ops user in their metadata.
 */
export function registerOpsRoutes(app: FastifyInstance, deps: OpsRouteDeps): void {
  const { store, redis, prefix, authorizer } = deps;
  const tags = ['ops'];
  let queue = deps.sagaQueue;
  if (!queue) {
    if (!deps.redisUrl) throw new Error('registerOpsRoutes needs a sagaQueue or a redisUrl');
    const queues = createQueueFactory({ redisUrl: deps.redisUrl, prefix, ...(deps.log ? { log: deps.log } : {}) });
    queue = queues.queue(SAGA_QUEUE);
    app.addHook('onClose', async () => queues.close());
  }
  const sagaQueue = queue;

  const idemKey = (action: string, target: string, key: string) => `${prefix}ops:idempotency:${sha(`${action}\n${target}\n${key}`)}`;

  /** Role first (401/403 before anything is read), then the key, then the input; a stored answer replays. */
  const action = async (
    req: FastifyRequest,
    reply: FastifyReply,
    name: string,
    target: (req: FastifyRequest) => string,
    run: (p: Principal, key: string) => Promise<Answer>,
  ) => {
    const principal = await authorizer.requireRole(req, 'ops');
    const key = parseInput(idempotencyKeyHeader, header(req, 'idempotency-key'), 'Idempotency-Key header');
    const stored = idemKey(name, target(req), key);
    const seen = await redis.get(stored);
    if (seen !== null) {
      const prior = JSON.parse(seen) as Answer;
      return reply.status(prior.status).header('idempotent-replayed', 'true').send(prior.body);
    }
    let answer: Answer;
    try {
      answer = await run(principal, key);
    } catch (err) {
      throw problemOf(err);
    }
    await redis.set(stored, JSON.stringify(answer), 'EX', IDEMPOTENCY_TTL_S);
    deps.log?.info({ action: name, target: target(req), opsUser: principal.customerId }, 'ops action');
    return reply.status(answer.status).send(answer.body);
  };

  const existing = async (bookingId: string): Promise<ExistingBooking> => {
    const { state } = await loadBooking(store, bookingId);
    if (state.status === 'none') throw notFound(`There is no booking ${bookingId}.`);
    return state;
  };

  /** The command as ops, with a command id from the key: a retried request appends the same event ids (nothing new). */
  const command = async (bookingId: string, cmd: BookingCommand, commandId: string, p: Principal, extra: Record<string, unknown> = {}) => {
    const recorded = await store.readStream(bookingStream(bookingId));
    if (recorded.some((e) => e.metadata.commandId === commandId)) return (await loadBooking(store, bookingId)).state;
    const { newState } = await handleCommand<BookingCommand, BookingEvent, BookingState>({
      store,
      registry: bookingEvents,
      decider: bookingDecider,
      streamName: bookingStream(bookingId),
      command: cmd,
      commandId,
      metadata: { actor: { kind: 'ops', customerId: p.customerId }, ...extra },
      maxAttempts: 20,
    });
    return newState;
  };

  app.get('/ops/reconciler', documented({ errors: [401, 403], summary: 'Ops: the reconciler\'s recent runs (what it found and re-drove), newest first', tags }), async (req, reply) => {
    await authorizer.requireRole(req, 'ops');
    reply.header('cache-control', 'no-store');
    return { everyMs: deps.reconcileEveryMs ?? null, runs: await listReconcileRuns(redis, prefix) };
  });

  app.post(
    '/ops/bookings/:bookingId/retry',
    documented({ errors: [401, 403], summary: 'Ops: retry the failed items of a booking (all of them, or the ones named)', tags, params: bookingParams }),
    async (req, reply) =>
      action(req, reply, 'retry', (r) => JSON.stringify(r.params), async (p, key) => {
        const { bookingId } = parseInput(bookingParams, req.params, 'url');
        const { itemIds } = parseInput(retryBody, req.body ?? {}, 'request body');
        const before = await existing(bookingId);
        const ids = itemIds ?? before.itemIds.filter((i) => before.items[i]!.status === 'failed');
        const after = await command(bookingId, { type: 'RequestRetry', data: { itemIds: ids, now: deps.now().toISOString() } }, `ops-retry-${sha(`${bookingId}:${key}`).slice(0, 32)}`, p);
        return { status: 202, body: { bookingId, itemIds: ids, bookingStatus: after.status, statusUrl: `/bookings/${bookingId}/status` } };
      }),
  );

  app.post(
    '/ops/bookings/:bookingId/items/:itemId/answer',
    documented({ errors: [401, 403], summary: "Ops: answer an on-hold item for its supplier (confirmed or declined)", tags, params: itemParams, body: answerBody }),
    async (req, reply) =>
      action(req, reply, 'answer', (r) => JSON.stringify(r.params), async (p, key) => {
        const { bookingId, itemId } = parseInput(itemParams, req.params, 'url');
        const { answer, reference } = parseInput(answerBody, req.body, 'request body');
        const before = await existing(bookingId);
        const item = before.items[itemId];
        if (!item) throw notFound(`Booking ${bookingId} has no item ${itemId}.`);
        const supplierId = item.item.supplier.supplierId;
        const ref = reference ?? `${supplierId}-OPS-${sha(`${bookingId}:${itemId}:${item.attempt}`).slice(0, 8).toUpperCase()}`;
        const after = await command(
          bookingId,
          { type: 'RecordSupplierAnswer', data: { itemId, answer, reference: ref, now: deps.now().toISOString() } },
          `ops-answer-${sha(`${bookingId}:${itemId}:${key}`).slice(0, 32)}`,
          p,
          { onBehalfOfSupplier: supplierId },
        );
        const now = after.status === 'none' ? undefined : after.items[itemId];
        return { status: 200, body: { bookingId, itemId, answer, status: now?.status ?? 'unknown', supplierReference: now?.supplierReference ?? null, answeredBy: 'ops' } };
      }),
  );

  app.post(
    '/ops/bookings/:bookingId/refunds/:refundId/rerun',
    documented({ errors: [401, 403], summary: 'Ops: send an overdue refund to the payment provider again', tags, params: refundParams }),
    async (req, reply) =>
      action(req, reply, 'rerun-refund', (r) => JSON.stringify(r.params), async () => {
        const { bookingId, refundId } = parseInput(refundParams, req.params, 'url');
        parseInput(emptyBody, req.body ?? {}, 'request body');
        const state = await existing(bookingId);
        decideRerunRefund(state, refundId);
        const job: SagaJob = { name: 'refund', data: { bookingId, refundId } };
        const jobId = jobIdOf(job);
        // The saga's own refund job (stable id): wake it from its backoff, revive it when it gave up, or add it again.
        const found = await sagaQueue.getJob(jobId);
        const jobState = found ? await found.getState() : 'missing';
        let done: string;
        if (found && jobState === 'delayed') {
          await found.promote();
          done = 'promoted';
        } else if (found && jobState === 'failed') {
          await found.retry('failed');
          done = 'retried';
        } else if (found && (jobState === 'active' || jobState === 'waiting' || jobState === 'prioritized' || jobState === 'waiting-children')) {
          done = 'running';
        } else {
          if (found) await found.remove();
          await sagaQueue.add(job.name, job.data, { jobId, attempts: attemptsOf(job) });
          done = 'requeued';
        }
        return { status: 202, body: { bookingId, refundId, job: done } };
      }),
  );
}
