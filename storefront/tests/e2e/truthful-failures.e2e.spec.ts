import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../../scripts/lib/redis.mjs';
import { storefrontDir } from '../engine-stack';
import { startExtraStorefront } from './extra-storefront';

/**
 * Issue 25.5: when the api fails, the home page says so instead of showing an empty catalog. A storefront process of
 * the suite's build whose api address answers nothing (the suite's own stack stays up for every other spec).
 */
type Messages = { home: Record<string, string>; errors: Record<string, string>; listing: Record<string, string> };
const messagesOf = (locale: string): Messages => JSON.parse(readFileSync(resolve(storefrontDir, `messages/${locale}.json`), 'utf8')) as Messages;
const en = messagesOf('en');
const ar = messagesOf('ar');

let web: Awaited<ReturnType<typeof startExtraStorefront>> | undefined;
let base = '';

test.beforeAll(async () => {
  web = await startExtraStorefront({ apiUrl: `http://127.0.0.1:${await freePort()}`, what: 'the storefront without an api' });
  base = web.base;
});

test.afterAll(async () => {
  await web?.stop();
});

for (const [locale, messages, path] of [
  ['en', en, '/'],
  ['ar', ar, '/ar'],
] as const) {
  test(`home (${locale}) with the api down: a visible error, not an empty catalog`, async ({ page }) => {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.home.heroTitle);
    const alert = page.getByTestId('home-unavailable');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toContainText(messages.home.unavailable);
    await expect(alert.getByRole('link', { name: messages.errors.retry })).toHaveAttribute('href', path);
    // No section of the catalog pretends to be empty.
    await expect(page.getByRole('heading', { name: messages.home.topDestinations })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: messages.home.themes })).toHaveCount(0);
  });
}

test.describe('before the page scripts run', () => {
  // No JavaScript at all: what a click does before hydration (the flaky Arabic search case of issue 25.5).
  test.use({ javaScriptEnabled: false });

  test("search (ar): 'Load More Experiences' still loads the next page", async ({ page }) => {
    const ar = messagesOf('ar');
    await page.goto('/ar/search/riyadh');
    const cards = page.locator('.cards > *');
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: ar.listing.loadMore }).click();
    await expect(page).toHaveURL(/\/ar\/search\/riyadh\?page=2#result-25$/);
    await expect.poll(() => cards.count()).toBeGreaterThan(24);
  });

  // A listing's page is 12 cards (the api's default), search's 24.
  for (const locale of ['en', 'ar'] as const) {
    test(`city listing (${locale}): 'Load More Experiences' loads the next page, keeping the sort`, async ({ page }) => {
      const m = messagesOf(locale);
      const prefix = locale === 'ar' ? '/ar' : '';
      await page.goto(`${prefix}/things-to-do-in-riyadh?sort=price-asc`);
      const cards = page.locator('.cards > *');
      await expect(cards).toHaveCount(12);
      await page.getByRole('button', { name: m.listing.loadMore }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/things-to-do-in-riyadh\\?sort=price-asc&page=2#result-13$`));
      await expect.poll(() => cards.count()).toBeGreaterThan(12);
      // The next page, not the first again: every card a different experience.
      const hrefs = await page.getByTestId('experience-card').evaluateAll((els) => els.map((el) => el.querySelector('a[href]')?.getAttribute('href')));
      expect(new Set(hrefs).size).toBe(hrefs.length);
    });
  }

  test("experiences list: 'Load More Experiences' keeps the category it was narrowed to", async ({ page }) => {
    await page.goto('/experiences?category=city-tours');
    const cards = page.locator('.cards > *');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: messagesOf('en').listing.loadMore }).click();
    await expect(page).toHaveURL(/\/experiences\?category=city-tours&page=2#result-13$/);
    await expect.poll(() => cards.count()).toBeGreaterThan(12);
  });
});

test.describe('while the page hydrates', () => {
  // Issue 25.5's flaky search test: a Load More submitted as a native form right after the HTML arrived, while Next.js
  // hydrated, could start no request at all (the page stayed on 24 cards with the button focused). Clicked as soon as
  // it shows, three times over: every click must load the next page.
  for (const [locale, path] of [
    ['en', '/search/riyadh'],
    ['ar', '/ar/search/riyadh'],
  ] as const) {
    test(`search (${locale}): 'Load More Experiences' clicked as soon as it shows loads the next page`, async ({ page }) => {
      const m = messagesOf(locale);
      const cards = page.locator('.cards > *');
      for (let attempt = 0; attempt < 3; attempt++) {
        await page.goto(path, { waitUntil: 'commit' });
        await page.getByRole('button', { name: m.listing.loadMore }).click();
        await expect(page).toHaveURL(new RegExp(`${path}\\?page=2#result-25$`));
        await expect.poll(() => cards.count()).toBeGreaterThan(24);
      }
    });
  }
});
