import type * as Testcontainers from 'testcontainers';
import type { GenericContainer, StartedTestContainer } from 'testcontainers';

export type StartedOrSkipped = { started: StartedTestContainer } | { skipped: string };

/** Runs a promise with a deadline, so a hanging engine or image pull turns into a skip reason instead of a stuck run. */
async function within<T>(ms: number, what: string, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(`${what} took longer than ${ms / 1000} s`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts a server for a test suite with testcontainers when this machine has a container engine that can pull the
 * image; otherwise returns why it cannot (no engine, engine unreachable, image cannot be pulled), so the suite says
 * plainly that it was skipped and why — an absent engine is never a test failure. Only starting the container can
 * skip: once it runs, the suite's own assertions decide.
 */
export async function startContainerOrSkip(describe: string, build: (testcontainers: typeof Testcontainers) => GenericContainer, timeoutMs = 180_000): Promise<StartedOrSkipped> {
  const testcontainers = await import('testcontainers');
  try {
    await within(15_000, 'finding a container engine', testcontainers.getContainerRuntimeClient());
  } catch (err) {
    return { skipped: `${describe}: no container engine reachable (${(err as Error).message.split('\n')[0]})` };
  }
  try {
    return { started: await within(timeoutMs, 'starting the container', build(testcontainers).start()) };
  } catch (err) {
    return { skipped: `${describe}: the container engine could not pull or start the image (${(err as Error).message.split('\n')[0]})` };
  }
}
