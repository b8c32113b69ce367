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
