import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseSlot, findBookable, productPath, shot, type Bookable } from './helpers';

let bookable: Bookable;
test.beforeAll(async () => {
  bookable = await findBookable('instant');
});

async function noSeriousViolations(page: Page, name: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
}

for (const locale of ['en', 'ar'] as const) {
  const p = locale === 'ar' ? '/ar' : '';
  test(`axe: home, listing, product, cart, checkout (${locale})`, async ({ page }) => {
    await page.goto(p || '/');
    await shot(page, `home-${locale}`);
    await noSeriousViolations(page, 'home');
    await page.goto(`${p}/experiences`);
    await expect(page.getByTestId('experience-card').first()).toBeVisible();
    await shot(page, `listing-${locale}`);
    await noSeriousViolations(page, 'listing');
    await page.goto(`${p}/things-to-do-in-riyadh`);
    await shot(page, `city-${locale}`);
    await noSeriousViolations(page, 'city');
    await page.goto(productPath(bookable, locale));
    await chooseSlot(page, bookable);
    await noSeriousViolations(page, 'product');
    await page.getByRole('button', { name: locale === 'ar' ? 'أضف إلى السلة' : 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await noSeriousViolations(page, 'cart');
    await page.goto(`${p}/checkout`);
    await expect(page.getByRole('button', { name: locale === 'ar' ? 'تأكيد والدفع' : 'Confirm & Pay' })).toBeVisible();
    await noSeriousViolations(page, 'checkout');
  });
}

test('headings go down one level at a time on listing pages, also on a phone where the filters fold away', async ({ page }) => {
  for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    await page.setViewportSize(size);
    for (const path of ['/things-to-do-in-riyadh', '/ar/experiences']) {
      await page.goto(path);
      await expect(page.getByTestId('experience-card').first()).toBeVisible();
      const result = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
      expect(result.violations.map((v) => `${path} ${size.width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    }
  }
});

test('an anonymous visitor\'s catalog pages log no browser errors (Lighthouse best practices)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  for (const path of ['/', productPath(bookable, 'en'), '/things-to-do-in-riyadh', productPath(bookable, 'ar')]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
