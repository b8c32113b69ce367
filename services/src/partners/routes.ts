import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { partnerApplicationInput, partnerApplicationSubmitted } from '@rihla/events/identity';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Authorizer } from '../platform/http/authorize.ts';
import { clientNetwork } from '../platform/http/client-address.ts';
import { documented } from '../platform/http/openapi.ts';
import { registerOneTimeMarkRoute } from '../platform/http/one-time-mark-route.ts';
import { inboxDocSchema } from '../platform/inbox-doc-schema.ts';
import { parseInput } from '../platform/http/problem.ts';
import { enforceRateLimit } from '../platform/http/rate-limit.ts';
import { listPartnerApplications } from './partner-applications-projection.ts';
import { handlePartnerApplication } from './handle-partner-application.ts';
import { submitPartnerApplication } from './submit-partner-application.ts';

export interface PartnerRouteDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  now: () => Date;
  /** From registerIdentityRoutes: the ops-only list checks the role in the handler. */
  authorizer: Authorizer;
  newId?: () => string;
  /** Applications per client address per hour. */
  perAddressPerHour?: number;
}


export const PARTNER_APPLICATION_RECEIVED = 'Thank you! We received your application and our partnerships team will contact you soon.';

const applicationList = z.object({ applications: z.array(inboxDocSchema(partnerApplicationSubmitted, 'handled')) });

/** The partner registration form (header link) and ops' list of what came in. */
export function registerPartnerRoutes(app: FastifyInstance, deps: PartnerRouteDeps): void {
  const newId = deps.newId ?? (() => randomUUID());

  app.post('/partners/applications', documented({ summary: 'Submit the partner registration form', tags: ['partners'], body: partnerApplicationInput, response: { 201: z.object({ applicationId: z.string(), message: z.string() }) } }), async (req, reply) => {
    const input = parseInput(partnerApplicationInput, req.body, 'partner registration form');
    await enforceRateLimit(deps.redis, deps.prefix, reply, [{ rule: { name: 'partner-application:address', limit: deps.perAddressPerHour ?? 10, windowSeconds: 3600 }, subject: clientNetwork(req) }], deps.now());
    const applicationId = newId();
    await submitPartnerApplication(deps.store, input, applicationId, deps.now());
    return reply.status(201).send({ applicationId, message: PARTNER_APPLICATION_RECEIVED });
  });

  app.get('/ops/partner-applications', documented({ errors: [401, 403], summary: 'Partner applications, newest first (ops only)', tags: ['partners', 'ops'], response: { 200: applicationList } }), async (req, reply) => {
    await deps.authorizer.requireRole(req, 'ops');
    reply.header('cache-control', 'no-store');
    return { applications: await listPartnerApplications(deps.redis, deps.prefix) };
  });

  registerOneTimeMarkRoute(app, {
    path: '/ops/partner-applications/:id/handled',
    summary: 'Ops: mark a partner application handled (recorded once, with who and when)',
    tags: ['partners', 'ops'],
    id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be an application id'),
    authorizer: deps.authorizer,
    mark: async (applicationId, by) => ({ applicationId, status: 'handled', ...(await handlePartnerApplication(deps.store, { applicationId, by, now: deps.now() })) }),
    response: z.object({ applicationId: z.string(), status: z.literal('handled'), handledAt: z.string() }),
  });
}
