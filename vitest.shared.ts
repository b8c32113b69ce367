import { resolve } from 'node:path';
import type { ViteUserConfig } from 'vitest/config';

/** One test configuration for every workspace: real Redis started once per run, forked workers. */
export const sharedTestConfig: ViteUserConfig = {
  test: {
    include: ['src/**/*.spec.ts', 'bench/**/*.spec.ts'],
    globalSetup: [resolve(import.meta.dirname, 'scripts/lib/vitest-global-setup.ts')],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: process.env.VITEST_JSON_REPORT ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT }]] : ['default'],
  },
};
