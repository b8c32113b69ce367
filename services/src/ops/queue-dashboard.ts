import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Authorizer } from '../platform/http/authorize.ts';
import { conflict, forbidden, HttpProblem } from '../platform/http/problem.ts';
import { recordQueueAction } from './record-queue-action.ts';

/** Where the api serves the dashboard. */
export const QUEUE_DASHBOARD_ROUTE = '/ops/jobs';

export interface QueueDashboardDeps {
  queues: readonly Queue[];
  authorizer: Authorizer;
  store: EventStore;
  now: () => Date;
  newId: () => string;
  /** The path the browser uses for the dashboard (through the storefront's /api proxy, where the session cookie lives). */
  publicPath: string;
}

/**
 * The changes ops may make from the dashboard: run a failed job again, or a delayed one now (one job or all of a
 * state). Removing, cleaning, emptying, pausing or editing jobs could lose saga work or money, so nobody may.
 */
const ACTIONS: Record<string, 'retry' | 'promote'> = {
  [`${QUEUE_DASHBOARD_ROUTE}/api/queues/:queueName/:jobId/retry`]: 'retry',
  [`${QUEUE_DASHBOARD_ROUTE}/api/queues/:queueName/retry/:queueStatus`]: 'retry',
  [`${QUEUE_DASHBOARD_ROUTE}/api/queues/:queueName/:jobId/promote`]: 'promote',
  [`${QUEUE_DASHBOARD_ROUTE}/api/queues/:queueName/promote`]: 'promote',
};

const READS = new Set(['GET', 'HEAD']);

/**
 * A BullMQ dashboard (bull-board) over the engine's queues, so failed, stalled and delayed jobs are visible. Ops and
 * finance may look; only ops may act, only by retry or promote, and each action appends an audit event (who, what,
 * when) before it runs: an action that cannot be recorded does not happen.
 */
export async function registerQueueDashboard(app: FastifyInstance, deps: QueueDashboardDeps): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(deps.publicPath);
  createBullBoard({
    queues: deps.queues.map((q) => new BullMQAdapter(q, { allowRetries: true })),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Rihla queues' } },
  });

  /** bull-board would also re-run completed jobs (a saga step, a mail, twice): only failed ones run again. */
  const refuseRetryOfAnythingButFailed = async ({ queueName, jobId, queueStatus }: { queueName: string; jobId?: string; queueStatus?: string }) => {
    if (!jobId) {
      if (queueStatus !== 'failed') throw forbidden(`Only failed jobs can be retried, not ${queueStatus ?? 'these'} ones.`);
      return;
    }
    const job = await deps.queues.find((q) => q.name === queueName)?.getJob(jobId);
    const state = job ? await job.getState() : 'unknown';
    if (state !== 'failed') throw conflict(`Only a failed job can be retried; job ${jobId} is ${state}.`);
  };

  const guard = async (req: FastifyRequest) => {
    const principal = await deps.authorizer.requireRole(req, 'ops', 'finance');
    if (READS.has(req.method)) return;
    if (!principal.roles.includes('ops')) throw forbidden('Finance sees the queues read-only; ask ops to retry a job.');
    const action = ACTIONS[req.routeOptions.url ?? ''];
    if (!action) throw forbidden('From the dashboard ops can retry failed jobs and run delayed ones now; nothing else changes a queue.');
    const params = req.params as { queueName: string; jobId?: string; queueStatus?: string };
    if (action === 'retry') await refuseRetryOfAnythingButFailed(params);
    await recordQueueAction(deps.store, {
      actionId: deps.newId(),
      action,
      queue: params.queueName,
      jobId: params.jobId ?? null,
      jobState: params.queueStatus ?? (params.jobId ? null : 'delayed'),
      customerId: principal.customerId,
      at: deps.now().toISOString(),
    });
  };

  const answerProblem = (err: HttpProblem, req: FastifyRequest, reply: FastifyReply) => reply.status(err.status).type('application/problem+json').send(err.toJSON(req.url));

  await app.register(async (scope) => {
    // bull-board's plugin has its own error handler (every error a 500): refusals are answered here, as problem+json.
    scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        await guard(req);
      } catch (err) {
        if (!(err instanceof HttpProblem)) throw err;
        return answerProblem(err, req, reply);
      }
    });
    // Refusals raised before that hook (the api-wide CSRF check of a cross-site request) keep their status too: each
    // dashboard route answers an HttpProblem as itself, and only anything else as bull-board's 500.
    scope.addHook('onRoute', (route) => {
      route.errorHandler = (err, req, reply) => {
        if (err instanceof HttpProblem) return answerProblem(err, req, reply);
        req.log.error({ err }, 'queue dashboard request failed');
        return reply.status(500).type('application/problem+json').send(new HttpProblem(500, 'Internal Server Error', 'The queue dashboard failed; see the api log.').toJSON(req.url));
      };
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_ROUTE });
  });
}
