import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { api, bookSignedIn, findBookable, freshSession, productPath, setStackClock, signUpAndBook } from './helpers';
import { pdfTextLines } from '../../../scripts/lib/pdf-text.mjs';
import { API } from './stack';

/** Issue 11, the points the first pass left: PDF invoices (4), ops inboxes (9), reviews after the trip (11), a short home (13). */

const OPS = { email: 'ops@rihla.local', password: 'ops-local-123' };

async function downloadPdf(page: Page, linkName: string): Promise<string> {
  const invoice = page.getByTestId('invoice').first();
  const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('link', { name: linkName }).click()]);
  expect(download.suggestedFilename()).toMatch(/^invoice-RH-[A-Z0-9]+-(en|ar)\.pdf$/);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  return (await pdfTextLines(path)).join('\n');
}

const money = (minor: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100).replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

async function signInAsOps(page: Page, path: string) {
  await freshSession(page);
  await page.goto(`/auth/sign-in?next=${path}`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(OPS.email);
  await main.getByLabel('Password').fill(OPS.password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** An inbox row: new, opened to show what was sent, marked, and then shown as dealt with. */
async function openAndMark(page: Page, o: { row: string; prefix: 'enquiry' | 'application'; status: [string, string]; open: string; shows: string; mark: string }) {
  const row = page.locator('tr', { hasText: o.row });
  await expect(row.getByTestId(`${o.prefix}-status`)).toHaveText(o.status[0]);
  await row.getByRole('button', { name: o.open }).click();
  await expect(page.getByTestId(`${o.prefix}-details`)).toContainText(o.shows);
  await page.getByRole('button', { name: o.mark }).click();
  await expect(row.getByTestId(`${o.prefix}-status`)).toHaveText(o.status[1], { timeout: 20_000 });
}

async function asOps<T>(path: string, init?: { method: string; json?: unknown }): Promise<T> {
  const signIn = await fetch(`${API}/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OPS) });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
  const { customer } = (await signIn.json()) as { customer: { csrfToken: string } };
  return api<T>(path, { method: init?.method ?? 'GET', headers: { cookie, 'x-csrf-token': customer.csrfToken }, json: init?.json });
}

test.describe('storefront second pass, the rest', () => {
  test('4: a PDF invoice to download in the page language, with the VAT lines; the Arabic one shaped and in logical order', async ({ page }) => {
    test.setTimeout(180_000);
    const sa = await findBookable('instant', { country: 'SA' });
    await freshSession(page);
    const { bookingId, orderId } = await signUpAndBook(page, [sa], { firstName: 'Layla', lastName: 'Invoice' });
    const invoice = await api<{ price: { amount: number; currency: string } }>(`/invoices/${bookingId}`).catch(() => null);
    // Someone else's (here: nobody's) request for the PDF is refused like the invoice itself.
    expect((await fetch(`${API}/invoices/${bookingId}/pdf?locale=en`)).status).toBe(401);
    expect(invoice).toBeNull();
    const own = (await (await page.request.get(`/api/invoices/${bookingId}`)).json()) as { price: { amount: number; currency: string } };
    const vat = Math.round((own.price.amount * 0.15) / 1.15);

    await page.goto('/invoices');
    const en = await downloadPdf(page, 'Download invoice (PDF)');
    expect(en).toContain('Tax invoice');
    expect(en).toContain(orderId);
    expect(en).toContain('Layla Invoice');
    expect(en).toContain(sa.detail.title);
    expect(en).toMatch(new RegExp(`VAT 15%.*${money(vat, own.price.currency, 'en-US').replace(/[.$]/g, '\\$&')}`));
    expect(en).toContain(`Total (VAT included) ${money(own.price.amount, own.price.currency, 'en-US')}`);

    await page.goto('/ar/invoices');
    const ar = await downloadPdf(page, 'تنزيل الفاتورة (PDF)');
    expect(ar).toContain('فاتورة ضريبية');
    expect(ar).toContain(orderId);
    // Logical order: the words as they are written, first word first (a visual-order PDF would give them reversed).
    expect(ar).toContain('ضريبة القيمة المضافة 15٪');
    expect(ar).toContain('المجموع شامل الضريبة');
    const arTitle = (await api<{ title: string }>(`/experiences/${sa.detail.id}?locale=ar`)).title;
    expect(ar).toContain(arTitle);
    expect(ar).not.toContain('Tax invoice');
  });

  test('9: ops reads enquiries and partner applications, opens one, and marks it answered / handled (en + ar)', async ({ page }) => {
    const stamp = Date.now();
    const subject = `Group booking question ${stamp}`;
    await api('/enquiries', { method: 'POST', json: { kind: 'contact', name: 'Mona Enquirer', email: `mona-${stamp}@example.com`, subject, message: 'Can we book for 14 people?', locale: 'en' } });
    const company = `Falcon Tours ${stamp}`;
    await api('/partners/applications', {
      method: 'POST',
      json: { companyName: company, contactName: 'Saeed Partner', email: `saeed-${stamp}@example.com`, phone: { countryCode: '+971', number: '501112222' }, country: 'UAE', businessType: 'tourOperator', locale: 'ar' },
    });

    // Anonymous visitors sign in first; a customer is refused.
    await freshSession(page);
    await page.goto('/ops/enquiries');
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=/);

    await signInAsOps(page, '/ops');
    await page.getByRole('link', { name: 'Enquiries' }).click();
    await expect(page).toHaveURL(/\/ops\/enquiries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    await openAndMark(page, { row: subject, prefix: 'enquiry', status: ['New', 'Answered'], open: 'Open', shows: 'Can we book for 14 people?', mark: 'Mark answered' });
    await expect
      .poll(async () => (await asOps<{ enquiries: { subject: string; status: string; answeredBy?: string }[] }>('/ops/enquiries')).enquiries.find((e) => e.subject === subject))
      .toMatchObject({ status: 'answered' });

    await page.goto('/ar/ops/partner-applications');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'طلبات الشراكة' })).toBeVisible();
    await openAndMark(page, { row: company, prefix: 'application', status: ['جديد', 'تمت المعالجة'], open: 'فتح', shows: 'Saeed Partner', mark: 'تحديد كمُعالَج' });
    await page.goto('/ar/ops/enquiries');
    await expect(page.locator('tr', { hasText: subject }).getByTestId('enquiry-status')).toHaveText('تم الرد');

    // A customer gets no data.
    await freshSession(page);
    await signUpAndBookless(page);
    await page.goto('/ops/partner-applications');
    await expect(page.getByTestId('staff-refused')).toBeVisible();
    await expect(page.locator('tr', { hasText: company })).toHaveCount(0);
  });

  test('11: only a customer who travelled may review: upcoming and cancelled bookings are refused, in both languages', async ({ page }) => {
    test.setTimeout(240_000);
    const upcoming = await findBookable('instant', { country: 'SA' });
    const travelled = await findBookable('instant', { country: 'AE' });
    await freshSession(page);
    const booked = await signUpAndBook(page, [upcoming], { firstName: 'Reem', lastName: 'Traveller' });
    const reviews = page.locator('section[aria-labelledby="reviews"]');

    // Booked, not yet travelled: no form, and the api refuses with a reason in the request's language.
    await page.goto(productPath(upcoming, 'en'));
    await expect(reviews.getByTestId('review-not-allowed')).toHaveText('You can review this experience after your trip.');
    await expect(reviews.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
    const body = { rating: 5, title: 'Too early', text: 'Not there yet' };
    for (const [language, detail] of [
      ['en', 'You can review this experience after your trip.'],
      ['ar', 'يمكنك تقييم هذه التجربة بعد رحلتك.'],
    ] as const) {
      const refused = await page.request.post(`/api/experiences/${upcoming.detail.id}/reviews`, { headers: { 'x-csrf-token': booked.csrf, 'accept-language': language }, data: body });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ detail, code: 'reviewAfterTrip' });
    }
    await page.goto(productPath(upcoming, 'ar'));
    await expect(reviews.getByTestId('review-not-allowed')).toHaveText('يمكنك تقييم هذه التجربة بعد رحلتك.');

    // Cancelled: refused for good (the page is Arabic now: the locale cookie follows the last page).
    const status = (await (await page.request.get(`/api/bookings/${booked.bookingId}/status`)).json()) as { lines: { itemId: string }[] };
    const cancelled = await page.request.post(`/api/bookings/${booked.bookingId}/cancellations`, { headers: { 'x-csrf-token': booked.csrf }, data: { itemIds: status.lines.map((l) => l.itemId) } });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await expect(async () => {
      await page.goto(productPath(upcoming, 'ar'));
      await expect(reviews.getByTestId('review-not-allowed')).toHaveText('أُلغي حجزك لهذه التجربة، لذا لا يمكن تقييمها.', { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    const refused = await page.request.post(`/api/experiences/${upcoming.detail.id}/reviews`, { headers: { 'x-csrf-token': booked.csrf, 'accept-language': 'en' }, data: body });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'reviewCancelled', detail: 'Your booking of this experience was cancelled, so it cannot be reviewed.' });

    // Never booked: refused too.
    await page.goto(productPath(travelled, 'ar'));
    await expect(reviews.getByTestId('review-not-allowed')).toHaveText('لا يقيّم هذه التجربة إلا من حجزها وسافر.');

    // Back to English for the rest: leave the Arabic page (its late prefetches would set the cookie again), then
    // forget the Arabic locale cookie (the browser asks for English).
    await page.goto('about:blank');
    await page.context().clearCookies({ name: 'NEXT_LOCALE' });
    // Travelled: after the trip's day the form is there and the review is published.
    await bookSignedIn(page, booked.csrf, [travelled], { firstName: 'Reem', lastName: 'Traveller', email: booked.email });
    try {
      setStackClock(new Date(Date.parse(`${travelled.date}T12:00:00Z`) + 86_400_000));
      await expect(async () => {
        await page.goto(productPath(travelled, 'en'));
        await expect(reviews.getByRole('button', { name: 'Write a Review' })).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await reviews.getByRole('button', { name: 'Write a Review' }).click();
      await reviews.getByLabel('5 stars').check({ force: true });
      await reviews.getByLabel('Title', { exact: true }).fill('We went and loved it');
      await reviews.getByLabel('Your review', { exact: true }).fill('A day to remember.');
      await reviews.getByRole('button', { name: 'Publish review' }).click();
      await expect(reviews.getByText('We went and loved it')).toBeVisible();
    } finally {
      setStackClock(null);
    }
  });

  test('13: the home page on a phone is short: carousels instead of long grids, the spec sections all there (en + ar)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, headings, features] of [
      ['/', ['Top destinations', 'Popular destinations', 'Popular experiences', 'Browse by themes', 'Gallery'], ['Free Cancellation', '24X7 Help Center', 'Trusted reviews', '500+ Experiences']],
      ['/ar', ['أبرز الوجهات', 'وجهات رائجة', 'تجارب رائجة', 'تصفح حسب الموضوع', 'معرض الصور'], ['إلغاء مجاني', 'مركز مساعدة على مدار الساعة', 'تقييمات موثوقة', 'أكثر من 500 تجربة']],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      test.info().annotations.push({ type: 'home height (px)', description: `${path}: ${height}` });
      expect(height, `${path} is ${height} px tall`).toBeLessThanOrEqual(5200);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const name of headings) await expect(page.getByRole('heading', { level: 2, name })).toBeAttached();
      for (const name of features) await expect(page.getByRole('heading', { level: 3, name })).toBeAttached();
      // The search box and the support section stay.
      await expect(page.getByRole('main').getByRole('button', { name: path === '/' ? 'Search' : 'بحث' }).first()).toBeVisible();
      await expect(page.locator('section.support')).toBeAttached();
      // Popular experiences: all eight cards, in a row that scrolls sideways.
      const cards = page.getByTestId('home-popular');
      await expect(cards.getByTestId('experience-card')).toHaveCount(8);
      expect(await cards.evaluate((el) => el.scrollWidth > el.clientWidth + 100)).toBe(true);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    }
  });
});

/** A customer account in this browser, without bookings. */
async function signUpAndBookless(page: Page) {
  const email = `nobody-${Date.now()}@example.com`;
  const res = await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Nadia', lastName: 'Customer', email, phone: { countryCode: '+966', number: '501234567' }, password: 'customer-pass-123', confirmPassword: 'customer-pass-123', locale: 'en' },
  });
  expect(res.ok()).toBe(true);
}

