import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { enquiryIdField, enquiryInput, enquiryKind, enquirySubmitted } from '@rihla/events/enquiries';
import { HAS_TEXT } from '@rihla/events/identity';
import type { Queue } from 'bullmq';
import { enqueueMail } from '../notifications/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Authorizer } from '../platform/http/authorize.ts';
import { clientNetwork } from '../platform/http/client-address.ts';
import { documented } from '../platform/http/openapi.ts';
import { registerOneTimeMarkRoute } from '../platform/http/one-time-mark-route.ts';
import { inboxDocSchema } from '../platform/inbox-doc-schema.ts';
import { parseInput } from '../platform/http/problem.ts';
import { enforceRateLimit } from '../platform/http/rate-limit.ts';
import type { Logger } from '../platform/log.ts';
import { answerEnquiry } from './answer-enquiry.ts';
import { enquiryIdOf } from './enquiry-id.ts';
import { listEnquiries } from './enquiries-projection.ts';
import { submitEnquiry } from './submit-enquiry.ts';

export interface EnquiryRouteDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  now: () => Date;
  /** From registerIdentityRoutes: ops' list checks the role; a signed-in sender is recorded. */
  authorizer: Authorizer;
  /** The mail queue: the acknowledgement is a job the worker sends. */
  mailQueue: Queue;
  log?: Logger;
  newId?: () => string;
  /** Enquiries per client address per hour. */
  perAddressPerHour?: number;
}

export const ENQUIRY_RECEIVED = {
  contact: 'Thank you! We received your message and will answer within one working day.',
  feedback: 'Thank you for your feedback!',
} as const;

const opsQuery = z.strictObject({ kind: enquiryKind.optional() });
const enquiryList = z.object({ enquiries: z.array(inboxDocSchema(enquirySubmitted, 'answered')) });
/** The optional Idempotency-Key header: one visible key of at most 200 characters. */
const enquiryHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'Send one Idempotency-Key header.' })
    .max(200, 'Send one key of at most 200 characters.')
    .regex(HAS_TEXT, 'Send one key of at most 200 characters.')
    .optional(),
});
const enquiryAnswer = z.object({ enquiryId: z.string(), kind: enquiryKind, message: z.string() }).meta({ id: 'EnquiryReceived' });

/** The contact and feedback forms, and ops' inbox of what came in. */
export function registerEnquiryRoutes(app: FastifyInstance, deps: EnquiryRouteDeps): void {
  app.post(
    '/enquiries',
    documented({
      summary: 'Send the contact or the feedback form',
      description: 'Idempotent: the same enquiryId (or Idempotency-Key header) with the same content answers with the same enquiry and appends nothing; with other content it is a 409.',
      tags: ['enquiries'],
      headers: enquiryHeaders,
      body: enquiryInput,
      response: { 200: enquiryAnswer, 201: enquiryAnswer },
      errors: [409],
    }),
    async (req, reply) => {
      const input = parseInput(enquiryInput, req.body, 'form');
      const headers = parseInput(enquiryHeaders, req.headers, 'Idempotency-Key header');
      const enquiryId = enquiryIdOf(input.enquiryId, headers['idempotency-key'], deps.newId);
      await enforceRateLimit(deps.redis, deps.prefix, reply, [{ rule: { name: 'enquiry:address', limit: deps.perAddressPerHour ?? 10, windowSeconds: 3600 }, subject: clientNetwork(req) }], deps.now());
      const customerId = (await deps.authorizer.principal(req))?.customerId ?? null;
      // Another message under the same key is an EnquiryConflictError, answered 409 from the one table of refusals.
      const result = await submitEnquiry(deps.store, { ...input, enquiryId, customerId, now: deps.now() });
      // Enqueued again on a resubmission (one job per enquiry id, one e-mail per key), so a crash between the append
      // and this line is repaired by the visitor's retry; the worker retries a failing send.
      await enqueueMail(deps.mailQueue, { name: 'enquiry-acknowledgement', data: { enquiryId } });
      return reply.status(result.created ? 201 : 200).send({ enquiryId, kind: result.enquiry.kind, message: ENQUIRY_RECEIVED[result.enquiry.kind] });
    },
  );

  app.get('/ops/enquiries', documented({ errors: [401, 403], summary: 'Contact and feedback messages, newest first (ops only)', tags: ['enquiries', 'ops'], querystring: opsQuery, response: { 200: enquiryList } }), async (req, reply) => {
    await deps.authorizer.requireRole(req, 'ops');
    const { kind } = parseInput(opsQuery, req.query, 'query string');
    reply.header('cache-control', 'no-store');
    return { enquiries: await listEnquiries(deps.redis, deps.prefix, kind) };
  });

  registerOneTimeMarkRoute(app, {
    path: '/ops/enquiries/:id/answered',
    summary: 'Ops: mark an enquiry answered (recorded once, with who and when)',
    tags: ['enquiries', 'ops'],
    id: enquiryIdField,
    authorizer: deps.authorizer,
    mark: async (enquiryId, by) => ({ enquiryId, status: 'answered', ...(await answerEnquiry(deps.store, { enquiryId, by, now: deps.now() })) }),
    response: z.object({ enquiryId: z.string(), status: z.literal('answered'), answeredAt: z.string() }),
  });
}
