import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, OPS, shot, signInAsStaff } from './helpers';
import { WEB_PORT } from './stack';

/**
 * Issue 28.15: ops withdraw an experience and restore it (api command, events, read model, the /ops screen in en and
 * ar), and the storefront shows the spec's states: "activity unavailable" on the product page of a withdrawn
 * experience, and "city with none" on the listing of a city whose every experience is withdrawn.
 */
test.describe.configure({ mode: 'serial' });

const TEXT = {
  en: { unavailable: "We're sorry! This activity is currently unavailable for booking", similar: 'Explore Similar Activities', none: (city: string) => `No activities found in ${city}` },
  ar: { unavailable: 'نأسف! هذا النشاط غير متاح للحجز حاليًا', similar: 'استكشف أنشطة مشابهة', none: (city: string) => `لم يتم العثور على أنشطة في ${city}` },
} as const;

interface City { id: string; name: string; experienceCount: number }

async function expectNoSeriousA11yIssues(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** Opens a page in a language: an unprefixed (English) path would follow the NEXT_LOCALE cookie an Arabic page set. */
async function open(page: Page, locale: 'en' | 'ar', path: string) {
  if (locale === 'en') await page.context().clearCookies({ name: 'NEXT_LOCALE' });
  await page.goto(`${locale === 'ar' ? '/ar' : ''}${path}`);
}

/** The ops session's CSRF token (the api's readable cookie), for the staff api calls the screen makes too. */
async function csrfOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'rihla_csrf');
  expect(cookie, 'signed in as ops').toBeTruthy();
  return cookie!.value;
}

test('ops withdraw an experience from the ops screen (en), its page says it is unavailable (en, ar), a city with none says so, and restore brings both back', async ({ page }) => {
  test.setTimeout(300_000);
  // The city with the fewest experiences, and its experiences.
  const cities = (await api<{ items: City[] }>('/cities?locale=en')).items.filter((c) => c.experienceCount > 0).sort((a, b) => a.experienceCount - b.experienceCount);
  const city = cities[0]!;
  const arName = (await api<{ items: City[] }>('/cities?locale=ar')).items.find((c) => c.id === city.id)!.name;
  const inCity = (await api<{ items: { id: string; slug: string; title: string }[] }>(`/experiences?city=${city.id}&limit=50&locale=en`)).items;
  expect(inCity).toHaveLength(city.experienceCount);
  const first = inCity[0]!;
  const arSlug = (await api<{ slugs: { en: string; ar: string } }>(`/experiences/${first.id}`)).slugs.ar;

  // The product page as a visitor saw it a moment ago (the storefront caches it for 60 s): on sale.
  await page.goto(`/experiences/${encodeURIComponent(first.slug)}`);
  await expect(page.getByRole('heading', { name: 'Check availability' })).toBeVisible();
  await expect(page.getByTestId('unavailable')).toHaveCount(0);

  await signInAsStaff(page, '/ops', OPS);
  const csrf = await csrfOf(page);
  const staffApi = (path: string, data: unknown) => page.request.post(`/api${path}`, { data, headers: { 'x-csrf-token': csrf } });
  try {
    // The ops screen: find it among the experiences on sale, withdraw it with a reason in both languages.
    const screen = page.locator('section[aria-labelledby="catalog-withdrawals"]');
    const search = screen.getByTestId('catalog-search');
    await search.getByLabel('Title or id').fill(first.id);
    await search.getByLabel('Show').selectOption('published');
    await search.getByRole('button', { name: 'Find' }).click();
    const row = screen.locator(`tr[data-experience="${first.id}"]`);
    await expect(row).toHaveAttribute('data-status', 'published');
    await row.getByRole('button', { name: `Withdraw “${first.title}”` }).click();
    // Bad input changes nothing: the form needs both reasons.
    await row.getByLabel('Reason (English)').fill('The boat is in dry dock until spring.');
    await row.getByRole('button', { name: 'Withdraw it' }).click();
    await expect(row.getByLabel('Reason (Arabic)')).toHaveJSProperty('validity.valueMissing', true);
    await row.getByLabel('Reason (Arabic)').fill('القارب في الصيانة حتى الربيع.');
    await row.getByRole('button', { name: 'Withdraw it' }).click();
    // A warning toast says what it means; the list (withdrawn ones) shows it with its reason.
    const withdrawn = page.getByRole('alert').filter({ hasText: `“${first.title}” is withdrawn: customers can no longer book it.` });
    await expect(withdrawn).toBeVisible();
    await search.getByLabel('Show').selectOption('withdrawn');
    await search.getByRole('button', { name: 'Find' }).click();
    await expect(row).toHaveAttribute('data-status', 'withdrawn');
    await expect(row).toContainText('The boat is in dry dock until spring.');
    // axe measures a fading toast's contrast at whatever opacity it has reached: check once it is gone.
    await expect(withdrawn).toBeHidden();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'ops-withdrawn-en');
    // The api refuses a withdrawal without a reason, and one of an experience that does not exist, as problem+json.
    const noReason = await staffApi(`/ops/experiences/${first.id}/withdraw`, { reason: { en: '', ar: '' } });
    expect(noReason.status()).toBe(400);
    expect(await noReason.json()).toMatchObject({ status: 400, detail: expect.stringContaining('reason') });
    expect((await staffApi('/ops/experiences/no-such-experience/withdraw', { reason: { en: 'Closed for now', ar: 'مغلق حاليًا' } })).status()).toBe(404);

    // The product page, in both languages, at once (the screen dropped the storefront's cached catalog pages): the
    // spec's unavailable state, and nothing to book.
    for (const locale of ['en', 'ar'] as const) {
      await open(page, locale, `/experiences/${encodeURIComponent(locale === 'ar' ? arSlug : first.slug)}`);
      const state = page.getByTestId('unavailable');
      await expect(state.getByRole('heading')).toHaveText(TEXT[locale].unavailable);
      await expect(state.getByRole('link', { name: TEXT[locale].similar })).toBeVisible();
      await expect(page.getByRole('button', { name: locale === 'ar' ? 'أضف إلى السلة' : 'Add to cart' })).toHaveCount(0);
      await expectNoSeriousA11yIssues(page);
      await shot(page, `product-withdrawn-${locale}`);
    }

    // Every other experience of the city withdrawn too (through the same api the screen uses): the city has none.
    for (const e of inCity.slice(1)) expect((await staffApi(`/ops/experiences/${e.id}/withdraw`, { reason: { en: 'Season over', ar: 'انتهى الموسم' } })).status()).toBe(200);
    await expect.poll(async () => (await api<{ total: number }>(`/experiences?city=${city.id}`)).total, { timeout: 30_000 }).toBe(0);
    // Once the catalog shows it, the storefront's cached catalog pages go, as the screen does after each change (ops only).
    expect((await fetch(`http://localhost:${WEB_PORT}/api/catalog-changed`, { method: 'POST' })).status).toBe(401);
    expect((await page.request.post('/api/catalog-changed')).status()).toBe(204);
    for (const locale of ['en', 'ar'] as const) {
      const name = locale === 'ar' ? arName : city.name;
      await open(page, locale, `/things-to-do-in-${city.id}`);
      await expect(page.getByText(TEXT[locale].none(name))).toBeVisible();
      await expect(page.getByTestId('experience-card')).toHaveCount(0);
      await expectNoSeriousA11yIssues(page);
      await shot(page, `city-none-${locale}`);
    }

    // Restore from the screen: an info toast, and it leaves the withdrawn list.
    await open(page, 'en', '/ops');
    await search.getByLabel('Title or id').fill(first.id);
    await search.getByRole('button', { name: 'Find' }).click();
    await row.getByRole('button', { name: `Restore “${first.title}”` }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${first.title}” is on sale again.` })).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    // Restored (the rest through the api), and the storefront's cached catalog pages dropped once the catalog shows it.
    for (const e of inCity) await staffApi(`/ops/experiences/${e.id}/restore`, {});
    await expect.poll(async () => (await api<{ total: number }>(`/experiences?city=${city.id}`)).total, { timeout: 30_000 }).toBe(city.experienceCount);
    await page.request.post('/api/catalog-changed');
  }

  await page.goto('/ar/ops');
  const screen = page.locator('section[aria-labelledby="catalog-withdrawals"]');
  await expect(screen.getByRole('heading', { name: 'التجارب المعروضة للبيع' })).toBeVisible();
  await expect(screen.getByTestId('catalog-experiences')).toContainText('لا توجد تجربة مطابقة.');
  await expectNoSeriousA11yIssues(page);
  await open(page, 'en', `/experiences/${encodeURIComponent(first.slug)}`);
  await expect(page.getByRole('heading', { name: 'Check availability' })).toBeVisible();
  await expect(page.getByTestId('unavailable')).toHaveCount(0);
});
