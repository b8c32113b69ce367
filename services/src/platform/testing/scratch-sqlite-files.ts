import { join } from 'node:path';
import { afterEach } from 'vitest';
import { tempDir } from './fixtures.ts';

/**
 * For the specs of one describe block that open SQLite files by hand: `freshFile()` is a new events.sqlite in its own
 * temp dir, `defer(fn)` closes a store or a raw connection after the test; everything is undone after each test, last
 * opened first (a store closes before its directory goes).
 */
export function scratchSqliteFiles(label: string): { freshFile: () => string; defer: (cleanup: () => Promise<void> | void) => void } {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  const defer = (cleanup: () => Promise<void> | void) => void cleanups.push(cleanup);
  const freshFile = () => {
    const { dir, remove } = tempDir(label);
    defer(remove);
    return join(dir, 'events.sqlite');
  };
  return { freshFile, defer };
}
