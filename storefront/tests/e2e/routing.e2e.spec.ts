import { expect, test } from '@playwright/test';

test.describe('routing, locale and errors', () => {
  test('html lang and dir are set on the server per locale', async ({ request }) => {
    const en = await (await request.get('/about')).text();
    expect(en).toContain('<html lang="en-US" dir="ltr"');
    const ar = await (await request.get('/ar/about')).text();
    expect(ar).toContain('<html lang="ar-AE" dir="rtl"');
  });

  test('locale cookie: 365 days, path /, SameSite=Lax, set when absent', async ({ request }) => {
    const res = await request.get('/about', { maxRedirects: 0 });
    const cookie = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('NEXT_LOCALE='))?.value ?? '';
    expect(cookie).toMatch(/^NEXT_LOCALE=en;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  test('an Arabic browser is sent to /ar and remembered', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-AE', extraHTTPHeaders: { 'accept-language': 'ar-AE,ar;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('ar');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await context.close();
  });

  test('redirect rules of the supplier variant', async ({ request }) => {
    const loc = async (path: string) => {
      const r = await request.get(path, { maxRedirects: 0 });
      return [r.status(), r.headers()['location']];
    };
    expect(await loc('/discover')).toEqual([308, '/experiences']);
    expect(await loc('/discover/riyadh')).toEqual([308, '/experiences']);
    expect(await loc('/things-to-do')).toEqual([308, '/experiences']);
    expect(await loc('/ar/things-to-do')).toEqual([308, '/ar/experiences']);
    expect(await loc('/riyadh/desert-safari')).toEqual([308, '/experiences/desert-safari']);
    expect(await loc('/fr/riyadh/desert-safari')).toEqual([308, '/experiences/desert-safari']);
    expect(await loc('/contact')).toEqual([301, '/contact-us']);
    // An absolute redirect to a host that is not allow-listed is blocked: the path is simply not found.
    expect((await request.get('/partner-portal', { maxRedirects: 0 })).status()).toBe(404);
    expect(await loc('/payment-help')).toEqual([302, 'https://wa.me/966500000000']);
  });

  test('404 in English and Arabic with the home page button', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! The page you're looking for doesn't exist.");
    await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
    await page.getByRole('link', { name: 'Home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    const ar = await page.goto('/ar/no-such-page');
    expect(ar?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذرًا! الصفحة التي تبحث عنها غير موجودة.');
    await expect(page.getByRole('link', { name: 'الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
  });

  test('sitemap lists pages in both languages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost:3000/about</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/ar/about</loc>');
    expect(xml).toMatch(/\/experiences\/[a-z0-9-]+<\/loc>/);
    expect(xml).toContain('hreflang="ar-AE"');
  });

  test("search with no results says 'Hmm... No results found!'", async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Where to?').fill('zzzzqqqq');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Hmm... No results found!')).toBeVisible();
    await expect(page.getByText('Try something else?')).toBeVisible();
  });

  test("listing: 'Load More Experiences', sort and 'Reset all'", async ({ page }) => {
    await page.goto('/experiences');
    const cards = page.getByTestId('experience-card');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: 'Load More Experiences' }).click();
    await expect(cards).toHaveCount(24);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(cards).toHaveCount(12);
    await page.getByPlaceholder('Maximum price').fill('1');
    await expect(page.getByText("We searched everywhere but couldn't find any activities that match your filters!")).toBeVisible();
    await page.getByRole('button', { name: 'Reset all' }).first().click();
    await expect(cards).toHaveCount(12);
  });

  test('currency selector stores the choice under the key `currency`', async ({ page }) => {
    await page.goto('/about');
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBeNull();
    await expect(page.getByLabel('Currency')).toHaveValue('SAR');
    await page.getByLabel('Currency').selectOption('AED');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currency'))).toBe('AED');
    await page.reload();
    await expect(page.getByLabel('Currency')).toHaveValue('AED');
  });
});
