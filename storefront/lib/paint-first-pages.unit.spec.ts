import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HYDRATE_AT_ONCE_SECTIONS, PAINT_FIRST_SECTIONS, paintsFirst } from './paint-first-pages';

describe('paintsFirst', () => {
  it('paints the pages people read first, in every locale', () => {
    for (const path of ['/', '/ar', '/things-to-do-in-riyadh', '/ar/things-to-do-in-riyadh', '/experiences/desert-safari', '/ar/experiences/%D8%B1%D8%AD%D9%84%D8%A9', '/search/dunes', '/experiences?page=2', '/blog/a-post', '/fr/faq']) {
      expect(paintsFirst(path), path).toBe(true);
    }
  });

  it('hydrates at once where a person types, pays or scans', () => {
    for (const path of ['/auth/sign-in?next=/ar/about', '/ar/auth/sign-up', '/cart', '/checkout', '/ar/checkout/success', '/contact-us', '/find-booking', '/invoices', '/ops/checkin', '/ar/ops/manifest', '/finance', '/tickets/b-1', '/booking']) {
      expect(paintsFirst(path), path).toBe(false);
    }
  });

  it('names every top-level route of the app one way or the other', () => {
    const routes = readdirSync(resolve(import.meta.dirname, '../app/[locale]'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const unnamed = routes.filter((r) => !HYDRATE_AT_ONCE_SECTIONS.has(r) && !PAINT_FIRST_SECTIONS.has(r));
    expect(unnamed, 'a new route: add it to HYDRATE_AT_ONCE_SECTIONS or PAINT_FIRST_SECTIONS in lib/paint-first-pages.ts').toEqual([]);
    expect([...HYDRATE_AT_ONCE_SECTIONS].filter((s) => PAINT_FIRST_SECTIONS.has(s))).toEqual([]);
  });
});
