import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import { moduleBoundaryZones, testBoundaryZones } from './eslint.module-boundaries.mjs';
import { rihlaPlugin } from './scripts/lib/eslint-import-circle.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/.next/**', '**/dist/**', '.data/**', '**/next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // An import cycle couples two modules both ways and breaks initialisation order; none is allowed (the rule's own
    // test, services/src/platform/lint/no-import-cycles.int.spec.ts, feeds it one).
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { import: importPlugin },
    settings: {
      // Relative imports name their .ts file, so the node resolver finds them; packages (@rihla/*) are other workspaces.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // Without it the rule parses imported TypeScript files with espree, fails quietly, and sees no cycle.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // import/no-cycle skips type-only imports; this rule counts them (a circle of types couples files all the same).
    files: ['services/src/**/*.ts'],
    plugins: { rihla: rihlaPlugin },
    rules: { 'rihla/no-import-circle': 'error' },
  },
  {
    // A module's insides are its own: other modules and main/ import its module.ts and declared public files only
    // (eslint.module-boundaries.mjs). Type-only imports are held to the same face.
    files: ['services/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/testing/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: moduleBoundaryZones(import.meta.dirname) }] },
  },
  {
    // Specs and testing/ helpers assemble modules like main/ does, through each module's index.ts and testing/index.ts.
    files: ['services/src/**/*.spec.ts', 'services/src/**/testing/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: testBoundaryZones(import.meta.dirname) }] },
  },
  {
    files: ['scripts/**', '**/bench/**', '**/*.spec.ts', '**/main/**'],
    rules: { 'no-console': 'off' },
  },
);
