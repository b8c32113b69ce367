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

/** Writes the probe files under services/src, lints them with the project's configuration, removes them: `rule`'s messages. */
async function probeErrors(files: Record<string, string>, rule: string): Promise<string[]> {
  const paths = Object.keys(files).map((f) => join(srcDir, f));
  probes.push(...paths);
  for (const [f, text] of Object.entries(files)) writeFileSync(join(srcDir, f), text);
  const eslint = new ESLint({ cwd: resolve(configFile, '..'), overrideConfigFile: configFile });
  const results = await eslint.lintFiles(paths);
  for (const p of paths) rmSync(p, { force: true });
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === rule).map((m) => m.message));
}

const boundaryErrors = (file: string, text: string) => probeErrors({ [file]: text }, 'import/no-restricted-paths');

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
      "import { bookingModule } from '../booking/module.ts';\nimport { bookingOpsActions } from '../booking/index.ts';\nimport { connectRedis } from '../platform/connect-redis.ts';\nexport const used = [bookingModule, bookingOpsActions, connectRedis];\n",
    );
    expect(publicOnly).toEqual([]);
    // Inside its own module a file imports anything.
    expect(await boundaryErrors(`booking/${probe}.ts`, "import { SAGA_QUEUE } from './saga/saga-jobs.ts';\nexport const queue = SAGA_QUEUE;\n")).toEqual([]);
  });
});

describe('lint: a module with its entries (index.ts, testing/index.ts)', () => {
  it("fails a spec or testing/ helper reaching into the module's insides, type-only too, and passes its two entries", async () => {
    // inventory has its entries: production code and tests alike import its index.ts (tests also its testing/index.ts).
    const deepSpec = await boundaryErrors(`ops/${probe}.spec.ts`, "import { slotDecider } from '../inventory/slot-decider.ts';\nexport const decider = slotDecider;\n");
    expect(deepSpec).toHaveLength(1);
    expect(deepSpec[0]).toMatch(/inventory\/ keeps this file inside/);
    expect(await boundaryErrors(`ops/testing/${probe}.ts`, "import type { SlotState } from '../../inventory/slot-decider.ts';\nexport type State = SlotState;\n")).toHaveLength(1);
    expect(await boundaryErrors(`ops/${probe}.ts`, "import type { SlotState } from '../inventory/slot-decider.ts';\nexport type State = SlotState;\n")).toHaveLength(1);
    expect(
      await boundaryErrors(
        `ops/${probe}.spec.ts`,
        "import { slots } from '../inventory/index.ts';\nimport { SEED_PROMOS } from '../promo/testing/index.ts';\nexport const used = [slots, SEED_PROMOS];\n",
      ),
    ).toEqual([]);
    // Production code does not use another module's testing face.
    expect(await boundaryErrors(`ops/${probe}.ts`, "import { SEED_PROMOS } from '../promo/testing/index.ts';\nexport const used = SEED_PROMOS;\n")).toHaveLength(1);
  });
});

describe('lint: import circles counting type-only imports', () => {
  it('fails a circle made of type-only imports (import/no-cycle does not see it) and passes once it is broken', async () => {
    const a = `ops/${probe}-a.ts`;
    const b = `ops/${probe}-b.ts`;
    const typeCircle = await probeErrors(
      {
        [a]: `import type { Line } from './${probe}-b.ts';\nexport interface Cart { lines: Line[] }\n`,
        [b]: `import type { Cart } from './${probe}-a.ts';\nexport interface Line { cart: Cart }\n`,
      },
      'rihla/no-import-circle',
    );
    expect(typeCircle).toHaveLength(2);
    expect(typeCircle[0]).toMatch(/Import circle \(type-only imports count\)/);
    const broken = await probeErrors(
      {
        [a]: `import type { Line } from './${probe}-b.ts';\nexport interface Cart { lines: Line[] }\n`,
        [b]: 'export interface Line { quantity: number }\n',
      },
      'rihla/no-import-circle',
    );
    expect(broken).toEqual([]);
  });
});
