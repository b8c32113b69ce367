import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { shot } from './helpers';

/**
 * Issue 28.15: the named layouts (spec section 1; config/site.ts `layoutLook`) differ by more than a strip, in both
 * languages at phone and desktop size:
 * - transparent (home): the header lies see-through over the hero and turns into the white bar once scrolled;
 * - supplier-* (/cruises is supplier-get-that-boat): the operator's own bar in its brand colour above the header, with
 *   its name, licence and direct contact, and the brand colour on the page's links and buttons;
 * - template-two (/about): the page beside a "Plan your journey" column (under it on phones);
 * - template-four (/faq): the page over four "Plan your journey" tiles in a row (two by two on phones);
 * - default (/contact-us): none of these.
 */

const SIZES = [
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;
const BOAT_BLUE = 'rgb(10, 74, 114)';
const TEAL = 'rgb(11, 93, 91)';

async function noSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** Nothing wider than the screen (phones scroll sideways otherwise). */
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

const headerBackground = (page: Page) => page.locator('header.site-header').evaluate((h) => getComputedStyle(h).backgroundColor);
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

for (const locale of ['en', 'ar'] as const) {
  const p = locale === 'ar' ? '/ar' : '';
  for (const size of SIZES) {
    test.describe(`issue 28, 15: named layouts (${locale}, ${size.name})`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test(`transparent home: see-through header over the hero at the top, the white bar once scrolled (${locale}, ${size.name})`, async ({ page }) => {
        await page.goto(p || '/');
        await expect(page.locator('body')).toHaveAttribute('data-layout', 'transparent');
        await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
        expect((await box(page, 'main > .hero')).y).toBe(0);
        await noSeriousViolations(page);
        await shot(page, `layout-transparent-top-${locale}-${size.name}`);
        await page.mouse.wheel(0, 700);
        await expect.poll(() => headerBackground(page)).toBe('rgba(255, 255, 255, 0.97)');
        expect((await box(page, 'header.site-header')).y).toBe(0);
        await expect(page.locator('.operator-bar, .journey')).toHaveCount(0);
        await noSeriousViolations(page);
        await shot(page, `layout-transparent-scrolled-${locale}-${size.name}`);
      });

      test(`supplier-get-that-boat: the operator's bar in its colour, its name, licence and direct contact; its colour on the page (${locale}, ${size.name})`, async ({ page }) => {
        await page.goto(`${p}/cruises`);
        await expect(page.locator('body')).toHaveAttribute('data-layout', 'supplier-get-that-boat');
        const bar = page.locator('header.site-header .operator-bar');
        await expect(bar).toBeVisible();
        await expect(bar).toContainText('Get That Boat');
        await expect(bar).toContainText(locale === 'ar' ? 'منظم رحلات مرخّص منذ 2013' : 'Licensed tour operator since 2013');
        await expect(bar.getByRole('link', { name: locale === 'ar' ? 'واتساب' : 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
        await expect(bar.getByRole('link', { name: '+966 11 000 0000' })).toHaveAttribute('href', 'tel:+966110000000');
        expect(await bar.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(BOAT_BLUE);
        // The brand colour is the page's: its buttons are drawn in it (the default teal elsewhere).
        expect(await page.locator('header .cart-link').evaluate((a) => getComputedStyle(a).color)).toBe(BOAT_BLUE);
        expect(await headerBackground(page)).toBe('rgb(255, 255, 255)');
        await expect(page.locator('.journey')).toHaveCount(0);
        await noSidewaysScroll(page);
        await noSeriousViolations(page);
        await shot(page, `layout-supplier-boat-${locale}-${size.name}`);
        // Scrolled: the header with the operator's bar stays on screen.
        await page.mouse.wheel(0, 900);
        await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
      });

      test(`template-two: the page beside a "Plan your journey" column, under it on phones (${locale}, ${size.name})`, async ({ page }) => {
        await page.goto(`${p}/about`);
        await expect(page.locator('body')).toHaveAttribute('data-layout', 'template-two');
        const aside = page.getByRole('complementary', { name: locale === 'ar' ? 'خطط لرحلتك' : 'Plan your journey' });
        await expect(aside).toBeVisible();
        await expect(aside.getByRole('link')).toHaveCount(4);
        const text = await box(page, 'main h1');
        const column = (await aside.boundingBox())!;
        if (size.width > 900) {
          // Beside the text, on the reading side's end: right in English, left in Arabic.
          expect(column.y).toBeLessThan(text.y + text.height);
          if (locale === 'en') expect(column.x).toBeGreaterThan(text.x + text.width / 2);
          else expect(column.x + column.width).toBeLessThan(text.x + text.width / 2);
        } else {
          const last = await box(page, 'main .journey-page p:last-of-type');
          expect(column.y).toBeGreaterThanOrEqual(last.y + last.height);
        }
        expect(await headerBackground(page)).toBe('rgb(255, 255, 255)');
        await expect(page.locator('.operator-bar')).toHaveCount(0);
        expect(await page.locator('header .cart-link').evaluate((a) => getComputedStyle(a).color)).toBe(TEAL);
        await noSidewaysScroll(page);
        await noSeriousViolations(page);
        await shot(page, `layout-template-two-${locale}-${size.name}`);
      });

      test(`template-four: four "Plan your journey" tiles in a row under the page, two by two on phones (${locale}, ${size.name})`, async ({ page }) => {
        await page.goto(`${p}/faq`);
        await expect(page.locator('body')).toHaveAttribute('data-layout', 'template-four');
        const band = page.getByRole('complementary', { name: locale === 'ar' ? 'خطط لرحلتك' : 'Plan your journey' });
        const tiles = band.getByRole('listitem');
        await expect(tiles).toHaveCount(4);
        const rows = new Set<number>();
        for (const tile of await tiles.all()) rows.add(Math.round((await tile.boundingBox())!.y));
        expect(rows.size).toBe(size.width > 900 ? 1 : 2);
        // Under the page's content, not beside it.
        const faq = await box(page, 'main h1');
        expect((await band.boundingBox())!.y).toBeGreaterThan(faq.y + faq.height);
        await noSidewaysScroll(page);
        await band.scrollIntoViewIfNeeded();
        await noSeriousViolations(page);
        await shot(page, `layout-template-four-${locale}-${size.name}`);
      });

      test(`default: the white header and the page alone (${locale}, ${size.name})`, async ({ page }) => {
        await page.goto(`${p}/contact-us`);
        await expect(page.locator('body')).toHaveAttribute('data-layout', 'default');
        expect(await headerBackground(page)).toBe('rgb(255, 255, 255)');
        await page.mouse.wheel(0, 600);
        expect(await headerBackground(page)).toBe('rgb(255, 255, 255)');
        await expect(page.locator('.operator-bar, .journey')).toHaveCount(0);
      });
    });
  }
}
