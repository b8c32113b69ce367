// The import structure of services/src, measured the way issue 24's "Done when" states it: import circles between
// files counting type-only imports (`import type`, `export ... from`), imports running from a lower layer up
// (platform -> modules -> main: platform imports no module and no main/, a module never imports main/), and circles
// between modules. Run `node scripts/lib/import-structure.mjs` to print the counts and the offending imports.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function tsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : tsFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isTest = (file) => /\.spec\.ts$/.test(file) || /(^|\/)testing\//.test(file);
const layerOf = (file) => {
  const top = file.split('/')[0];
  return top === 'platform' ? 0 : top === 'main' ? 2 : 1;
};
const moduleOf = (file) => file.split('/')[0];

/** Strongly connected components of more than one node (or a node importing itself): the import circles. */
function circles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? new Set()).has(v)) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

/**
 * `scope`: 'production' leaves out specs and testing/ helpers (they assemble modules the way main/ does); 'all'
 * counts them too.
 */
export function importStructure({ srcDir = join(repoRoot, 'services/src'), scope = 'production' } = {}) {
  const files = tsFiles(srcDir)
    .map((f) => relative(srcDir, f))
    .filter((f) => scope === 'all' || !isTest(f));
  const known = new Set(files);
  const graph = new Map();
  const upward = [];
  for (const file of files) {
    const out = new Set();
    const { importedFiles } = ts.preProcessFile(readFileSync(join(srcDir, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = relative(srcDir, resolve(srcDir, dirname(file), fileName));
      if (!known.has(target)) continue;
      out.add(target);
      if (layerOf(target) > layerOf(file)) upward.push(`${file} -> ${target}`);
    }
    graph.set(file, out);
  }
  const modules = new Map();
  for (const [file, targets] of graph) {
    if (layerOf(file) !== 1) continue;
    for (const t of targets) {
      if (layerOf(t) !== 1 || moduleOf(t) === moduleOf(file)) continue;
      if (!modules.has(moduleOf(file))) modules.set(moduleOf(file), new Set());
      modules.get(moduleOf(file)).add(moduleOf(t));
    }
  }
  return { files: files.length, fileCircles: circles(graph), upwardImports: upward, moduleCircles: circles(modules) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const scope of ['production', 'all']) {
    const s = importStructure({ scope });
    console.log(`${scope} (${s.files} files): ${s.fileCircles.length} import circles, ${s.upwardImports.length} imports from a lower layer up, ${s.moduleCircles.length} circles between modules`);
    for (const c of s.fileCircles) console.log(`  circle: ${c.join(' <-> ')}`);
    for (const u of s.upwardImports) console.log(`  up: ${u}`);
    for (const c of s.moduleCircles) console.log(`  module circle: ${c.join(' <-> ')}`);
  }
}
