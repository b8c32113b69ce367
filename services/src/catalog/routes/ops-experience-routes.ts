import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localizedText } from '@rihla/events/common';
import type { EventStore } from '../../platform/eventstore/port.ts';
import type { Authorizer } from '../../platform/http/authorize.ts';
import { documented } from '../../platform/http/openapi.ts';
import { notFound, parseInput } from '../../platform/http/problem.ts';
import { experiences } from '../decider/experiences.ts';
import type { ExperienceState } from '../decider/experience-decider.ts';
import type { CatalogSnapshot } from '../query/catalog-snapshot.ts';
import { normaliseText } from '../query/normalise-text.ts';

export interface OpsCatalogRouteDeps {
  store: EventStore;
  authorizer: Authorizer;
  snapshot: CatalogSnapshot;
  /** Told after an experience was withdrawn or restored (e.g. cached storefront pages of it to drop). */
  onChanged?: (experienceId: string) => Promise<void>;
}

const idParams = z.object({ experienceId: z.string({ error: 'must be an experience id' }).regex(/^[a-z0-9-]{1,120}$/, 'must be an experience id (lowercase letters, digits and "-")') });
const listQuery = z.strictObject({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  status: z.enum(['all', 'published', 'withdrawn'], { error: 'must be all, published or withdrawn' }).default('all'),
});
const reasonText = z.string({ error: 'must be text' }).trim().min(3, 'must say why, in at least 3 characters').max(300, 'must be at most 300 characters');
const withdrawBody = z.strictObject({ reason: localizedText.extend({ en: reasonText, ar: reasonText }) });
const emptyBody = z.strictObject({});
const opsExperience = z.object({
  experienceId: z.string(),
  title: localizedText,
  city: localizedText,
  status: z.enum(['published', 'withdrawn']),
  withdrawnReason: localizedText.nullable(),
});
const changed = z.object({ experienceId: z.string(), status: z.enum(['published', 'withdrawn']) });

/** At most this many experiences answer one ops search (the catalog holds hundreds). */
const LIMIT = 50;

/**
 * Ops' hand on the catalog (role ops): find an experience (withdrawn ones included), withdraw it with a reason in both
 * languages (its page then says it is unavailable, it leaves lists and search, its cart lines are refused), or
 * restore it as it was. Both are idempotent by the decider (a second withdraw appends nothing); the events carry the
 * ops user in their metadata.
 */
export function registerOpsCatalogRoutes(app: FastifyInstance, deps: OpsCatalogRouteDeps): void {
  const tags = ['ops'];

  app.get(
    '/ops/experiences',
    documented({ errors: [400, 401, 403], summary: 'Ops: experiences by title or id, withdrawn ones included', tags, querystring: listQuery, response: { 200: z.object({ items: z.array(opsExperience), total: z.number().int() }) } }),
    async (req, reply) => {
      await deps.authorizer.requireRole(req, 'ops');
      const { q, status } = parseInput(listQuery, req.query, 'query string');
      const index = await deps.snapshot.refresh();
      const words = q ? normaliseText(q).split(' ').filter(Boolean) : [];
      const found = index.all.filter(({ doc }) => {
        if (status !== 'all' && doc.status !== status) return false;
        const text = normaliseText(`${doc.experienceId} ${doc.title.en} ${doc.title.ar}`);
        return words.every((w) => text.includes(w));
      });
      reply.header('cache-control', 'no-store');
      return {
        total: found.length,
        items: found.slice(0, LIMIT).map(({ doc }) => ({
          experienceId: doc.experienceId,
          title: doc.title,
          city: index.cities.get(doc.cityId)?.name ?? { en: doc.cityId, ar: doc.cityId },
          status: doc.status,
          withdrawnReason: doc.withdrawnReason,
        })),
      };
    },
  );

  const change = async (experienceId: string, customerId: string, command: Parameters<typeof experiences.handle>[2]) => {
    if (!(await deps.snapshot.refresh()).byId.has(experienceId)) throw notFound(`There is no experience "${experienceId}".`);
    const { newState } = await experiences.handle(deps.store, experienceId, command, { metadata: { actor: { kind: 'ops', customerId } } });
    await deps.onChanged?.(experienceId);
    return { experienceId, status: (newState as Exclude<ExperienceState, { status: 'none' }>).status };
  };

  app.post(
    '/ops/experiences/:experienceId/withdraw',
    documented({ errors: [400, 401, 403, 404], summary: 'Ops: withdraw an experience from sale, with the reason its page gives (en and ar)', tags, params: idParams, body: withdrawBody, response: { 200: changed } }),
    async (req) => {
      const p = await deps.authorizer.requireRole(req, 'ops');
      const { experienceId } = parseInput(idParams, req.params, 'url');
      const { reason } = parseInput(withdrawBody, req.body, 'request body');
      return change(experienceId, p.customerId, { type: 'WithdrawExperience', data: { experienceId, reason } });
    },
  );

  app.post(
    '/ops/experiences/:experienceId/restore',
    documented({ errors: [400, 401, 403, 404], summary: 'Ops: put a withdrawn experience back on sale as it was', tags, params: idParams, body: emptyBody, response: { 200: changed } }),
    async (req) => {
      const p = await deps.authorizer.requireRole(req, 'ops');
      const { experienceId } = parseInput(idParams, req.params, 'url');
      parseInput(emptyBody, req.body ?? {}, 'request body');
      return change(experienceId, p.customerId, { type: 'RestoreExperience', data: { experienceId } });
    },
  );
}
