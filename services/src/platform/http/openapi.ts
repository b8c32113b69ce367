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

type JsonSchema = Record<string, unknown>;

/** RFC 9457 problem details, the body of every 4xx/5xx answer. */
const problemDetails = {
  type: 'object',
  required: ['type', 'title', 'status', 'detail'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    instance: { type: 'string' },
    errors: { type: 'array', items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } } },
  },
  additionalProperties: true,
};

/**
 * The named shapes of the answers (zod schemas with `.meta({ id })`), served once under `components.schemas` and
 * referenced from every answer that carries them: clients generate one type per name (storefront/lib/api-types).
 */
const componentSchemas = new Map<string, JsonSchema>([['ProblemDetails', problemDetails]]);

/** Every `$ref` to zod's `#/definitions/<id>` rewritten by `to` (deep; arrays and objects). */
function mapRefs(node: unknown, to: (id: string) => unknown): unknown {
  if (Array.isArray(node)) return node.map((n) => mapRefs(n, to));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as JsonSchema).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) return to(ref.slice('#/definitions/'.length));
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, mapRefs(v, to)]));
}

/**
 * A zod schema as OpenAPI 3.0 JSON Schema, describing what a client sends (io 'input') or receives ('output').
 * Answers refer to their named shapes in `components.schemas`; requests inline them, because what a client may send
 * (defaults, optional fields) differs from what it receives under the same name.
 */
export function openApiSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _dialect, definitions = {}, ...json } = z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema & { definitions?: Record<string, JsonSchema> };
  if (io === 'input') {
    const inline = (id: string): unknown => mapRefs(definitions[id], inline);
    return mapRefs(json, inline) as JsonSchema;
  }
  const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
  for (const [id, def] of Object.entries(definitions)) componentSchemas.set(id, mapRefs(def, ref) as JsonSchema);
  return mapRefs(json, ref) as JsonSchema;
}

export interface RouteDocs {
  summary: string;
  description?: string;
  tags?: string[];
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** Request headers the route reads (an object schema; required keys are declared required). */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** Status code -> response body schema (or a plain description for non-JSON answers). */
  response?: Record<number, z.ZodType | { description: string; content?: Record<string, unknown> }>;
  /**
   * The 4xx answers the route gives besides the ones every route of its kind gives (400 for bad input, 404 for an
   * unknown id in the path, 413/415 for bodies): documented as application/problem+json.
   */
  errors?: number[];
}


const REASONS: Record<number, string> = {
  400: 'Bad input: the detail and errors[] say what to change',
  401: 'Not signed in (or the credential is missing)',
  403: 'Signed in without the right to do this, or a cross-site request',
  404: 'Nothing with this id (or not yours)',
  409: 'Conflicts with the current state',
  412: 'If-Match does not match the current revision',
  413: 'The request body is too large',
  414: 'A part of the url is too long',
  415: 'The request body is not JSON',
  422: 'A business rule refuses the request; the detail says which',
  428: 'A required precondition header is missing',
  429: 'Too many requests; Retry-After says when to try again',
  431: 'The url and headers are larger than the api accepts (16 KiB)',
  503: 'Not ready or overloaded',
};

/** An error answer as the OpenAPI document states it: problem+json. */
export const problemResponse = (status: number) => ({
  description: REASONS[status] ?? 'Error',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } },
});

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
  if (docs.headers) schema.headers = openApiSchemaOf(docs.headers, 'input');
  if (docs.body) schema.body = openApiSchemaOf(docs.body, 'input');
  const response: Record<string, unknown> = {};
  for (const [status, s] of Object.entries(docs.response ?? {})) {
    // Error answers are problem+json whatever schema a route gave for them.
    if (Number(status) >= 400) response[status] = problemResponse(Number(status));
    else if (s instanceof z.ZodType) response[status] = openApiSchemaOf(s, 'output');
    // fastify-swagger's way to say "no body" (otherwise it documents an application/json body).
    else if (Number(status) === 204 && !s.content) response[status] = { ...s, type: 'null' };
    else response[status] = s;
  }
  // A route that documents no success answer answers 200 with JSON (fastify-swagger's own default).
  if (!Object.keys(response).some((s) => Number(s) < 400)) response[200] = { description: 'OK' };
  const errors = new Set(docs.errors ?? []);
  if (docs.querystring || docs.params || docs.headers || docs.body) errors.add(400);
  // A path param longer than the router takes (maxParamLength) is refused before the route runs: 414.
  if (docs.params) for (const status of [404, 414]) errors.add(status);
  for (const status of errors) response[status] = problemResponse(status);
  if (Object.keys(response).length) schema.response = response;
  return { schema, validatorCompiler: acceptEverything, serializerCompiler: plainJson };
}

/**
 * Serves the OpenAPI document at /openapi.json and Swagger UI at /docs. Register it before the routes it should
 * list (swagger collects routes as they are added). It also turns fastify's own validation off for the whole
 * instance, so a route that attaches schemas without `documented()` still lets zod speak.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(acceptEverything);
  // Before swagger's own hook: what every route can answer whatever it does. A request line and headers over Node's
  // 16 KiB are refused 431 before any route (platform/http/client-error.ts); the per-address limit in front of
  // every route answers 429; a route that takes a body also answers 400 (not JSON), 413 and 415, and, as a state
  // change, 403 when the CSRF check refuses a cross-site request.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (FastifySchema & { hide?: boolean; response?: Record<string, unknown> }) | undefined;
    if (!schema || schema.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const common = [429, 431];
    if (methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH')) common.push(400, 413, 415, 403);
    else if (methods.includes('DELETE')) common.push(403);
    schema.response = { ...schema.response };
    for (const status of common) schema.response[status] ??= problemResponse(status);
  });
  await app.register(swagger, {
    // The named answer shapes collected while the routes were documented (openApiSchemaOf).
    transformObject: (doc) => {
      if (!('openapiObject' in doc)) return doc.swaggerObject;
      const { openapiObject } = doc;
      const named = Object.fromEntries([...componentSchemas].sort(([a], [b]) => (a < b ? -1 : 1)));
      return { ...openapiObject, components: { ...openapiObject.components, schemas: { ...openapiObject.components?.schemas, ...named } } } as typeof openapiObject;
    },
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
