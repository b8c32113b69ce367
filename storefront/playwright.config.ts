import { defineConfig } from '@playwright/test';

export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4111);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3111);

/**
 * End-to-end suite against the real stack (api, projector, worker, Redis, a temp event store, the production
 * build of the storefront), started by the global setup. Chromium comes from the operating system (no download).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  // One retry on a shared 2-core machine; a test that needed it is reported as flaky, never silently passed.
  retries: 1,
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/artifacts',
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_REPORT ?? 'test-results/report.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_WEB_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    actionTimeout: 20_000,
    navigationTimeout: 60_000,
  },
});
