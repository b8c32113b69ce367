import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './fixtures.ts';

/**
 * One test context for a whole spec file: opened before its first test, cleaned up after its last. The object is
 * returned at once and filled in by the beforeAll hook, so tests (and helpers they call) read it as a plain value.
 */
export function testContextPerFile(label: string): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(label));
  });
  afterAll(async () => ctx.cleanup?.());
  return ctx;
}
