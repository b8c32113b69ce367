import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnvironment } from '../../../scripts/lib/local-origins.mjs';
import { localPorts } from '../../../scripts/lib/local-ports.mjs';
import { freshEmail, startIdentityTestApp, type IdentityTestApp } from '../identity/testing/index.ts';

// Issue 28.16: `npm start` runs the supplier storefront and the general variant beside it against one api. The api it
// starts is given exactly `startEnvironment`'s answer (scripts/start.mjs); before, that environment named only the
// supplier storefront, and the general variant's sign-up, cart and checkout were refused as another site's.
describe('the api as npm start runs it', () => {
  const ports = localPorts({ API_PORT: '4561', STOREFRONT_PORT: '3561' });
  const env = startEnvironment({ env: {}, ports, dataDir: '/tmp/unused', redisUrl: 'redis://unused', revalidateSecret: 'x'.repeat(43) });
  let t: IdentityTestApp;
  beforeAll(async () => {
    // The origin settings as npm start sets them (the rest, Redis and the event store, are the test context's own).
    const origins = Object.fromEntries(['PUBLIC_API_URL', 'PUBLIC_STOREFRONT_URL', 'ALLOWED_ORIGINS'].flatMap((k) => (env[k] === undefined ? [] : [[k, env[k]!]])));
    t = await startIdentityTestApp('npm-start-origins', { env: origins });
  });
  afterAll(async () => t?.close());

  it('takes state changes from both storefront variants, and from no other site', async () => {
    for (const origin of ['http://localhost:3561', 'http://localhost:3562']) {
      const { reply } = await t.signUp({ email: freshEmail('variant') }, { origin });
      expect(reply.status, origin).toBe(201);
      const out = await t.request('POST', '/auth/sign-out', undefined, { cookie: reply.sessionCookie, origin });
      expect(out.status, origin).toBe(204);
    }
    for (const origin of ['http://localhost:3563', 'https://evil.example']) {
      const refused = await t.request('POST', '/auth/sign-up', { email: freshEmail('other') }, { origin });
      expect(refused.status, origin).toBe(403);
    }
  });
});
