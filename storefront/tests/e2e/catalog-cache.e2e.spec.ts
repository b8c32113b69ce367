import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { rootDir } from '../engine-stack';
import { api } from './helpers';
import { startExtraStorefront } from './extra-storefront';
import { API, REVALIDATE_SECRET, WEB_PORT } from './stack';

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

/**
 * Opens a page in its own language: the storefronts share localhost's locale cookie, and only a document load may
 * change it once set (a late prefetch of the page before cannot turn it back).
 */
async function visit(page: Page, url: string): Promise<void> {
  const u = new URL(url);
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: u.pathname.startsWith('/ar/') ? 'ar' : 'en', url: u.origin }]);
  await page.goto(url);
}

async function revalidate(base: string, secret: string): Promise<number> {
  const res = await fetch(`${base}/api/revalidate`, { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: JSON.stringify({ tags: ['catalog'] }) });
  return res.status;
}

/**
 * Issue 25.1: catalog pages are built from the storefront's cache of the api's catalog answers (tag `catalog`), and a
 * catalog change reaches them when the api says so. The stack's storefront, which the api tells, shows a renamed
 * product by itself. A storefront of the same build that the api does not tell keeps serving the cached title after
 * the api answers the new one (its page made no catalog call), until its revalidation endpoint is called with the
 * secret (a wrong secret changes nothing).
 */
test('a product page is served from the catalog cache and shows a catalog change once revalidated (en and ar)', async ({ page }) => {
  const untold = await startExtraStorefront({ apiUrl: API, env: { STOREFRONT_REVALIDATE_SECRET: REVALIDATE_SECRET }, what: 'a storefront the api does not tell' });
  try {
    // Far down the listing: no other spec reads this product.
    const listed = await api<{ items: { slug: string }[] }>('/experiences?limit=1&page=431&locale=en');
    const before = await api<Detail>(`/experiences/${encodeURIComponent(listed.items[0]!.slug)}?locale=en`);
    const beforeAr = await api<Detail>(`/experiences/${before.id}?locale=ar`);
    const productAt = (base: string, locale: 'en' | 'ar') => `${base}${locale === 'ar' ? '/ar' : ''}/experiences/${encodeURIComponent(before.slugs[locale])}`;
    const told = `http://localhost:${WEB_PORT}`;

    // Both storefronts read the product once (their cache now holds it).
    for (const base of [told, untold.base]) {
      await visit(page, productAt(base, 'en'));
      await expect(heading(page)).toHaveText(before.title);
      await visit(page, productAt(base, 'ar'));
      await expect(heading(page)).toHaveText(beforeAr.title);
    }

    const stamp = Date.now().toString(36);
    const renamed = { en: `${before.title} (renamed ${stamp})`, ar: `${beforeAr.title} (اسم جديد ${stamp})` };
    runCatalogCommand({ type: 'UpdateExperience', data: { experienceId: before.id, changes: { title: renamed } } });
    // The api answers the new title once the projector has it.
    await expect.poll(async () => (await api<Detail>(`/experiences/${before.id}?locale=en`)).title, { timeout: 30_000 }).toBe(renamed.en);

    // The storefront the api told shows the new title without anyone asking, in both languages.
    await expect(async () => {
      await visit(page, productAt(told, 'en'));
      await expect(heading(page)).toHaveText(renamed.en, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await visit(page, productAt(told, 'ar'));
    await expect(heading(page)).toHaveText(renamed.ar);

    // The untold one still serves its cached answer, in both languages: its pages made no call to the api.
    await visit(page, productAt(untold.base, 'en'));
    await expect(heading(page)).toHaveText(before.title);
    await visit(page, productAt(untold.base, 'ar'));
    await expect(heading(page)).toHaveText(beforeAr.title);

    // A wrong secret changes nothing.
    expect(await revalidate(untold.base, 'not-the-secret-not-the-secret-not-the-secret')).toBe(401);
    await visit(page, productAt(untold.base, 'en'));
    await expect(heading(page)).toHaveText(before.title);

    // The right one drops the catalog cache: the next visit reads the api again.
    expect(await revalidate(untold.base, REVALIDATE_SECRET)).toBe(204);
    await visit(page, productAt(untold.base, 'en'));
    await expect(heading(page)).toHaveText(renamed.en);
    await visit(page, productAt(untold.base, 'ar'));
    await expect(heading(page)).toHaveText(renamed.ar);
  } finally {
    await untold.stop();
  }
});
