import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { rootDir } from '../engine-stack';
import { api } from './helpers';
import { GENERAL_WEB_PORT, REVALIDATE_SECRET, WEB_PORT } from './stack';

interface Detail {
  id: string;
  title: string;
  slugs: { en: string; ar: string };
}

/** Applies a catalog command to the stack's event store, as a supplier's update would reach it. */
function runCatalogCommand(command: unknown): void {
  const r = spawnSync(process.execPath, ['--import', 'tsx', resolve(rootDir, 'services/src/catalog/testing/run-catalog-command.ts'), JSON.stringify(command)], {
    cwd: rootDir,
    env: { ...process.env, EVENTSTORE_SQLITE_FILE: process.env.E2E_EVENTSTORE_SQLITE_FILE, REDIS_URL: process.env.E2E_REDIS_URL, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens a page with no cookies: both storefronts share localhost's locale cookie, which would send en to ar. */
async function visit(page: Page, url: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(url);
}

async function revalidate(port: number, secret: string): Promise<number> {
  const res = await fetch(`http://localhost:${port}/api/revalidate`, { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: JSON.stringify({ tags: ['catalog'] }) });
  return res.status;
}

/**
 * Issue 25.1: catalog pages are built from the storefront's cache of the api's catalog answers (tag `catalog`), and a
 * catalog change reaches them when the api says so. The main storefront (not told by the api in this stack) keeps
 * serving the cached product after the api answers the new title: the page made no catalog call. Its revalidation
 * endpoint then drops the cache (the secret is required). The general-variant storefront, which the api does tell,
 * shows the change by itself.
 */
test('a product page is served from the catalog cache and shows a catalog change once revalidated (en and ar)', async ({ page }) => {
  // Far down the listing: no other spec reads this product.
  const listed = await api<{ items: { slug: string }[] }>('/experiences?limit=1&page=431&locale=en');
  const before = await api<Detail>(`/experiences/${encodeURIComponent(listed.items[0]!.slug)}?locale=en`);
  const beforeAr = await api<Detail>(`/experiences/${before.id}?locale=ar`);
  const main = (locale: 'en' | 'ar') => `http://localhost:${WEB_PORT}${locale === 'ar' ? '/ar' : ''}/experiences/${encodeURIComponent(before.slugs[locale])}`;
  const general = (locale: 'en' | 'ar') => `http://localhost:${GENERAL_WEB_PORT}${locale === 'ar' ? '/ar' : ''}/things-to-do/${encodeURIComponent(before.slugs[locale])}`;

  // Both storefronts read the product once (their cache now holds it).
  for (const [url, title] of [
    [main('en'), before.title],
    [main('ar'), beforeAr.title],
    [general('en'), before.title],
    [general('ar'), beforeAr.title],
  ] as const) {
    await visit(page, url);
    await expect(heading(page)).toHaveText(title);
  }

  const stamp = Date.now().toString(36);
  const renamed = { en: `${before.title} (renamed ${stamp})`, ar: `${beforeAr.title} (اسم جديد ${stamp})` };
  runCatalogCommand({ type: 'UpdateExperience', data: { experienceId: before.id, changes: { title: renamed } } });
  // The api answers the new title once the projector has it.
  await expect.poll(async () => (await api<Detail>(`/experiences/${before.id}?locale=en`)).title, { timeout: 30_000 }).toBe(renamed.en);

  // The general variant was told by the api: its pages show the new title without anyone asking.
  await expect(async () => {
    await visit(page, general('en'));
    await expect(heading(page)).toHaveText(renamed.en, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await visit(page, general('ar'));
  await expect(heading(page)).toHaveText(renamed.ar);

  // The main storefront was not told: it still serves its cached answer, in both languages (no call to the api).
  await visit(page, main('en'));
  await expect(heading(page)).toHaveText(before.title);
  await visit(page, main('ar'));
  await expect(heading(page)).toHaveText(beforeAr.title);

  // A wrong secret changes nothing.
  expect(await revalidate(WEB_PORT, 'not-the-secret-not-the-secret-not-the-secret')).toBe(401);
  await visit(page, main('en'));
  await expect(heading(page)).toHaveText(before.title);

  // The right one drops the catalog cache: the next visit reads the api again.
  expect(await revalidate(WEB_PORT, REVALIDATE_SECRET)).toBe(204);
  await visit(page, main('en'));
  await expect(heading(page)).toHaveText(renamed.en);
  await visit(page, main('ar'));
  await expect(heading(page)).toHaveText(renamed.ar);
});
