import { afterEach } from 'vitest';
import { createTestContext, type TestContext } from './fixtures.ts';

/**
 * `context(label)` opens a fresh test context inside a test; each is cleaned up after its test. Call it before the
 * spec registers its own afterEach hooks: hooks run last-registered first, so the spec's (killing child processes,
 * closing extra connections) run before the store and Redis keys go.
 */
export function testContextPerTest(): (label: string) => Promise<TestContext> {
  const open: TestContext[] = [];
  afterEach(async () => {
    for (const ctx of open.splice(0)) await ctx.cleanup();
  });
  return async (label) => {
    const ctx = await createTestContext(label);
    open.push(ctx);
    return ctx;
  };
}
