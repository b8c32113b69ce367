import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLogger } from '../log.ts';
import { registerOpenApi } from './openapi.ts';
import { createHttpServer } from './server.ts';

/** Every answer of the api, its docs page included: no sniffing, no framing, a restrictive CSP, no referrer leaks. */
describe('api security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = createHttpServer({ log: createLogger('headers-test', 'silent') });
    await registerOpenApi(app);
    app.get('/thing', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => app?.close());

  it.each(['/thing', '/docs', '/docs/static/index.html', '/openapi.json', '/no-such-route'])('%s carries nosniff, DENY framing and a CSP', async (url) => {
    const r = await app.inject({ url });
    expect(r.statusCode).toBeLessThan(500);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    // The sandbox payment page posts its card form over plain http in development and then returns to the shop.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('form-action');
  });
});
