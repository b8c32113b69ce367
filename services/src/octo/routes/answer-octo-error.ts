import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../../platform/http/problem.ts';
import { OctoError } from '../octo-error.ts';

/** Any error of an OCTO route in OCTO's shape: `{ error, errorMessage }`, 400 for anything the request got wrong. */
export function answerOctoError(err: unknown, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof OctoError) return reply.status(err.status).send(err.toJSON());
  if (err instanceof HttpProblem) {
    if (err.status === 429) return reply.status(429).send({ error: 'TOO_MANY_REQUESTS', errorMessage: err.detail });
    return reply.status(err.status >= 500 ? 500 : 400).send({ error: err.status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST', errorMessage: err.detail });
  }
  const e = err as { statusCode?: number; message: string };
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) return reply.status(400).send({ error: 'BAD_REQUEST', errorMessage: e.message });
  req.log.error({ err }, 'octo: unhandled error');
  return reply.status(500).send({ error: 'INTERNAL_SERVER_ERROR', errorMessage: 'Something went wrong on our side. Please try again.' });
}
