// Module boundaries of services/src: another module may import only a module's public files, listed here. Anything
// else is the module's inside, free to change without touching its neighbours. platform/ is shared by everyone;
// main/ (the entry points) is nobody's public surface.
//
// A module's public face is one entry, its index.ts (main/ also imports its module.ts, the ModuleDefinition it loops
// over), and its testing face one more, testing/index.ts: other modules' specs and testing/ helpers import those three
// and nothing else. A module still listing several files here has not been given its entries yet; its tests may
// reach further until it has.
//
// To use something another module keeps inside: ask whether it belongs to that module's public face (then export it
// from its index.ts, so the face stays visible in one place) or to platform/ (then move it there).
import { resolve } from 'node:path';

/** Each module's public files, relative to services/src/<module>/. module.ts (what main/ loops over) always is. */
export const publicFiles = {
  booking: ['index.ts'],
  cart: ['index.ts'],
  catalog: ['index.ts'],
  chat: [],
  einvoicing: ['index.ts'],
  enquiries: [],
  identity: ['index.ts'],
  inventory: ['index.ts'],
  notifications: ['index.ts'],
  octo: [],
  ops: [],
  partners: [],
  payments: ['index.ts'],
  promo: ['index.ts'],
  reviews: [],
  tickets: ['index.ts'],
  suppliers: ['index.ts'],
};

const entries = ['./module.ts', './index.ts', './testing/index.ts'];
/** The modules given their entries: every public file is its index.ts (or it has none). */
const withEntries = Object.entries(publicFiles).filter(([, files]) => files.every((f) => f === 'index.ts'));

/**
 * import/no-restricted-paths zones for specs and testing/ helpers: another module's module.ts, index.ts and
 * testing/index.ts only, for every module given its entries.
 */
export function testBoundaryZones(repoRoot) {
  const src = resolve(repoRoot, 'services/src');
  return withEntries.map(([name]) => ({
    target: `${src}/!(${name})/**`,
    from: `${src}/${name}`,
    except: entries,
    message: `${name}/ keeps this file inside: a spec or testing/ helper imports ${name}'s index.ts or testing/index.ts (export it there if another module's tests need it).`,
  }));
}

/** import/no-restricted-paths zones: for each module, every other file of services/src may import only its public files. */
export function moduleBoundaryZones(repoRoot) {
  const src = resolve(repoRoot, 'services/src');
  return Object.entries(publicFiles).map(([name, files]) => ({
    target: `${src}/!(${name})/**`,
    from: `${src}/${name}`,
    except: ['./module.ts', ...files.map((f) => `./${f}`)],
    message: `${name}/ keeps this file inside: import its module.ts or a public file (its index.ts), or export the piece from its index.ts (or move the shared piece to platform/).`,
  }));
}
