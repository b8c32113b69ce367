import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';

/**
 * Route schemas exist for the OpenAPI document only. Validation stays in zod inside the handlers (parseInput),
 * because its messages are written for people; fastify must never reject a request before zod can explain it.
 */
const acceptEverything = () => () => true;
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** A zod schema as OpenAPI 3.0 JSON Schema, describing what a client sends (io 'input') or receives ('output'). */
export function openApiSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

export interface RouteDocs {
  summary: string;
  description?: string;
  tags?: string[];
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** Status code -> response body schema (or a plain description for non-JSON answers). */
  response?: Record<number, z.ZodType | { description: string; content?: Record<string, unknown> }>;
}

/**
 * Route options carrying documentation schemas converted from zod, with validation and response serialization
 * switched off for the route so the schemas never change what the handler sees or sends.
 */
export function documented(docs: RouteDocs): Pick<RouteShorthandOptions, 'schema' | 'validatorCompiler' | 'serializerCompiler'> {
  const schema: FastifySchema & Record<string, unknown> = { summary: docs.summary };
  if (docs.description) schema.description = docs.description;
  if (docs.tags) schema.tags = docs.tags;
  if (docs.querystring) schema.querystring = openApiSchemaOf(docs.querystring, 'input');
  if (docs.params) schema.params = openApiSchemaOf(docs.params, 'input');
  if (docs.body) schema.body = openApiSchemaOf(docs.body, 'input');
  if (docs.response) {
    schema.response = Object.fromEntries(
      Object.entries(docs.response).map(([status, s]) => [status, s instanceof z.ZodType ? openApiSchemaOf(s, 'output') : s]),
    );
  }
  return { schema, validatorCompiler: acceptEverything, serializerCompiler: plainJson };
}

/**
 * Serves the OpenAPI document at /openapi.json and Swagger UI at /docs. Register it before the routes it should
 * list (swagger collects routes as they are added). It also turns fastify's own validation off for the whole
 * instance, so a route that attaches schemas without `documented()` still lets zod speak.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(acceptEverything);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Rihla API',
        version: '0.1.0',
        description:
          'Bilingual (English/Arabic) catalog and booking api for tours and activities in Saudi Arabia and the UAE. ' +
          'Errors are application/problem+json (RFC 9457) with a readable detail and, for bad input, an errors[] list per parameter.',
      },
      tags: [
        { name: 'catalog', description: 'Experiences, search, taxonomy and availability' },
        { name: 'images', description: 'Locally generated experience artwork' },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/openapi.json', { schema: { hide: true } }, async (_req, reply) => reply.type('application/json').send(app.swagger()));
}
