import { expect, test, type Page } from '@playwright/test';

/**
 * What the pages `npm run bench:web` measures load as scripts, beyond the product page's byte budget
 * (product-js-budget.e2e.spec.ts): no library a person has not asked for yet (docs/benchmarks.md, "Issue 25, fifth
 * pass: client JavaScript").
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** The scripts a page loads until the network is idle, with their text. */
async function scriptsOf(page: Page, path: string): Promise<{ file: string; text: string }[]> {
  const scripts: Promise<{ file: string; text: string }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().then((text) => ({ file: new URL(res.url()).pathname, text })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  return loaded;
}

const holding = (scripts: { file: string; text: string }[], mark: string) => scripts.filter((s) => s.text.includes(mark)).map((s) => s.file);

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : '';

  // The listing's first results are server-rendered; its filters, sort and in-place "Load More" read through
  // lib/use-pages.ts. SWR was a script of every city, category and search page for reads that only follow a click.
  test(`the city page loads no SWR, and its sort and Load More still read in place (${locale})`, async ({ page }) => {
    // '$inf$': the prefix of SWR's infinite-loading cache keys, a string only its code holds.
    expect(holding(await scriptsOf(page, `${prefix}/things-to-do-in-riyadh`), '$inf$')).toEqual([]);
    const cards = page.getByTestId('experience-card');
    await page.getByLabel(locale === 'ar' ? 'ترتيب حسب' : 'Sort by').selectOption('price-asc');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: locale === 'ar' ? 'عرض المزيد من التجارب' : 'Load More Experiences' }).click();
    await expect(cards).toHaveCount(24);
  });

  // The home page's pictures are plain <img> rendered on the server (components/ui/PlainImage.tsx), not next/image's
  // client component: the same srcset, the first destinations eager and preloaded.
  test(`the home page loads no next/image client component, and its pictures keep their srcset (${locale})`, async ({ page }) => {
    // 'data-nimg': the attribute only next/image's client component writes.
    expect(holding(await scriptsOf(page, `${prefix}/`), 'data-nimg')).toEqual([]);
    const tiles = page.locator('#top-dest ~ .tiles img');
    await expect(tiles.first()).toHaveAttribute('srcset', /w=\d+/);
    await expect(tiles.first()).toHaveAttribute('loading', 'eager');
    await expect(tiles.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('.home-gallery img').first()).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('head link[rel="preload"][as="image"]').first()).toHaveAttribute('imagesrcset', /w=\d+/);
  });
}
