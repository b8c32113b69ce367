import { describe, expect, it } from 'vitest';
import { importStructure } from '../../../../scripts/lib/import-structure.mjs';

// Issue 24's "Done when", measured on the real sources: no import circle between files counting type-only imports,
// and at most 3 imports from a lower layer up (platform -> modules -> main: the module contract lives in platform/,
// main/ only composes). `node scripts/lib/import-structure.mjs` prints the counts and the offending imports.
describe('the import structure of services/src', () => {
  for (const scope of ['production', 'all'] as const) {
    it(`has no import circle and at most 3 imports from a lower layer up (${scope === 'all' ? 'specs and testing/ included' : 'production code'})`, () => {
      const s = importStructure({ scope });
      expect(s.files).toBeGreaterThan(300);
      expect(s.fileCircles).toEqual([]);
      expect(s.upwardImports.length, s.upwardImports.join('\n')).toBeLessThanOrEqual(3);
      // Each port lives with the module that calls it (booking owns the supplier-confirmation, notification and
      // tax-details ports; suppliers, notifications and einvoicing implement them): no circle between modules.
      if (scope === 'production') expect(s.moduleCircles).toEqual([]);
    });
  }

  it('counts a type-only circle and an upward import when the sources have them', async () => {
    const { mkdtempSync, mkdirSync, rmSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'import-structure-'));
    try {
      for (const d of ['platform', 'main', 'shop']) mkdirSync(join(dir, d));
      writeFileSync(join(dir, 'main/context.ts'), "import type { ShopModule } from '../shop/module.ts';\nexport type Context = { shop: ShopModule };\n");
      writeFileSync(join(dir, 'shop/module.ts'), "import type { Context } from '../main/context.ts';\nexport type ShopModule = (ctx: Context) => void;\n");
      writeFileSync(join(dir, 'platform/port.ts'), "export type { ShopModule } from '../shop/module.ts';\n");
      const s = importStructure({ srcDir: dir, scope: 'all' });
      expect(s.fileCircles).toEqual([['main/context.ts', 'shop/module.ts']]);
      expect(s.upwardImports.sort()).toEqual(['platform/port.ts -> shop/module.ts', 'shop/module.ts -> main/context.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
