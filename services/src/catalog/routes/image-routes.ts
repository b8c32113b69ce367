import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parseInput } from '../../platform/http/problem.ts';
import { documented } from '../../platform/http/openapi.ts';
import { problemSchema } from '../api-schemas.ts';
import { renderImageWebp } from '../images/render-image.ts';
import { imageQuerySchema } from '../query/list-query.ts';
import type { CatalogRouteContext } from './catalog-route-context.ts';

const imageParams = z.object({ imageId: z.string() });
const problems = { 400: problemSchema, 404: problemSchema };
const IMAGE_BUDGET = 32 * 1024 * 1024;

/** GET /images/:imageId: an experience, city or theme image as WebP (width, density, height, fit, background, quality), rendered once per size and kept within a byte budget. */
export function registerImageRoutes(app: FastifyInstance, ctx: CatalogRouteContext): void {
  const images = new Map<string, Buffer>();
  let imageBytes = 0;

  app.get(
    '/images/:imageId',
    documented({
      tags: ['images'],
      summary: 'Experience, city or theme image as WebP: a breakpoint width, density 1 or 2, optional height with fit and background, quality',
      params: imageParams,
      querystring: imageQuerySchema,
      response: { 200: { description: 'image/webp', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } }, ...problems },
    }),
    async (req, reply) => {
      const { w, h, q, dpr, fit, bg } = parseInput(imageQuerySchema, req.query, 'query string');
      const size = { width: w * dpr, ...(h !== undefined ? { height: h * dpr } : {}), quality: q, fit, background: bg };
      const index = await ctx.snapshot.fresh();
      const { imageId } = req.params as { imageId: string };
      const image = index.images.get(imageId);
      if (!image) throw notFound(`There is no image "${imageId}".`);
      const etag = `"${createHash('sha1').update(JSON.stringify(image)).update(JSON.stringify(size)).digest('base64url').slice(0, 20)}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      let webp = images.get(etag);
      if (!webp) {
        const rendered: Buffer = await renderImageWebp(image, size);
        webp = rendered;
        images.set(etag, rendered);
        imageBytes += rendered.length;
        for (const [k, v] of images) {
          if (imageBytes <= IMAGE_BUDGET) break;
          images.delete(k);
          imageBytes -= v.length;
        }
      }
      return reply.type('image/webp').send(webp);
    },
  );
}
