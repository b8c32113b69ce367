import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicFiles } from '../../../../eslint.module-boundaries.mjs';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const srcDir = resolve(repoRoot, 'services/src');

/** The module map of docs/architecture.md: module -> the files of its public face, as the table lists them. */
function documentedMap(): Record<string, string[]> {
  const doc = readFileSync(resolve(repoRoot, 'docs/architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Modules and their public faces'));
  const rows = section.split('\n').filter((l) => /^\| [a-z]+ \|/.test(l) && !l.startsWith('| module |'));
  return Object.fromEntries(rows.map((l) => {
    const cells = l.split(' | ');
    return [cells[0]!.slice(2), [...cells[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)];
  }));
}

describe('the module map', () => {
  it('docs/architecture.md lists every module with exactly the public face the lint enforces', () => {
    const lint = Object.fromEntries(Object.entries(publicFiles).map(([m, files]) => [m, ['module.ts', ...files]]));
    expect(documentedMap()).toEqual(lint);
  });

  it('the lint has an entry for every module folder, and every public file exists', () => {
    const modules = readdirSync(srcDir, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'platform' && e.name !== 'main').map((e) => e.name);
    expect(Object.keys(publicFiles).sort()).toEqual(modules.sort());
    for (const [m, files] of Object.entries(publicFiles)) for (const f of ['module.ts', ...files]) expect(readdirSync(resolve(srcDir, m, f, '..')), `${m}/${f}`).toContain(f.split('/').pop());
  });
});
