/* global process, performance -- Node script, linted without the TypeScript project */
// The production build: each process's entrypoint compiled by esbuild into one ES module under dist/ (the
// @rihla/events workspace compiled into it), run with plain `node dist/main/<role>.js`. Packages from the registry
// stay external: `npm ci --omit=dev` installs them next to dist/ (native ones such as argon2 and better-sqlite3
// cannot be bundled anyway). Type checking is `npm run typecheck`'s job; this only transpiles.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const here = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8'));
const registryPackages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@rihla/'));

/** Every deployable process plus the operator commands (seed, rebuild read models, finance refunds report). */
export const entrypoints = ['main/api', 'main/worker', 'main/projector', 'main/relay', 'main/seed', 'main/rebuild', 'ops/finance-refunds-cli']
  .filter((e) => existsSync(resolve(here, 'src', `${e}.ts`)));

// `--outdir=<dir>` builds elsewhere (tests build their own copy so they never race a developer's dist/).
const outdir = resolve(here, process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist');
rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
// The SQLite event store's writer thread is a file of its own, loaded beside the bundle that starts it (see sqlite.ts).
const entryFolders = [...new Set(entrypoints.map((e) => e.split('/')[0]))];
const writerThreads = entryFolders.map((folder) => ({ in: 'src/platform/eventstore/sqlite-writer-thread.ts', out: `${folder}/sqlite-writer-thread` }));
await build({
  absWorkingDir: here,
  entryPoints: [...entrypoints.map((e) => `src/${e}.ts`), ...writerThreads],
  outbase: 'src',
  outdir,
  bundle: true,
  // No shared chunks: config.ts finds the default DATA_DIR relative to its own file, which must stay at dist/<folder>/.
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: registryPackages.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS helpers may call require(): give the ES module one.
  banner: { js: "import { createRequire as __rihlaCreateRequire } from 'node:module'; const require = __rihlaCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
// What the bundle reads beside itself at run time (import.meta.dirname is dist/main there): ZATCA's test certificate,
// used when a deployment has not onboarded its EGS unit yet.
cpSync(resolve(here, 'src/einvoicing/zatca-data/Certificates'), resolve(outdir, 'main/zatca-data/Certificates'), { recursive: true });
process.stdout.write(`built ${entrypoints.length} entrypoints into ${outdir} in ${Math.round(performance.now() - started)} ms: ${entrypoints.join(', ')}\n`);
