import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The project's own lint configuration, run on two small modules written for the occasion: the cycle rule must
// catch a cycle we introduce on purpose, and stay quiet once it is broken.
const configFile = resolve(import.meta.dirname, '../../../../eslint.config.js');
// Inside the repository: flat config only applies to files under the config's own folder.
const dir = mkdtempSync(resolve(import.meta.dirname, '../../../.lint-cycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cycleErrors(files: Record<string, string>): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: configFile });
  const results = await eslint.lintFiles(Object.keys(files).map((f) => join(dir, f)));
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import/no-cycle').map((m) => `${r.filePath.slice(dir.length + 1)}: ${m.message}`));
}

describe('lint: import cycles', () => {
  it('fails a cycle between two files and passes once one side no longer imports the other', async () => {
    const withCycle = await cycleErrors({
      'cart-rules.ts': "import { reviewLine } from './cart-review.ts';\nexport const checkLine = (n: number): number => reviewLine(n) + 1;\n",
      'cart-review.ts': "import { checkLine } from './cart-rules.ts';\nexport const reviewLine = (n: number): number => (n > 0 ? checkLine(n - 1) : 0);\n",
    });
    expect(withCycle.length).toBeGreaterThanOrEqual(1);
    expect(withCycle.join('\n')).toMatch(/cycle/i);

    const without = await cycleErrors({
      'cart-rules.ts': "import { reviewLine } from './cart-review.ts';\nexport const checkLine = (n: number): number => reviewLine(n) + 1;\n",
      'cart-review.ts': 'export const reviewLine = (n: number): number => n;\n',
    });
    expect(without).toEqual([]);
  });
});

// The module-boundary rule resolves real files under services/src, so its probes are written there (unique names,
// removed afterwards): one in ops/ reaching into booking's saga, one using booking's public surface.
const srcDir = resolve(import.meta.dirname, '../..');
const probe = `lint-boundary-probe-${process.pid}-${Date.now()}`;
const probes: string[] = [];
afterAll(() => {
  for (const p of probes) rmSync(p, { force: true });
});

async function boundaryErrors(file: string, text: string): Promise<string[]> {
  const path = join(srcDir, file);
  probes.push(path);
  writeFileSync(path, text);
  const eslint = new ESLint({ cwd: resolve(configFile, '..'), overrideConfigFile: configFile });
  const [result] = await eslint.lintFiles([path]);
  rmSync(path, { force: true });
  return result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('lint: module boundaries', () => {
  it("fails an import of another module's insides, and passes its module.ts and public files", async () => {
    const deep = await boundaryErrors(`ops/${probe}.ts`, "import { SAGA_QUEUE } from '../booking/saga/saga-jobs.ts';\nexport const queue = SAGA_QUEUE;\n");
    expect(deep).toHaveLength(1);
    expect(deep[0]).toMatch(/booking\/ keeps this file inside/);
    // A type-only import is held to the same surface (it ties the modules together just the same).
    const typeOnly = await boundaryErrors(`ops/${probe}.ts`, "import type { SagaJobData } from '../booking/saga/saga-jobs.ts';\nexport type Data = SagaJobData;\n");
    expect(typeOnly).toHaveLength(1);

    // main/ is held to the same surface; testing/ helpers are for tests, not for production code.
    expect(await boundaryErrors(`main/${probe}.ts`, "import { startSagaWorker } from '../booking/saga/saga-worker.ts';\nexport const start = startSagaWorker;\n")).toHaveLength(1);
    expect(await boundaryErrors(`ops/${probe}.ts`, "import { CARDS } from '../booking/testing/booking-fixtures.ts';\nexport const cards = CARDS;\n")).toHaveLength(1);

    const publicOnly = await boundaryErrors(
      `ops/${probe}.ts`,
      "import { bookingModule } from '../booking/module.ts';\nimport { bookingOpsActions } from '../booking/ops-actions.ts';\nimport { connectRedis } from '../platform/connect-redis.ts';\nexport const used = [bookingModule, bookingOpsActions, connectRedis];\n",
    );
    expect(publicOnly).toEqual([]);
    // Inside its own module a file imports anything.
    expect(await boundaryErrors(`booking/${probe}.ts`, "import { SAGA_QUEUE } from './saga/saga-jobs.ts';\nexport const queue = SAGA_QUEUE;\n")).toEqual([]);
  });
});
