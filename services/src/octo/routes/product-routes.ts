import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../octo-error.ts';
import { productsInOctoOrder, toOctoProduct } from '../octo-product.ts';
import { capabilitiesOf, localeOf, type OctoRouteContext } from './octo-route-context.ts';

/** What GET /products counts for against the reseller's limit: 1 for every 100 products in the answer. A 304 costs 1. */
export const productsCost = (count: number): number => Math.max(1, Math.ceil(count / 100));

/** Products per page of GET /products when `limit` is given (at most 100); without it, the whole list. */
const MAX_PRODUCTS_PAGE = 100;
const productsPage = z.object({
  offset: z.coerce.number().int().nonnegative().max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PRODUCTS_PAGE).optional(),
});

const supplier = (endpoint: string) => ({
  id: 'rihla',
  name: 'Rihla',
  endpoint,
  contact: { website: 'https://rihla.example', email: 'partners@rihla.example', telephone: '+966 11 000 0000', address: 'Riyadh, Saudi Arabia' },
});

/** GET /supplier, GET /products (whole or paged, with a weak ETag) and GET /products/{id}. */
export function registerProductRoutes(octo: FastifyInstance, ctx: OctoRouteContext): void {
  const { deps, opts } = ctx;
  /** Serialized product pages by catalog version, language, capabilities and page, with their ETag: made once each. */
  const productPages = new Map<string, { json: string; etag: string; count: number; total: number }>();

  octo.get('/supplier', opts, async () => supplier(`${deps.publicApiUrl}/octo/v1`));

  // The whole list (OCTO's answer) or a page of it (`offset`, `limit`), with a weak ETag: If-None-Match answers 304.
  octo.get('/products', opts, async (req, reply) => {
    const asked = productsPage.safeParse(req.query ?? {});
    if (!asked.success) throw badRequest(`offset must be a whole number from 0, limit one from 1 to ${MAX_PRODUCTS_PAGE}.`);
    const page = asked.data;
    const index = await deps.catalog.fresh();
    const caps = capabilitiesOf(req);
    const locale = localeOf(req);
    const key = `${index.version}|${locale}|${caps.pricing}|${caps.content}|${caps.pickups}|${page.offset}|${page.limit ?? 'all'}`;
    let made = productPages.get(key);
    if (!made) {
      const ordered = productsInOctoOrder(index.published);
      const slice = ordered.slice(page.offset, page.limit === undefined ? undefined : page.offset + page.limit);
      const json = JSON.stringify(slice.map((e) => toOctoProduct(e.doc, locale, caps)));
      made = { json, etag: `W/"${hash('sha1', json, 'base64url').slice(0, 22)}"`, count: slice.length, total: ordered.length };
      if (productPages.size >= 64) productPages.delete(productPages.keys().next().value!);
      productPages.set(key, made);
    }
    reply.header('etag', made.etag);
    reply.header('cache-control', 'private, no-cache');
    reply.header('x-total-count', String(made.total));
    if (page.limit !== undefined && page.offset + page.limit < made.total) {
      reply.header('link', `<${deps.publicApiUrl}/octo/v1/products?offset=${page.offset + page.limit}&limit=${page.limit}>; rel="next"`);
    }
    const inm = String(req.headers['if-none-match'] ?? '');
    if (inm.split(',').some((t) => t.trim() === made.etag || t.trim() === '*')) return reply.status(304).send();
    await ctx.charge(req, reply, productsCost(made.count) - 1, productsCost(made.count));
    return reply.type('application/json; charset=utf-8').send(made.json);
  });

  octo.get<{ Params: { id: string } }>('/products/:id', opts, async (req) => toOctoProduct((await ctx.productDoc(req.params.id)).doc, localeOf(req), capabilitiesOf(req)));
}
