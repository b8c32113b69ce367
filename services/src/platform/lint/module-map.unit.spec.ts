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

/** The names a module's index.ts exports (its re-export lines), or null when it has none. */
function entryExports(module: string): string[] | null {
  let text: string;
  try {
    text = readFileSync(resolve(srcDir, module, 'index.ts'), 'utf8');
  } catch {
    return null;
  }
  return [...text.matchAll(/^export (?:type )?\{ ([^}]*) \} from/gm)].flatMap((m) => m[1]!.split(',').map((n) => n.trim().replace(/^type /, '')));
}

/** The names the table lists after `index.ts`: for each module. */
function documentedExports(): Record<string, string[] | null> {
  const doc = readFileSync(resolve(repoRoot, 'docs/architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Modules and their public faces'));
  const rows = section.split('\n').filter((l) => /^\| [a-z]+ \|/.test(l) && !l.startsWith('| module |'));
  return Object.fromEntries(
    rows.map((l) => {
      const cells = l.split(' | ');
      const face = cells[2]!.replace(/ \|$/, '');
      const at = face.indexOf('`index.ts`: ');
      return [cells[0]!.slice(2), at === -1 ? null : face.slice(at + '`index.ts`: '.length).split(', ')];
    }),
  );
}

describe('the module map', () => {
  it("lists after `index.ts` exactly the names each module's index.ts exports (its public face)", () => {
    const modules = Object.keys(publicFiles);
    expect(documentedExports()).toEqual(Object.fromEntries(modules.map((m) => [m, entryExports(m)])));
  });

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
