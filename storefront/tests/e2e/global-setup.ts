import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { nextBin, startEngineStack, storefrontDir, waitFor } from '../engine-stack';
import { API, API_PORT, GENERAL_WEB_PORT, REVALIDATE_SECRET, WEB_PORT } from './stack';

/** The real stack: the engine (Redis, a seeded temp event store, api + projector + worker) and two storefront builds. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const engine = await startEngineStack({
    label: 'e2e',
    apiPort: API_PORT,
    storefrontUrl: `http://localhost:${WEB_PORT}`,
    extraEnv: {
      // The general-variant storefront is ours too (CSRF, card return addresses).
      ALLOWED_ORIGINS: `http://localhost:${GENERAL_WEB_PORT}`,
      // Staff accounts for the /ops and /finance screens (staff.e2e.spec.ts).
      OPS_EMAIL: 'ops@rihla.local',
      OPS_PASSWORD: 'ops-local-123',
      FINANCE_EMAIL: 'finance@rihla.local',
      FINANCE_PASSWORD: 'finance-local-123',
      // One clock for api and worker that a test can move (reviews need a trip in the past): see setStackClock.
      CLOCK_SOURCE: 'redis',
      // Catalog changes reach both storefronts' cache through the api's notice, as under npm start.
      STOREFRONT_REVALIDATE_URLS: [WEB_PORT, GENERAL_WEB_PORT].map((p) => `http://localhost:${p}/api/revalidate`).join(','),
      STOREFRONT_REVALIDATE_SECRET: REVALIDATE_SECRET,
      // The OCTO webhook receivers of webhook-failures.e2e.spec.ts listen on this machine (a test-only switch).
      OCTO_WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
    output: 'inherit',
  });
  // Playwright's workers start after the global setup and inherit its environment.
  process.env.E2E_REDIS_URL = engine.redisUrl;
  process.env.E2E_EVENTSTORE_SQLITE_FILE = engine.env.EVENTSTORE_SQLITE_FILE;
  try {
    const webEnv = { ...process.env, NEXT_DIST_DIR: process.env.E2E_NEXT_DIST_DIR ?? '.next-e2e', NEXT_PUBLIC_PAYMENT_HOSTS: `localhost:${API_PORT},127.0.0.1:${API_PORT}`, RIHLA_API_URL: API, STOREFRONT_REVALIDATE_SECRET: REVALIDATE_SECRET, NEXT_TELEMETRY_DISABLED: '1', PORT: String(WEB_PORT) };
    if (!process.env.E2E_SKIP_BUILD) {
      const built = spawnSync(process.execPath, [nextBin, 'build'], { cwd: storefrontDir, env: webEnv, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('next build failed');
    }
    // The storefront's own server (scripts/server.mjs): Next's handler plus the X-Forwarded-For rule under test.
    const server = resolve(storefrontDir, 'scripts/server.mjs');
    engine.spawnTracked(process.execPath, [server], { cwd: storefrontDir, env: webEnv, stdio: ['ignore', 'inherit', 'inherit'] });
    engine.spawnTracked(process.execPath, [server], {
      cwd: storefrontDir,
      env: { ...webEnv, RIHLA_VARIANT: 'general', PORT: String(GENERAL_WEB_PORT) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`http://127.0.0.1:${WEB_PORT}/about`, async (r) => r.ok, 60_000, 'the storefront');
    await waitFor(`http://127.0.0.1:${GENERAL_WEB_PORT}/about`, async (r) => r.ok, 60_000, 'the general-variant storefront');
  } catch (err) {
    await engine.stop();
    throw err;
  }
  return engine.stop;
}
