import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/**
 * Which message namespaces the client components reachable from a file read, found by reading the sources: the
 * import graph (static and dynamic `import('./x')`, relative and `@/` paths) from an entry file, and in every file on
 * it that runs in the browser (`'use client'`, or imported by such a file, directive or not) the namespaces its `useTranslations('ns')` calls name, or, for an unscoped
 * `useTranslations()` / `useTranslations(variable)`, the first segment of each `'ns.key'` string and each
 * `namespace="ns"` it holds. Server components are not counted: they read every message with getTranslations.
 */
export const storefrontRoot = resolve(import.meta.dirname, '../..');

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? resolve(storefrontRoot, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : undefined;
  if (!base) return undefined;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file)) return file;
  }
  return undefined;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The files `file` imports (static and dynamic), resolved to sources of this app. */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((m) => resolveImport(file, m[1]!) ?? []);
}

/**
 * The source files reachable from `entry` through its imports, each with whether it runs in the browser: a file with
 * `'use client'`, and every file a browser file imports (with or without the directive), is bundled for the client.
 */
export function importClosure(entry: string): Map<string, boolean> {
  const client = new Map<string, boolean>();
  const todo: [string, boolean][] = [[entry, false]];
  while (todo.length > 0) {
    const [file, importedByClient] = todo.pop()!;
    const inClient = importedByClient || isClient(readFileSync(file, 'utf8'));
    // Visit again only when the file is now known to run in the browser and was not before.
    if (client.has(file) && (client.get(file) || !inClient)) continue;
    client.set(file, inClient);
    for (const next of importsOf(file)) todo.push([next, inClient]);
  }
  return client;
}

const isClient = (source: string) => /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(source);

/** The namespaces one browser file's translations read. */
export function namespacesOf(file: string, namespaces: readonly string[]): Set<string> {
  const source = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const m of source.matchAll(/\buseTranslations\(\s*['"]([^'"]+)['"]\s*\)/g)) found.add(m[1]!.split('.')[0]!);
  if (/\buseTranslations\(\s*(?:[A-Za-z_$][\w$]*)?\s*\)/.test(source)) {
    for (const m of source.matchAll(/['"`]([A-Za-z]\w*)\.[\w.]+['"`]/g)) if (namespaces.includes(m[1]!)) found.add(m[1]!);
    for (const m of source.matchAll(/\bnamespace\s*[=:]\s*['"]([A-Za-z]\w*)['"]/g)) found.add(m[1]!);
  }
  return found;
}

/** The namespaces the client files reachable from `entry` read, with the files that read each (for messages). */
export function clientNamespacesFrom(entry: string, namespaces: readonly string[]): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const [file, inClient] of importClosure(entry)) {
    if (!inClient) continue;
    for (const ns of namespacesOf(file, namespaces)) uses.set(ns, [...(uses.get(ns) ?? []), relative(storefrontRoot, file)]);
  }
  return uses;
}
