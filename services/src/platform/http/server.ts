import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import helmet from 'helmet';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Logger } from '../log.ts';
import { jsonNestingDepth } from './json-depth.ts';
import { answerClientError } from './client-error.ts';
import { HttpProblem } from './problem.ts';
import { ruleProblem } from './rule-problem.ts';
import { RuleError } from '../rule-error.ts';
import { requestLanguage } from './request-language.ts';
import { createRouteMethods } from './route-methods.ts';

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The headers a response middleware that only sets headers (helmet) sets, read once from a response of our own. */
function headersSetBy(middleware: NodeMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (err) => (failure = err));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** No api body nests deeper than a few levels; anything past this is refused before a handler walks it. */
export const MAX_JSON_DEPTH = 32;

export interface HttpServerOptions {
  log: Logger;
  /** Largest request body accepted, in bytes. */
  bodyLimit?: number;
  /** Deepest nesting of arrays/objects accepted in a JSON body (default MAX_JSON_DEPTH). */
  maxJsonDepth?: number;
  /**
   * Which hops may set X-Forwarded-For (fastify's trustProxy). Per-address rate limits read the client address from
   * it, so trusting every hop would let any client pick its own address; the default trusts only loopback (the
   * storefront's server on the same machine).
   */
  trustProxy?: boolean | string;
}

/**
 * A fastify instance with the api's conventions: every error is problem+json with a sentence a person can
 * read, unknown routes are 404 problems, and (with registerHttpTracing) each request is one OpenTelemetry span from arrival to response.
 */
export function createHttpServer(opts: HttpServerOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: opts.log as FastifyBaseLogger,
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: opts.trustProxy ?? 'loopback',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    clientErrorHandler: answerClientError,
    // Errors the router raises before any route runs (a path segment too long: 414; a malformed url: 400) speak
    // problem+json like every other answer.
    frameworkErrors: (err, req, reply) => {
      const status = err.statusCode ?? 400;
      const p = status === 414 ? new HttpProblem(414, 'URI Too Long', 'A part of this url is longer than this api accepts.') : new HttpProblem(status, 'Bad Request', 'The url is not valid.');
      return (reply as unknown as FastifyReply).status(status).type('application/problem+json').send(p.toJSON(req.url.slice(0, 200)));
    },
  });
  const routeMethods = createRouteMethods();
  app.addHook('onRoute', (route) => routeMethods.add(route.url, route.method));

  // fastify's JSON parser, behind a nesting check: a body nested thousands deep would otherwise reach recursive
  // code (zod, body scans) and overflow the stack, a 500 instead of a 400.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  const maxDepth = opts.maxJsonDepth ?? MAX_JSON_DEPTH;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonNestingDepth(body as string) > maxDepth) {
      return done(new HttpProblem(400, 'Bad Request', `The request body nests deeper than ${maxDepth} levels; no request of this api needs that.`), undefined);
    }
    return parseJson(req, body as string, done);
  });

  // Cookies are parsed and written by the library: one Set-Cookie per cookie name, however often a route sets it.
  void app.register(fastifyCookie);
  // Security headers on every answer (helmet): nosniff, no framing (X-Frame-Options and frame-ancestors, /docs
  // included), no referrer, and a CSP that fits the only HTML the api serves: Swagger UI (own scripts) and the
  // sandbox payment page (inline styles). No form-action: that page's form ends in a 303 to the storefront. No
  // upgrade-insecure-requests: development runs over plain http. Computed once (@fastify/helmet rebuilt the whole
  // middleware on every request, ~10 % of the api's CPU on a cached catalog read) and handed to fastify's reply
  // headers, which Node checks once when the head is written: twelve res.setHeader calls per answer checked each name
  // and value twice (docs/benchmarks.md, "Issue 26, ninth pass").
  const securityHeaders = headersSetBy(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // Images may be shown by the storefront on a sibling origin (same site); nobody else's pages.
    crossOriginResourcePolicy: { policy: 'same-site' },
  }));
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  app.addHook('onRequest', (req, _reply, done) => {
    (req as { startedAt?: bigint }).startedAt = process.hrtime.bigint();
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const started = (req as { startedAt?: bigint }).startedAt;
    const ms = started ? Number(process.hrtime.bigint() - started) / 1e6 : undefined;
    if (reply.statusCode >= 500) req.log.error({ url: req.url, method: req.method, status: reply.statusCode, ms }, 'request failed');
    else req.log.debug({ url: req.url, method: req.method, status: reply.statusCode, ms }, 'request');
    done();
  });
  app.setErrorHandler((err, req, reply) => {
    const send = (p: HttpProblem) => reply.status(p.status).type('application/problem+json').send(p.toJSON(req.url, requestLanguage(req)));
    if (err instanceof HttpProblem) return send(err);
    if (err instanceof RuleError) {
      const p = ruleProblem(err);
      if (p.status >= 500) req.log.error({ err }, 'refused by an invariant');
      return send(p);
    }
    const e = err as { statusCode?: number; code?: string; message: string };
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(new HttpProblem(413, 'Payload Too Large', `The request body is larger than the ${opts.bodyLimit ?? 65536} bytes this api accepts.`));
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return send(new HttpProblem(415, 'Unsupported Media Type', 'Send the request body as application/json.'));
    if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return send(new HttpProblem(400, 'Bad Request', 'The request body is empty; send a JSON object.'));
    if (e.statusCode === 400 && (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError || /JSON/.test(e.message))) {
      return send(new HttpProblem(400, 'Bad Request', 'The request body is not valid JSON.'));
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) return send(new HttpProblem(e.statusCode, 'Bad Request', e.message));
    req.log.error({ err }, 'unhandled error');
    return send(new HttpProblem(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'));
  });

  // A method no route declares for an existing path: 405 with Allow, answered before the body is parsed (a body
  // method like QUERY would otherwise fail on its content type first).
  app.addHook('onRequest', async (req, reply) => {
    if (!req.is404) return;
    const path = req.url.split('?')[0]!;
    const allowed = routeMethods.allowedFor(path);
    if (allowed.length === 0) return;
    const p = new HttpProblem(405, 'Method Not Allowed', `${path} answers ${allowed.join(', ')}, not ${req.method}.`);
    return reply.status(405).header('allow', allowed.join(', ')).type('application/problem+json').send(p.toJSON(req.url));
  });

  app.setNotFoundHandler((req, reply) => {
    const p = new HttpProblem(404, 'Not Found', `There is nothing at ${req.method} ${req.url.split('?')[0]}.`);
    return reply.status(404).type('application/problem+json').send(p.toJSON(req.url));
  });

  return app;
}
