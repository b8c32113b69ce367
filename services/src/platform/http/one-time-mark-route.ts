import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarkedRecordNotFoundError } from '../decide-one-time-mark.ts';
import type { Authorizer } from './authorize.ts';
import { documented } from './openapi.ts';
import { notFound, parseInput } from './problem.ts';

const emptyBody = z.strictObject({}, { error: 'Send no fields: the url says which record.' });

/**
 * `POST {path}` (path ends in `:id`): ops sets a one-time mark on a record. 401/403 for others, 404 for an unknown
 * id, and marking twice answers the same without appending anything.
 */
export function registerOneTimeMarkRoute(
  app: FastifyInstance,
  o: { path: string; summary: string; tags: string[]; id: z.ZodString; authorizer: Authorizer; mark: (id: string, by: string) => Promise<Record<string, unknown>>; response: z.ZodType },
): void {
  const params = z.strictObject({ id: o.id });
  app.post(o.path, documented({ errors: [401, 403, 404], summary: o.summary, tags: o.tags, params, body: emptyBody, response: { 200: o.response } }), async (req, reply) => {
    const principal = await o.authorizer.requireRole(req, 'ops');
    const { id } = parseInput(params, req.params, 'url');
    parseInput(emptyBody, req.body ?? {}, 'request body');
    reply.header('cache-control', 'no-store');
    try {
      return await o.mark(id, principal.customerId);
    } catch (err) {
      if (err instanceof MarkedRecordNotFoundError) throw notFound(err.message);
      throw err;
    }
  });
}
