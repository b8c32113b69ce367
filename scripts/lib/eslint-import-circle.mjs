// ESLint rule `rihla/no-import-circle`: a file may not reach itself through its relative imports, type-only imports
// (`import type`, `export type ... from`) included. import/no-cycle skips type-only imports, yet a circle of types
// ties two files (and two modules) together just the same. Each file's imports are read with the TypeScript
// preprocessor and kept by path and modification time, so a lint run reads every file once.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

const parsed = new Map();

/** The files `file` imports by relative path (resolved, existing .ts files only). */
function importsOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const held = parsed.get(file);
  if (held && held.mtime === mtime) return held.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .filter(({ fileName }) => fileName.startsWith('.') && fileName.endsWith('.ts'))
    .map(({ fileName }) => resolve(dirname(file), fileName));
  parsed.set(file, { mtime, imports });
  return imports;
}

/** A shortest path of imports from `start` back to itself, or null. */
function circleThrough(start) {
  const previous = new Map();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i];
    for (const next of importsOf(at)) {
      if (next === start) {
        const path = [start];
        for (let p = at; p !== start; p = previous.get(p)) path.splice(1, 0, p);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCircle = {
  meta: { type: 'problem', docs: { description: 'no import circle, type-only imports included' }, schema: [] },
  create(context) {
    return {
      Program(node) {
        const file = context.filename;
        const circle = circleThrough(file);
        if (!circle) return;
        const base = dirname(file);
        const names = circle.map((f) => (f.startsWith(base) ? `.${f.slice(base.length)}` : f));
        context.report({ node, message: `Import circle (type-only imports count): ${names.join(' -> ')}. Move what both sides need to one of them or a third file.` });
      },
    };
  },
};

export const rihlaPlugin = { rules: { 'no-import-circle': noImportCircle } };
