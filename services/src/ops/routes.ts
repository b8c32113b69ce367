import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { BookingOpsActions } from '../booking/index.ts';
import type { Authorizer, Principal } from '../platform/http/authorize.ts';
import { idempotencyKeyHeader } from '../platform/http/idempotency-key-header.ts';
import { documented } from '../platform/http/openapi.ts';
import { parseInput } from '../platform/http/problem.ts';
import type { Logger } from '../platform/log.ts';

export interface OpsRouteDeps {
  redis: Redis;
  prefix: string;
  /** The booking clock. */
  now: () => Date;
  authorizer: Authorizer;
  /** What ops may do to a booking (booking's public surface: its rules, its saga queue). */
  bookings: BookingOpsActions;
  /** The worker's reconcile interval (BOOKING_RECONCILE_EVERY_MS), shown next to its runs. */
  reconcileEveryMs?: number;
  log?: Logger;
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
/** One reconciliation as ops see it (`booking/saga/reconcile-runs.ts`). */
const reconcileRun = z.object({
  trigger: z.enum(['start', 'schedule']),
  startedAt: z.string(),
  finishedAt: z.string(),
  bookings: z.number().int(),
  enqueued: z.number().int(),
  restarted: z.number().int(),
  settled: z.number().int(),
  redriven: z.array(z.string()),
}) satisfies z.ZodType<Awaited<ReturnType<BookingOpsActions['reconcileRuns']>>[number]>;
const reconcilerView = z.object({ everyMs: z.number().int().nullable(), runs: z.array(reconcileRun) });

/** How long an answer is replayed for a repeated Idempotency-Key. */
const IDEMPOTENCY_TTL_S = 24 * 3600;

const sha = (s: string) => hash('sha256', s, 'hex');

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

type Answer = { status: number; body: Record<string, unknown> };

/**
 * Ops actions on bookings (role ops only): retry the failed items of a partially confirmed (or failed) booking,
 * answer an on-hold item for its supplier, send an overdue refund to the provider again, and run a refused capture again. Every action needs an
 * Idempotency-Key: a repeated key answers what the first call answered and appends nothing. The rules are the
 * booking decider's; events carry the ops user in their metadata.
 */
export function registerOpsRoutes(app: FastifyInstance, deps: OpsRouteDeps): void {
  const { redis, prefix, authorizer, bookings } = deps;
  const tags = ['ops'];

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
    // A refusal (RuleError) is answered from the one table of refusals by the api's error handler.
    const answer = await run(principal, key);
    await redis.set(stored, JSON.stringify(answer), 'EX', IDEMPOTENCY_TTL_S);
    deps.log?.info({ action: name, target: target(req), opsUser: principal.customerId }, 'ops action');
    return reply.status(answer.status).send(answer.body);
  };

  app.get('/ops/reconciler', documented({ errors: [401, 403], summary: 'Ops: the reconciler\'s recent runs (what it found and re-drove), newest first', tags, response: { 200: reconcilerView } }), async (req, reply) => {
    await authorizer.requireRole(req, 'ops');
    reply.header('cache-control', 'no-store');
    return { everyMs: deps.reconcileEveryMs ?? null, runs: await bookings.reconcileRuns() };
  });

  app.post(
    '/ops/bookings/:bookingId/retry',
    documented({ errors: [401, 403], summary: 'Ops: retry the failed items of a booking (all of them, or the ones named)', tags, params: bookingParams, body: retryBody, response: { 202: z.object({ bookingId: z.string(), itemIds: z.array(z.string()), bookingStatus: z.string(), statusUrl: z.string() }) } }),
    async (req, reply) =>
      action(req, reply, 'retry', (r) => JSON.stringify(r.params), async (p, key) => {
        const { bookingId } = parseInput(bookingParams, req.params, 'url');
        const { itemIds } = parseInput(retryBody, req.body ?? {}, 'request body');
        const done = await bookings.retry(bookingId, itemIds, deps.now(), { customerId: p.customerId, key });
        return { status: 202, body: { bookingId, itemIds: done.itemIds, bookingStatus: done.bookingStatus, statusUrl: `/bookings/${bookingId}/status` } };
      }),
  );

  app.post(
    '/ops/bookings/:bookingId/items/:itemId/answer',
    documented({ errors: [401, 403], summary: "Ops: answer an on-hold item for its supplier (confirmed or declined)", tags, params: itemParams, body: answerBody, response: { 200: z.object({ bookingId: z.string(), itemId: z.string(), answer: answerBody.shape.answer, status: z.string(), supplierReference: z.string().nullable().optional(), answeredBy: z.literal('ops') }) } }),
    async (req, reply) =>
      action(req, reply, 'answer', (r) => JSON.stringify(r.params), async (p, key) => {
        const { bookingId, itemId } = parseInput(itemParams, req.params, 'url');
        const { answer, reference } = parseInput(answerBody, req.body, 'request body');
        const now = await bookings.answer(bookingId, itemId, { answer, reference }, deps.now(), { customerId: p.customerId, key });
        return { status: 200, body: { bookingId, itemId, answer, status: now.status, supplierReference: now.supplierReference, answeredBy: 'ops' } };
      }),
  );

  app.post(
    '/ops/bookings/:bookingId/refunds/:refundId/rerun',
    documented({ errors: [401, 403], summary: 'Ops: send an overdue refund to the payment provider again', tags, params: refundParams, body: emptyBody, response: { 202: z.object({ bookingId: z.string(), refundId: z.string(), job: z.string() }) } }),
    async (req, reply) =>
      action(req, reply, 'rerun-refund', (r) => JSON.stringify(r.params), async () => {
        const { bookingId, refundId } = parseInput(refundParams, req.params, 'url');
        parseInput(emptyBody, req.body ?? {}, 'request body');
        return { status: 202, body: { bookingId, refundId, job: await bookings.rerunRefund(bookingId, refundId) } };
      }),
  );

  app.post(
    '/ops/bookings/:bookingId/capture/retry',
    documented({ errors: [401, 403], summary: 'Ops: run a capture the payment provider refused again (once the payment is sorted out there)', tags, params: bookingParams, body: emptyBody, response: { 202: z.object({ bookingId: z.string(), job: z.string() }) } }),
    async (req, reply) =>
      action(req, reply, 'retry-capture', (r) => JSON.stringify(r.params), async () => {
        const { bookingId } = parseInput(bookingParams, req.params, 'url');
        parseInput(emptyBody, req.body ?? {}, 'request body');
        return { status: 202, body: { bookingId, job: await bookings.retryCapture(bookingId) } };
      }),
  );
}
