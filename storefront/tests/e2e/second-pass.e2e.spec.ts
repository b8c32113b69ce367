import { expect, test, type Page } from '@playwright/test';
import { api, type Bookable, bookViaApi, chooseSlot, fillPerson, findBookable, freshSession, productPath, rememberBookingLink, giveBrowserBookingLink } from './helpers';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { API, WEB_PORT } from './stack';

const isoDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date(Date.now() + offset * 86_400_000));

/** Issue 11: what a customer still found broken, walking the site in both languages. One test per numbered point. */

interface PickupDetail {
  id: string;
  slugs: { en: string; ar: string };
  supplier: { id: string };
  extras: { extraId: string; title: string }[];
  options: { optionId: string; pickup: { points: { pointId: string; name: string }[] } }[];
}

/** An instant experience with extras and a pickup option, and a departure of that option soon. */
async function findWithPickupAndExtras(): Promise<{ b: Bookable; extra: string; pickup: string }> {
  for (let page = 1; page <= 11; page++) {
    const list = await api<{ items: { id: string; confirmationMode: string }[]; hasMore: boolean }>(`/experiences?limit=50&page=${page}`);
    for (const card of list.items) {
      if (card.confirmationMode !== 'instant') continue;
      const d = await api<PickupDetail>(`/experiences/${card.id}`);
      if (['sandstorm-adventures', 'mirage-experiences'].includes(d.supplier.id) || d.extras.length === 0) continue;
      const option = d.options.find((o) => o.pickup.points.length > 0);
      if (!option) continue;
      for (let day = 2; day < 20; day++) {
        const date = isoDay(day);
        const av = await api<{ options: { optionId: string; capacityPerSlot: number; slots: { startTime: string; remaining: number; status: string }[] }[] }>(`/experiences/${d.id}/availability?date=${date}`);
        const o = av.options.find((x) => x.optionId === option.optionId);
        const slot = o?.slots.find((s) => s.status === 'available' && s.remaining >= 2);
        if (o && slot) {
          const detail = await api<Bookable['detail']>(`/experiences/${d.id}`);
          return { b: { detail, date, optionId: o.optionId, startTime: slot.startTime, remaining: slot.remaining, capacity: Math.min(o.capacityPerSlot, slot.remaining) }, extra: d.extras[0]!.title, pickup: option.pickup.points[0]!.name };
        }
      }
    }
    if (!list.hasMore) break;
  }
  throw new Error('no instant experience with extras and pickup in the seeded catalog');
}

const localeCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value;

test.describe('storefront second pass', () => {
  test('1: switching language sets the locale cookie, so the next click stays in that language', async ({ page }) => {
    await freshSession(page);
    await page.goto('/ar/about');
    await page.waitForLoadState('networkidle');
    expect(await localeCookie(page)).toBe('ar');
    await page.getByRole('link', { name: 'التبديل إلى الإنجليزية' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => localeCookie(page)).toBe('en');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    // A fresh document load goes by the cookie too.
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe('/');

    // And back to Arabic.
    await page.getByRole('link', { name: 'Switch to Arabic' }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => localeCookie(page)).toBe('ar');
    await page.goto('/about');
    await expect(page).toHaveURL(/\/ar\/about$/);
  });

  test('2: the header shows who is signed in, with their links and a sign-out (en + ar)', async ({ page }) => {
    await freshSession(page);
    await page.goto('/auth/sign-in');
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('ops@rihla.local');
    await main.getByLabel('Password').fill('ops-local-123');
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    const account = header.getByTestId('account-menu');
    await expect(account).toContainText('Rihla');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await account.locator('summary').click();
    await expect(account.getByRole('link', { name: 'Your bookings' })).toHaveAttribute('href', '/invoices');
    await expect(account.getByRole('link', { name: 'Operations' })).toHaveAttribute('href', '/ops');
    await expect(account.getByRole('link', { name: 'Finance' })).toHaveCount(0);

    // The same account in Arabic, after a full page load (the header reads the session, not the page it came from).
    await page.goto('/ar/about');
    const arAccount = page.locator('header.site-header').getByTestId('account-menu');
    await arAccount.locator('summary').click();
    await expect(arAccount.getByRole('link', { name: 'حجوزاتك' })).toHaveAttribute('href', '/ar/invoices');
    await expect(arAccount.getByRole('link', { name: 'العمليات' })).toHaveAttribute('href', '/ar/ops');
    await arAccount.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page.locator('header.site-header').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    // Signed out for real: the api no longer knows the session.
    const me = await page.evaluate(async () => (await fetch('/api/me')).status);
    expect(me).toBe(401);
  });

  test('14: toasts top-right in both directions and errors stay readable; bad URLs and empty states behave', async ({ page }) => {
    await freshSession(page);
    // Malformed percent-encoding is the localized "page not found", not a bare "Internal Server Error".
    for (const [path, heading] of [
      ['/search/%E0%A4%A', "Oops! The page you're looking for doesn't exist."],
      ['/ar/experiences/%E0%A4%A', 'عذرًا! الصفحة التي تبحث عنها غير موجودة.'],
    ] as const) {
      const bad = await page.goto(path);
      expect(bad?.status()).toBe(404);
      await expect(page.getByTestId('not-found').getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await freshSession(page);

    // The English 404 button is words, not the key "homePage"; the Arabic path is isolated from the sentence.
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Home page' })).toBeVisible();
    await page.goto('/ar/no-such-page-abc');
    const path = page.getByTestId('not-found').locator('bdi[dir="ltr"]');
    await expect(path).toHaveText('/ar/no-such-page-abc');

    // The empty checkout offers to browse the list instead of a "Checkout" button that goes home.
    await freshSession(page);
    await page.goto('/checkout');
    const browse = page.getByRole('main').getByRole('link', { name: /Explore experiences/ });
    await expect(browse).toHaveAttribute('href', '/experiences');

    const b = await findBookable('instant');
    // The booking panel never goes blank: a past date and a failed availability check both say what to do.
    await page.goto(productPath(b, 'en'));
    await page.locator('#date').fill(isoDay(-1));
    await expect(page.getByTestId('date-out-of-range')).toHaveText('Please choose a date from today up to a year ahead.');
    await page.route('**/api/experiences/*/availability*', (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503,"title":"Unavailable"}' }));
    await page.locator('#date').fill(b.date);
    await expect(page.getByTestId('availability-failed')).toContainText("We couldn't check availability just now.");
    await page.unroute('**/api/experiences/*/availability*');
    await page.getByTestId('availability-failed').getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator(`input[name="option"][value="${b.optionId}"]`)).toBeVisible();

    // An error toast (the availability check failing) sits top-right in both directions and is still there after 3 s.
    const cart = await api<{ cartId: string }>('/carts', { method: 'POST', json: {} });
    await api(`/carts/${cart.cartId}/items`, { method: 'POST', json: { experienceId: b.detail.id, optionId: b.optionId, date: b.date, startTime: b.startTime, participants: { adult: 1 } } });
    // The visitor's cart: the storefront's HttpOnly cookie.
    await page.context().addCookies([{ name: 'rihla_cart', value: cart.cartId, url: `http://localhost:${WEB_PORT}`, httpOnly: true, sameSite: 'Lax' }]);
    // The cart's review is a Server Action (a POST to the page with a Next-Action header): it fails.
    await page.route('**/cart', (route, request) =>
      request.method() === 'POST' && request.headers()['next-action']
        ? route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503, detail: 'The booking service is busy.' }) })
        : route.continue(),
    );
    for (const [prefix, dir, checkout] of [
      ['', 'ltr', 'Checkout'],
      ['/ar', 'rtl', 'إتمام الطلب'],
    ] as const) {
      await page.goto(`${prefix}/cart`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await page.getByRole('button', { name: checkout, exact: true }).click();
      const toast = page.locator('[role="status"]').filter({ hasText: /\S/ }).last();
      await expect(toast).toBeVisible();
      const width = page.viewportSize()!.width;
      // Once it has slid in: its right edge near the viewport's right edge, the whole toast in the right half.
      const rightEdge = async () => {
        const box = (await toast.boundingBox())!;
        return box.x + box.width;
      };
      await expect.poll(rightEdge).toBeGreaterThan(width - 100);
      expect((await toast.boundingBox())!.x).toBeGreaterThan(width / 2);
      await page.waitForTimeout(3000);
      await expect(toast).toBeVisible();
      await page.reload();
    }
  });

  test('6: pickup point, pickup time and extras stay with the item: cart, result screen, invoice, e-mail', async ({ page }) => {
    test.setTimeout(180_000);
    const { b, extra, pickup } = await findWithPickupAndExtras();
    await freshSession(page);
    // A signed-in customer, so the booking also appears under "Your Booking".
    const email = `addons-${Date.now()}@example.com`;
    const signUp = await page.request.post('/api/auth/sign-up', {
      data: { firstName: 'Layla', lastName: 'Test', email, phone: { countryCode: '+966', number: '501234567' }, password: 'addons-pass-123', confirmPassword: 'addons-pass-123', locale: 'en' },
    });
    expect(signUp.ok()).toBe(true);

    await page.goto(productPath(b, 'en'));
    await chooseSlot(page, b);
    await page.getByRole('checkbox', { name: new RegExp(extra.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
    await page.locator('#pickup').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cartAddOns = page.getByTestId('cart-line').getByTestId('line-addons');
    await expect(cartAddOns).toContainText(`Pickup: ${pickup} at`);
    await expect(cartAddOns).toContainText(`Extras: ${extra} × `);

    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const main = page.getByRole('main');
    await fillPerson(page, { firstName: 'Layla', lastName: 'Test', email });
    await main.getByLabel(/Reserve now, pay later/).check();
    await page.getByRole('button', { name: 'Confirm & Book' }).click();
    await expect(page).toHaveURL(/\/checkout\/success/);
    await expect(page.getByRole('heading', { name: 'Booked successfully' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('line-addons')).toContainText(`Pickup: ${pickup} at`);
    await expect(page.getByTestId('line-addons')).toContainText(`Extras: ${extra} × `);

    await page.goto('/invoices');
    await expect(page.getByTestId('invoice').first().getByTestId('line-addons')).toContainText(`Pickup: ${pickup} at`);

    await expect
      .poll(async () => (await api<{ messages: { text: string }[] }>(`/dev/outbox/email?to=${encodeURIComponent(email)}`)).messages.map((m) => m.text).join('\n'), { timeout: 30_000 })
      .toContain(`Pickup: ${pickup} at`);
  });

  test('7: on-request products say so; on hold tells the truth about the money and moves on by itself when the supplier answers', async ({ page }) => {
    test.setTimeout(180_000);
    const onRequest = await findBookable('onRequest');
    await page.goto(productPath(onRequest, 'en'));
    await expect(page.getByTestId('on-request')).toContainText('Confirmation on request');
    await page.goto(productPath(onRequest, 'ar'));
    await expect(page.getByTestId('on-request')).toContainText('التأكيد عند الطلب');

    // Pay later, on hold: nothing is held on a card, and the screen says so.
    const bookingId = await bookViaApi([onRequest]);
    const statusOf = async () => {
      try {
        return (await api<{ status: string }>(`/bookings/${bookingId}/status`)).status;
      } catch {
        return 'missing';
      }
    };
    await expect.poll(statusOf, { timeout: 60_000 }).toBe('onHold');
    await freshSession(page);
    await giveBrowserBookingLink(page, bookingId);
    await page.goto(`/checkout/on_hold?booking=${bookingId}`);
    await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible();
    const money = page.getByTestId('money-statement');
    await expect(money).toContainText('Nothing was charged or held.');
    await expect(page.getByRole('main')).not.toContainText('card');

    // The supplier (here ops on its behalf) confirms: the open page moves to the success screen without a reload.
    const signIn = await fetch(`${API}/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ops@rihla.local', password: 'ops-local-123' }) });
    const session = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
    const { customer } = (await signIn.json()) as { customer: { csrfToken: string } };
    const { lines } = await api<{ lines: { itemId: string }[] }>(`/bookings/${bookingId}/status`);
    await api(`/ops/bookings/${bookingId}/items/${lines[0]!.itemId}/answer`, {
      method: 'POST',
      headers: { cookie: session, 'x-csrf-token': customer.csrfToken, 'idempotency-key': `e2e-answer-${bookingId}` },
      json: { answer: 'confirmed' },
    });
    await expect(page).toHaveURL(/\/checkout\/success/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Booked successfully' })).toBeVisible();
    await expect(page.getByTestId('money-statement')).toContainText('Nothing was charged.');

    // A failed pay-later booking: no refund is promised, because nothing was taken.
    const failing = await findBookable('failing');
    const failedId = await bookViaApi([failing]);
    await giveBrowserBookingLink(page, failedId);
    await page.goto(`/checkout/error?booking=${failedId}`);
    await expect(page.getByTestId('money-statement')).toHaveText('You were not charged.', { timeout: 60_000 });
    await expect(page.getByRole('main')).not.toContainText('refunded within 24 hours');
    await giveBrowserBookingLink(page, failedId);
    await page.goto(`/ar/checkout/error?booking=${failedId}`);
    await expect(page.getByTestId('money-statement')).toHaveText('لم يُخصم منك أي مبلغ.');
  });

  test('8 + 10: a second, worse promo code keeps the better one and says so; promo errors in Arabic on Arabic pages', async ({ page }) => {
    const b = await findBookable('instant', { country: 'SA' });
    const cart = await api<{ cartId: string; subtotal: { amount: number } }>('/carts', { method: 'POST', json: {} });
    let adults = 1;
    let subtotal = 0;
    // Enough for both codes' minimum spend (SAR 200).
    for (; adults <= b.capacity; adults++) {
      const r = await api<{ lineId: string; cart: { subtotal: { amount: number } } }>(`/carts/${cart.cartId}/items`, {
        method: 'POST',
        json: { experienceId: b.detail.id, optionId: b.optionId, date: b.date, startTime: b.startTime, participants: { adult: adults } },
      });
      subtotal = r.cart.subtotal.amount;
      if (subtotal >= 20_000) break;
      await api(`/carts/${cart.cartId}/items/${r.lineId}`, { method: 'DELETE' });
    }
    // The seeded catalog is deterministic: a Saudi departure always reaches both codes' minimum spend.
    expect(subtotal, 'a seeded departure reaches the promo codes\' minimum spend').toBeGreaterThanOrEqual(20_000);
    // WELCOME10 takes off 10 %, RIYADH50 a fixed SAR 50: apply the better first, then the worse.
    const [better, worse] = subtotal * 0.1 > 5_000 ? ['WELCOME10', 'RIYADH50'] : ['RIYADH50', 'WELCOME10'];
    await freshSession(page);
    await page.goto('/ar/about');
    await page.evaluate((id) => localStorage.setItem('rihla.cartId', id), cart.cartId);
    await page.goto('/ar/cart');
    const main = page.getByRole('main');
    await main.getByLabel('الرمز الترويجي').fill('NOPE-CODE');
    await main.getByRole('button', { name: 'تطبيق', exact: true }).click();
    await expect(page.locator('#promo-err')).toHaveText('لم نتعرّف على رمز الخصم "NOPE-CODE". تحقّق من كتابته وحاول مرة أخرى.');
    await main.getByLabel('الرمز الترويجي').fill('EXPIRED20');
    await main.getByRole('button', { name: 'تطبيق', exact: true }).click();
    await expect(page.locator('#promo-err')).toContainText('انتهت صلاحية رمز الخصم EXPIRED20');
    await expect(page.locator('#promo-err')).not.toContainText('2024-12-31');

    await main.getByLabel('الرمز الترويجي').fill(better);
    await main.getByRole('button', { name: 'تطبيق', exact: true }).click();
    await expect(page.getByTestId('discount')).toBeVisible();
    const kept = await page.getByTestId('discount').innerText();
    await main.getByLabel('الرمز الترويجي').fill(worse);
    await main.getByRole('button', { name: 'تطبيق', exact: true }).click();
    await expect(page.locator('#promo-err')).toContainText(`لذلك أبقينا ${better}`);
    await expect(page.getByTestId('discount')).toHaveText(kept);
    // The buyer may still choose the other one.
    await main.getByRole('button', { name: `استخدم ${worse} بدلًا منه` }).click();
    await expect(page.getByTestId('discount')).not.toHaveText(kept);
    await expect(main.getByText(worse, { exact: true })).toBeVisible();
  });

  test('11: the product page shows a from price, its facts, where the rating comes from, and lists in the page language', async ({ page }) => {
    const b = await findBookable('instant');
    const detail = await api<{ reviewCount: number; languages: { name: string }[]; duration: { totalMinutes: number } }>(`/experiences/${b.detail.id}`);
    await freshSession(page);
    await page.goto(productPath(b, 'en'));
    const main = page.getByRole('main');
    // A price before a date is picked.
    await expect(page.getByTestId('from-price')).toContainText(/From .*\d/);
    // The catalog count is called ratings and its source is named; it is never called "reviews" above "No reviews yet".
    await expect(main).not.toContainText(`${detail.reviewCount} reviews`);
    await expect(page.getByTestId('rating-source')).toContainText('the activity provider collected from past guests');
    const facts = page.getByTestId('product-facts');
    await expect(facts.getByRole('heading', { name: 'Good to know' })).toBeVisible();
    await expect(facts).toContainText(detail.duration.totalMinutes < 1440 ? 'Start and end times' : 'Start time');
    await expect(facts.getByTestId('fact-pickup')).toHaveText(/^(Yes|No)$/);
    await expect(facts.getByTestId('fact-dropoff')).toHaveText(/^(Yes|No)$/);
    if (detail.languages.length > 1) await expect(main.getByText(/^Age .*Languages:/)).not.toContainText('،');
    await page.goto(productPath(b, 'ar'));
    await expect(page.getByTestId('from-price')).toContainText('ابتداءً من');
    await expect(page.getByTestId('product-facts').getByRole('heading', { name: 'معلومات مفيدة' })).toBeVisible();
  });

  test('4: invoices tell the truth after a cancellation: its own group, the item state, payment words in the language, paid/refunded/due', async ({ page }) => {
    test.setTimeout(180_000);
    const b = await findBookable('instant');
    await freshSession(page);
    const email = `invoice-${Date.now()}@example.com`;
    const signUp = await page.request.post('/api/auth/sign-up', {
      data: { firstName: 'Huda', lastName: 'Test', email, phone: { countryCode: '+966', number: '501234567' }, password: 'invoice-pass-123', confirmPassword: 'invoice-pass-123', locale: 'en' },
    });
    expect(signUp.ok()).toBe(true);
    const csrf = ((await signUp.json()) as { customer: { csrfToken: string } }).customer.csrfToken;
    const headers = { 'x-csrf-token': csrf };
    const cart = (await (await page.request.post('/api/carts', { data: {}, headers: { ...headers, 'idempotency-key': `inv-cart-${Date.now()}` } })).json()) as { cartId: string };
    expect((await page.request.post(`/api/carts/${cart.cartId}/items`, { headers: { ...headers, 'idempotency-key': `inv-item-${Date.now()}` }, data: { experienceId: b.detail.id, optionId: b.optionId, date: b.date, startTime: b.startTime, participants: { adult: 2 } } })).ok()).toBe(true);
    const checkout = await page.request.post('/api/checkout', {
      headers: { ...headers, 'idempotency-key': `inv-checkout-${Date.now()}` },
      data: { cartId: cart.cartId, paymentMethod: 'payLater', locale: 'en', buyer: { firstName: 'Huda', lastName: 'Test', email, phone: { countryCode: '+966', number: '501234567' } } },
    });
    expect(checkout.ok()).toBe(true);
    const { bookingId } = (await checkout.json()) as { bookingId: string };
    // The account's booking: its status is read with the account's session.
    await expect.poll(async () => ((await (await page.request.get(`/api/bookings/${bookingId}/status`)).json()) as { status?: string }).status, { timeout: 60_000 }).toBe('confirmed');

    await page.goto('/invoices');
    const invoice = page.getByTestId('invoice').first();
    await expect(invoice.getByTestId('payment-status')).toHaveText('Due: pay the provider');
    await expect(invoice.getByTestId('invoice-guest')).toContainText('Huda Test');
    await expect(invoice.getByTestId('invoice-money')).toContainText('Due');
    await invoice.getByRole('button', { name: 'Cancel booking' }).click();
    await invoice.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page.getByRole('heading', { name: 'Cancelled bookings' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Confirmed bookings' })).toHaveCount(0);
    await expect(page.getByTestId('invoice-item-status').first()).toHaveText(/^Cancelled/);
    await expect(page.getByTestId('payment-status').first()).toHaveText('Not charged');

    await page.goto('/ar/invoices');
    await expect(page.getByRole('heading', { name: 'الحجوزات الملغاة' })).toBeVisible();
    await expect(page.getByTestId('payment-status').first()).toHaveText('لم يُخصم أي مبلغ');
    await expect(page.getByTestId('invoice').first()).not.toContainText(/\b(due|paid|refunded|none)\b/);
  });

  test('12: search results load more beyond the first 24', async ({ page }) => {
    await page.goto('/search/riyadh');
    const cards = page.locator('.cards > *');
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: 'Load More Experiences' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(24);
    await expect(page.getByRole('button', { name: 'Load More Experiences' })).toHaveCount(0);
    await page.goto('/ar/search/riyadh');
    await page.getByRole('button', { name: 'عرض المزيد من التجارب' }).click();
    await expect.poll(() => page.locator('.cards > *').count()).toBeGreaterThan(24);
  });

  test('13: phone-first: a one-row header with a menu, results on the first screen, booking always reachable, the date in the page language', async ({ page }) => {
    const b = await findBookable('instant');
    await freshSession(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/experiences');
    const header = page.locator('header.site-header');
    expect((await header.boundingBox())!.height).toBeLessThan(100);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    await header.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    await header.getByRole('button', { name: 'Menu' }).click();
    // Filters fold into one button with the result count; the first result is on the first screen.
    await expect(page.getByRole('button', { name: /^Filters · \d+ results$/ })).toBeVisible();
    const firstCard = page.getByTestId('experience-card').first();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(844);

    // Nothing wider than the phone, in either direction.
    for (const path of ['/', '/ar', '/ar/checkout', '/ar/cart']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }

    await page.goto(productPath(b, 'ar'));
    const bar = page.getByTestId('mobile-book-bar');
    await expect(bar).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeInViewport();
    await bar.getByRole('link', { name: 'تحقق من التوفر' }).click();
    await expect(page.locator('#date')).toBeInViewport();
    await expect(async () => {
      await page.locator('#date').fill(b.date);
      await expect(page.getByTestId('chosen-date')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    // Written out in Arabic (weekday and month names), never mm/dd/yyyy.
    await expect(page.getByTestId('chosen-date')).toHaveText(/^[^/]*[\u0600-\u06FF][^/]*$/);
  });

  test('15 (new builds): the page learns its build id, and offers a reload once a newer build is live', async ({ page, request }) => {
    const live = (await (await request.get('/builds/latest.json?t=1')).json()) as { id: string };
    expect(live.id).toMatch(/^[\w-]{6,}$/);
    let calls = 0;
    await page.route('**/builds/latest.json*', async (route) => {
      calls++;
      if (calls === 1) await route.continue();
      else await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ id: `${live.id}-next` }) });
    });
    await freshSession(page);
    await page.goto('/about');
    await expect.poll(() => calls).toBe(1);
    await expect(page.getByTestId('new-build')).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('new-build')).toContainText('A new version of Rihla is available.');
    await page.getByTestId('new-build').getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => calls).toBeGreaterThanOrEqual(3);
  });

  test('9: an ops retry that needs a card reaches the customer by e-mail, and ops sees it waits for them', async ({ page }) => {
    test.setTimeout(240_000);
    const failing = await findBookable('failing');
    const instant = await findBookable('instant', { country: failing.detail.countryCode });
    const email = `retry-${Date.now()}@example.com`;
    const cart = await api<{ cartId: string }>('/carts', { method: 'POST', json: {} });
    for (const b of [instant, failing]) {
      await api(`/carts/${cart.cartId}/items`, { method: 'POST', json: { experienceId: b.detail.id, optionId: b.optionId, date: b.date, startTime: b.startTime, participants: { adult: 1 } } });
    }
    const { bookingId, bookingLink } = await api<{ bookingId: string; bookingLink: string }>('/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': `e2e-retry-${Date.now()}` },
      json: {
        cartId: cart.cartId,
        paymentMethod: 'card',
        locale: 'en',
        returnUrl: `http://localhost:${WEB_PORT}/checkout/success`,
        buyer: { firstName: 'Omar', lastName: 'Test', email, phone: { countryCode: '+966', number: '501234567' } },
      },
    });
    // A guest booking: read with the signed link its checkout answer carries.
    rememberBookingLink(bookingId, bookingLink);
    type Status = { status: string; redirectUrl: string | null; lines: { itemId: string; status: string }[] };
    const status = () => api<Status>(`/bookings/${bookingId}/status`).catch(() => null);
    await expect.poll(async () => (await status())?.redirectUrl ?? null, { timeout: 60_000 }).not.toBeNull();
    const sessionUrl = new URL((await status())!.redirectUrl!);
    // The buyer pays on the sandbox page with the test card.
    const paid = await fetch(`${API}${sessionUrl.pathname}`, { method: 'POST', body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Omar Test' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    await expect.poll(async () => (await status())?.status, { timeout: 90_000 }).toBe('partiallyConfirmed');
    const failed = (await status())!.lines.filter((l) => l.status === 'failed').map((l) => l.itemId);

    // Ops retries the failed item: it needs a new card payment from the customer.
    const signIn = await fetch(`${API}/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ops@rihla.local', password: 'ops-local-123' }) });
    const session = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
    const { customer } = (await signIn.json()) as { customer: { csrfToken: string } };
    await api(`/ops/bookings/${bookingId}/retry`, { method: 'POST', headers: { cookie: session, 'x-csrf-token': customer.csrfToken, 'idempotency-key': `e2e-ops-retry-${bookingId}` }, json: { itemIds: failed } });
    await expect
      .poll(async () => (await api<{ messages: { subject: string; text: string }[] }>(`/dev/outbox/email?to=${encodeURIComponent(email)}`)).messages.find((m) => m.subject.startsWith('Action needed'))?.text ?? '', {
        timeout: 60_000,
      })
      .toMatch(/Pay securely: http\S+\/psp\/checkout\/\S+/);

    await freshSession(page);
    await page.goto('/auth/sign-in?next=/ops');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('ops@rihla.local');
    await main.getByLabel('Password').fill('ops-local-123');
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/ops$/);
    const row = page.getByTestId('queue-partiallyBooked').locator(`tr[data-booking="${bookingId}"]`);
    await expect(row.getByTestId('awaiting-customer')).toContainText('Waiting for the customer to pay', { timeout: 30_000 });
  });

  test('15 (map): the meeting point on an OpenStreetMap map, loaded when seen, and still found without tiles', async ({ page }) => {
    const b = await findBookable('instant');
    let tiles = 0;
    // No tile server in the test: every tile fails, as it would offline.
    await page.route('**/tile.openstreetmap.org/**', (route) => {
      tiles++;
      return route.abort();
    });
    await freshSession(page);
    await page.goto(productPath(b, 'en'));
    const map = page.getByTestId('meeting-map');
    await expect(map).toHaveAttribute('data-ready', 'false');
    expect(tiles).toBe(0);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-ready', 'true');
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=/);
    await page.goto(productPath(b, 'ar'));
    await page.getByTestId('meeting-map').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('meeting-map')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('region', { name: /^خريطة نقطة الالتقاء/ })).toBeVisible();
  });

  test('3: the e-mail carries a signed booking link: a guest opens, sees and cancels the booking on another device', async ({ browser }) => {
    test.setTimeout(180_000);
    const b = await findBookable('instant');
    const email = `guest-${Date.now()}@example.com`;
    const cart = await api<{ cartId: string }>('/carts', { method: 'POST', json: {} });
    await api(`/carts/${cart.cartId}/items`, { method: 'POST', json: { experienceId: b.detail.id, optionId: b.optionId, date: b.date, startTime: b.startTime, participants: { adult: 1 } } });
    await api('/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': `e2e-link-${Date.now()}` },
      json: { cartId: cart.cartId, paymentMethod: 'payLater', locale: 'en', buyer: { firstName: 'Rana', lastName: 'Test', email, phone: { countryCode: '+966', number: '501234567' } } },
    });
    let link = '';
    await expect
      .poll(
        async () => {
          const { messages } = await api<{ messages: { text: string }[] }>(`/dev/outbox/email?to=${encodeURIComponent(email)}`);
          link = messages.map((m) => /https?:\/\/\S+\/booking\?link=\S+/.exec(m.text)?.[0]).find(Boolean) ?? '';
          return link;
        },
        { timeout: 60_000 },
      )
      .not.toBe('');
    // Another device: a new browser with nothing stored.
    const context = await browser.newContext();
    const page = await context.newPage();
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByTestId('booking-link-view')).toBeVisible();
    await expect(page.getByTestId('booking-link-line')).toContainText(b.detail.title);
    await expect(page.getByTestId('booking-link-status')).toHaveText('Confirmed');
    // The tax invoice downloads with no account, in the page's language.
    const pdf = await page.request.get((await page.getByTestId('invoice-pdf').getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/-en\.pdf"$/);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page.getByTestId('booking-link-status')).toHaveText('Cancelled', { timeout: 30_000 });
    // A changed link opens nothing.
    const forged = new URLSearchParams(url.search).get('link')!.replace(/^./, (c) => (c === 'e' ? 'f' : 'e'));
    await page.goto(`/booking?link=${encodeURIComponent(forged)}`);
    await expect(page.getByTestId('booking-link-invalid')).toContainText('This booking link is not valid or has expired.');
    await context.close();
  });

  test('screens: home, listing, product, cart, checkout and a result screen at phone and desktop sizes, both languages', async ({ page }) => {
    test.setTimeout(240_000);
    const dir = resolve(import.meta.dirname, '../../test-results/screenshots');
    mkdirSync(dir, { recursive: true });
    const b = await findBookable('instant');
    const bookingId = await bookViaApi([b]);
    for (const [w, h] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      for (const locale of ['en', 'ar'] as const) {
        const p = locale === 'ar' ? '/ar' : '';
        await freshSession(page);
        const cart = await api<{ cartId: string }>('/carts', { method: 'POST', json: {} });
        await api(`/carts/${cart.cartId}/items`, { method: 'POST', json: { experienceId: b.detail.id, optionId: b.optionId, date: b.date, startTime: b.startTime, participants: { adult: 2 } } });
        const screens: [string, string, string][] = [
          ['home', `${p}/`, 'main'],
          ['listing', `${p}/experiences`, '[data-testid="experience-card"]'],
          ['product', productPath(b, locale), '#date'],
          ['cart', `${p}/cart`, '[data-testid="cart-line"]'],
          ['checkout', `${p}/checkout`, 'form'],
          ['result', `${p}/checkout/success?booking=${bookingId}`, '[data-testid="money-statement"]'],
        ];
        for (const [name, path, ready] of screens) {
          if (name === 'result') await giveBrowserBookingLink(page, bookingId);
          await page.goto(path);
          if (name === 'home') await page.evaluate((id) => localStorage.setItem('rihla.cartId', id), cart.cartId);
          await expect(page.locator(ready).first()).toBeVisible({ timeout: 60_000 });
          await page.screenshot({ path: resolve(dir, `${name}-${locale}-${w}x${h}.png`) });
        }
      }
    }
  });
});
