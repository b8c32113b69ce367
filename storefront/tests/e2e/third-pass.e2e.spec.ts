import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, bookViaApi, chooseSlot, findBookable, findPerItem, findRichBookable, freshSession, OPS, productPath, setStackClock, shot, signInAsStaff, signUpAndBook, usDollarDrawn, type Bookable } from './helpers';

/** Issue 28: what a customer still hit in the storefront (third pass), each point as the customer meets it. */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function noSeriousViolations(page: Page, name: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
}

/** Signs a new customer up in this browser (the api's sign-up, as the form sends it); the verification mail follows. */
async function signUp(page: Page, email: string, firstName: string, locale: 'en' | 'ar' = 'en') {
  const res = await page.request.post('/api/auth/sign-up', {
    data: { firstName, lastName: 'Tester', email, phone: { countryCode: '+966', number: '501234567' }, password: 'verify-pass-123', confirmPassword: 'verify-pass-123', locale },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The verification link the outbox received for `email`, as a path on this storefront (en or /ar). */
async function verificationPath(email: string, locale: 'en' | 'ar'): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const { messages } = await api<{ messages: { text: string }[] }>(`/dev/outbox/email?to=${encodeURIComponent(email)}`);
      const re = locale === 'ar' ? /https?:\/\/\S+\/ar\/auth\/verify-email\?token=[^\s&]+/ : /https?:\/\/\S+?(?<!\/ar)\/auth\/verify-email\?token=[^\s&]+/;
      link = messages.map((m) => re.exec(m.text)?.[0]).find(Boolean) ?? '';
      return link;
    }, { timeout: 30_000 })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

let instant: Bookable;
test.beforeAll(async () => {
  instant = await findBookable('instant', { fromDay: 4 });
});

test.describe('issue 28, High', () => {
  test('1: the e-mailed verification link confirms the address, and the guest bookings made with it join the account (en, ar)', async ({ page }) => {
    test.setTimeout(240_000);
    const main = page.getByRole('main');
    for (const locale of ['en', 'ar'] as const) {
      const p = locale === 'ar' ? '/ar' : '';
      const email = `verify-${locale}-${Date.now()}@example.com`;
      // A guest booking first, with the address the customer signs up with afterwards.
      const bookingId = await bookViaApi([instant], email);
      await expect.poll(async () => (await api<{ status?: string }>(`/bookings/${bookingId}/status`).catch(() => null))?.status, { timeout: 60_000 }).toBe('confirmed');
      await freshSession(page);
      await signUp(page, email, locale === 'ar' ? 'Noura' : 'Hind', locale);
      // Not verified yet: the guest booking is not the account's.
      await page.goto(`${p}/invoices`);
      await expect(main.getByText(locale === 'ar' ? 'ليس لديك حجوزات بعد.' : 'You have no bookings yet.')).toBeVisible();

      await page.goto(await verificationPath(email, locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'ar' ? 'تأكيد عنوان بريدك الإلكتروني' : 'Confirm your e-mail address');
      await expect(main.getByRole('status')).toHaveText(
        locale === 'ar'
          ? 'شكرًا لك: تم تأكيد عنوان بريدك الإلكتروني. تظهر الآن في حسابك الحجوزات التي تمت به.'
          : 'Thank you: your e-mail address is confirmed. Bookings made with it now appear in your account.',
      );
      await page.setViewportSize(PHONE);
      await shot(page, `verify-email-${locale}-390`);
      await page.setViewportSize(DESKTOP);
      await shot(page, `verify-email-${locale}-1366`);
      await noSeriousViolations(page, `verify-email ${locale}`);
      await main.getByRole('link', { name: locale === 'ar' ? 'عرض حجوزاتك' : 'See your bookings' }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/invoices$`));
      await expect(page.getByTestId('invoice')).toHaveCount(1, { timeout: 30_000 });

      // The link works once: opened again, it says so and offers a new one.
      await page.goBack();
      await page.reload();
      await expect(main.getByRole('alert')).toHaveText(locale === 'ar' ? 'هذا الرابط غير صالح أو انتهت صلاحيته. يرجى طلب رابط جديد.' : 'This link is invalid or has expired. Please request a new one.');
      await expect(main.getByRole('button', { name: locale === 'ar' ? 'إرسال رابط جديد' : 'Send a new link' })).toBeVisible();
    }
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`2: on a phone the account menu lies on the screen, sign-out within reach (${locale})`, async ({ page }) => {
      const p = locale === 'ar' ? '/ar' : '';
      await page.setViewportSize(PHONE);
      await freshSession(page);
      await signUp(page, `menu-${locale}-${Date.now()}@example.com`, 'Reem', locale);
      await page.goto(`${p}/about`);
      const header = page.locator('header.site-header');
      await header.getByRole('button', { name: locale === 'ar' ? 'القائمة' : 'Menu' }).click();
      const account = header.getByTestId('account-menu');
      await account.locator('summary').click();
      const signOut = account.getByRole('button', { name: locale === 'ar' ? 'تسجيل الخروج' : 'Sign out' });
      await expect(signOut).toBeVisible();
      await shot(page, `account-menu-${locale}-390`);
      // Every part of the panel lies on the screen, and the page does not scroll sideways.
      const panel = await account.locator('.account-panel').boundingBox();
      expect(panel).not.toBeNull();
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(PHONE.width);
      const button = await signOut.boundingBox();
      expect(button!.x).toBeGreaterThanOrEqual(0);
      expect(button!.x + button!.width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await noSeriousViolations(page, `account menu ${locale}`);
    });

    test(`2: after signing out the header shows it at once, without a reload (${locale})`, async ({ page }) => {
      const p = locale === 'ar' ? '/ar' : '';
      await page.setViewportSize(DESKTOP);
      await freshSession(page);
      // Signing out on another page (the site goes home) and on the home page itself (it stays).
      for (const path of ['/about', '']) {
        await signUp(page, `signout-${locale}-${Date.now()}@example.com`, 'Reem', locale);
        await page.goto(`${p}${path}` || '/');
        const header = page.locator('header.site-header');
        const account = header.getByTestId('account-menu');
        await account.locator('summary').click();
        await account.getByRole('button', { name: locale === 'ar' ? 'تسجيل الخروج' : 'Sign out' }).click();
        await expect(page.getByText(locale === 'ar' ? 'تم تسجيل خروجك.' : 'You are signed out.')).toBeVisible();
        // Without a reload: the header offers signing in again, and nothing of the account is left.
        await expect(header.getByTestId('sign-in-link')).toBeVisible();
        await expect(header.getByTestId('account-menu')).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`${p || '/'}$`));
      }
    });
  }
});

/** The element itself is what the screen shows at its centre and corners: nothing lies over it. */
async function expectUncovered(page: Page, selector: string, what: string) {
  const covered = await page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    // The centre and four points a quarter in from the edges (a rounded corner is not the element's own).
    const at = (fx: number, fy: number): [number, number] => [r.left + r.width * fx, r.top + r.height * fy];
    const points = [at(0.5, 0.5), at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)];
    return points.filter(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return !top || !(el === top || el.contains(top));
    }).map(([x, y]) => `${Math.round(x)},${Math.round(y)} under ${document.elementFromPoint(x, y)?.outerHTML.slice(0, 80) ?? 'nothing (off screen)'}`);
  });
  expect(covered, what).toEqual([]);
}

test.describe('issue 28, Medium', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`3: on a 1366x900 screen the booking panel keeps total, pickup and Add to cart in reach once everything is chosen (${locale})`, async ({ page }) => {
      test.setTimeout(180_000);
      const rich = await findRichBookable();
      await page.setViewportSize(DESKTOP);
      await page.goto(`${locale === 'ar' ? '/ar' : ''}/experiences/${encodeURIComponent(rich.detail.slugs[locale])}`);
      const panel = page.locator('aside.booking-panel');
      await chooseSlot(page, rich);
      // One more of each kind of traveller (the last button of each stepper adds one).
      for (const i of [0, 1, 2]) await panel.locator('.stepper').nth(i).getByRole('button').last().click();
      await expect(panel.getByTestId('count-child')).toHaveText('1');
      await panel.locator('input[type="checkbox"]').first().check();
      await panel.locator('#pickup').selectOption({ index: 1 });
      const addToCart = panel.getByRole('button', { name: locale === 'ar' ? 'أضف إلى السلة' : 'Add to cart' });
      // From where the panel reaches the header (it sticks there) to where the product's column ends and takes it along.
      await page.evaluate(() => window.scrollTo(0, 0));
      const { stuckFrom, stuckUntil } = await panel.evaluate((el) => {
        const top = el.getBoundingClientRect().top + window.scrollY;
        const columnEnd = el.parentElement!.getBoundingClientRect().bottom + window.scrollY;
        return { stuckFrom: Math.max(0, Math.round(top - 100)), stuckUntil: Math.round(columnEnd - innerHeight) };
      });
      expect(stuckUntil - stuckFrom).toBeGreaterThan(1000);
      for (const y of [stuckFrom, stuckFrom + 350, stuckFrom + 700, stuckFrom + 1000, stuckUntil]) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await page.waitForTimeout(100);
        // The total and the button are on the screen and nothing lies over them.
        await expectUncovered(page, '[data-testid="panel-total"]', `total at scrollY ${y}`);
        await expectUncovered(page, 'aside.booking-panel button.full', `Add to cart at scrollY ${y}`);
        if (y === stuckFrom + 700) await shot(page, `booking-panel-${locale}-1366`);
      }
      // The pickup is reached by scrolling the panel alone; the page stays where it is.
      const before = await page.evaluate(() => window.scrollY);
      await panel.locator('#pickup').evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      await expectUncovered(page, '#pickup', 'pickup');
      await expect(addToCart).toBeEnabled();
      await noSeriousViolations(page, `product ${locale}`);
    });
  }

  for (const locale of ['en', 'ar'] as const) {
    test(`4: the chat opener covers nothing, opens and closes from the header, and is not on staff pages (${locale})`, async ({ page }) => {
      test.setTimeout(180_000);
      const p = locale === 'ar' ? '/ar' : '';
      const rich = await findRichBookable();
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        for (const path of [p || '/', `${p}/experiences/${encodeURIComponent(rich.detail.slugs[locale])}`, `${p}/faq`]) {
          await page.goto(path);
          await expect(page.getByRole('button', { name: locale === 'ar' ? 'تحدث معنا' : 'Chat with us' })).toBeVisible();
          // Wherever the page is scrolled, the screen's lower corners show the page, not a chat button.
          const max = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
          for (let y = 0; y <= max; y += Math.max(300, Math.ceil(max / 6))) {
            await page.evaluate((to) => window.scrollTo(0, to), y);
            const hits = await page.evaluate(() => {
              const xs = [24, innerWidth / 2, innerWidth - 24, innerWidth - 80];
              return xs.flatMap((x) => [innerHeight - 24, innerHeight - 60].map((yy) => document.elementFromPoint(x, yy)?.closest('.chat-dock, [data-testid="chat-open"]')?.outerHTML.slice(0, 60))).filter(Boolean);
            });
            expect(hits, `${path} at ${size.width}px, scrollY ${y}`).toEqual([]);
          }
        }
        // The product panel's heading is not under anything either.
        await page.goto(`${p}/experiences/${encodeURIComponent(rich.detail.slugs[locale])}`);
        await page.locator('#check-availability').scrollIntoViewIfNeeded();
        await expectUncovered(page, '#check-availability', `panel heading at ${size.width}px`);
        await shot(page, `chat-opener-${locale}-${size.width}`);
        // It opens from the header, and closes.
        await page.getByRole('banner').getByRole('button', { name: locale === 'ar' ? 'تحدث معنا' : 'Chat with us' }).click();
        const dialog = page.getByRole('dialog', { name: locale === 'ar' ? 'المحادثة مع رحلة' : 'Chat with Rihla' });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: locale === 'ar' ? 'إغلاق المحادثة' : 'Close chat' }).click();
        await expect(dialog).toHaveCount(0);
      }
      // Staff screens answer chats; they offer none.
      await signInAsStaff(page, '/ops', OPS);
      await page.goto(`${p}/ops`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: locale === 'ar' ? 'تحدث معنا' : 'Chat with us' })).toHaveCount(0);
      await expect(page.locator('.chat-dock')).toHaveCount(0);
    });
  }
});

test.describe('issue 28, Medium (5)', () => {
  test('5: Find my booking, by order number + e-mail (en) and by an e-mailed code (ar); one answer for what is not there; rate limited', async ({ page }) => {
    test.setTimeout(240_000);
    const email = `lost-${Date.now()}@example.com`;
    const bookingId = await bookViaApi([instant], email);
    let orderId = '';
    await expect
      .poll(async () => {
        // Until the read model has it, the status is a 404.
        const s = await api<{ status?: string; orderId: string }>(`/bookings/${bookingId}/status`).catch(() => null);
        orderId = s?.orderId ?? '';
        return s?.status;
      }, { timeout: 60_000 })
      .toBe('confirmed');
    await freshSession(page);
    const main = page.getByRole('main');

    // Reached from "Your Booking" when signed out.
    await page.goto('/invoices');
    await main.getByRole('link', { name: 'Find my booking' }).click();
    await expect(page).toHaveURL(/\/find-booking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find my booking');
    const byOrder = main.getByRole('region', { name: 'With your order number' });
    await byOrder.getByLabel('Order number').fill(orderId);
    await byOrder.getByLabel('Email').fill('someone-else@example.com');
    await byOrder.getByRole('button', { name: 'Find booking' }).click();
    await expect(byOrder.getByRole('alert')).toHaveText('We found no booking with this order number and e-mail address. Check both, or ask for a code by e-mail.');
    await byOrder.getByLabel('Email').fill(email.toUpperCase());
    await byOrder.getByRole('button', { name: 'Find booking' }).click();
    const found = page.getByTestId('found-booking');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(orderId);
    await page.setViewportSize(PHONE);
    await shot(page, 'find-booking-en-390');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'find-booking-en-1366');
    await noSeriousViolations(page, 'find booking en');
    await found.getByRole('link', { name: 'Open booking' }).click();
    await expect(page.getByTestId('booking-link-view')).toContainText(orderId);

    // Arabic, with a code: the same answer for an address without bookings (and no code is sent to it).
    await page.goto('/ar/find-booking');
    const byCode = main.getByRole('region', { name: 'برمز عبر البريد الإلكتروني' });
    await byCode.getByLabel('البريد الإلكتروني').fill(`nobody-${Date.now()}@example.com`);
    await byCode.getByRole('button', { name: 'أرسل لي رمزًا' }).click();
    const sent = 'إذا كانت هناك حجوزات بهذا البريد الإلكتروني فقد أرسلنا إليه رمزًا، ويعمل لمدة 15 دقيقة.';
    await expect(byCode.getByText(sent)).toBeVisible();
    await byCode.getByRole('button', { name: 'استخدم بريدًا آخر' }).click();
    await byCode.getByLabel('البريد الإلكتروني').fill(email);
    await byCode.getByRole('button', { name: 'أرسل لي رمزًا' }).click();
    await expect(byCode.getByText(sent)).toBeVisible();
    let code = '';
    await expect
      .poll(async () => {
        const { messages } = await api<{ messages: { subject: string; text: string }[] }>(`/dev/outbox/email?to=${encodeURIComponent(email)}`);
        code = /(\d{6})/.exec(messages.find((m) => m.subject.includes('Rihla code'))?.text ?? '')?.[1] ?? '';
        return code;
      }, { timeout: 30_000 })
      .not.toBe('');
    await byCode.getByLabel('الرمز من الرسالة').fill(code === '000000' ? '111111' : '000000');
    await byCode.getByRole('button', { name: 'افتح حجوزاتي' }).click();
    await expect(byCode.getByRole('alert')).toHaveText('هذا الرمز غير صالح أو انتهت صلاحيته. يرجى طلب رمز جديد.');
    await byCode.getByLabel('الرمز من الرسالة').fill(code);
    await byCode.getByRole('button', { name: 'افتح حجوزاتي' }).click();
    await expect(page.getByTestId('found-booking')).toHaveCount(1);
    await expect(page.getByTestId('found-booking')).toContainText(orderId);
    await expect(page.getByRole('heading', { name: 'تم العثور على حجز واحد' })).toBeVisible();
    await page.setViewportSize(PHONE);
    await shot(page, 'find-booking-ar-390');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'find-booking-ar-1366');
    await noSeriousViolations(page, 'find booking ar');

    // Guessing: the e-mail's attempts run out (5 per 15 minutes; four were used above) and the page says so.
    const TOO_MANY_AR = 'محاولات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.';
    await page.goto('/ar/find-booking');
    const guess = main.getByRole('region', { name: 'برقم الطلب' });
    await guess.getByLabel('البريد الإلكتروني').fill(email);
    // (The limit counts in fixed 15-minute windows: one may begin during the test, so at most five more tries.)
    let tries = 0;
    await expect(async () => {
      tries++;
      await guess.getByLabel('رقم الطلب').fill(`RH-GUESS${tries}`);
      await guess.getByRole('button', { name: 'ابحث عن الحجز' }).click();
      await expect(guess.getByRole('alert')).toHaveText(TOO_MANY_AR, { timeout: 4_000 });
    }).toPass({ timeout: 60_000 });
    expect(tries).toBeLessThanOrEqual(7);
  });
});

/**
 * A desktop header with everything in it (a signed-in name, a chosen currency, a cart count) stays one row: the
 * suite's 1366 px screenshots showed the tools wrapped under the menu, the logo floating between the two rows.
 */
async function expectHeaderInOneRow(page: Page) {
  const header = page.locator('.site-header .header-inner');
  const middles = await Promise.all(
    ['.logo', '.main-nav', '.currency-select', '.account-menu > summary', '.cart-link'].map(async (part) => {
      const box = await header.locator(part).first().boundingBox();
      if (!box) throw new Error(`the header has no visible ${part}`);
      return { part, middle: box.y + box.height / 2 };
    }),
  );
  const spread = Math.max(...middles.map((m) => m.middle)) - Math.min(...middles.map((m) => m.middle));
  expect(spread, JSON.stringify(middles)).toBeLessThan(12);
}

test.describe('issue 28, Medium (6)', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`6: checkout is prefilled with a signed-in customer's name, e-mail and phone (${locale})`, async ({ page }) => {
      const email = `prefill-${locale}-${Date.now()}@example.com`;
      await freshSession(page);
      const res = await page.request.post('/api/auth/sign-up', {
        data: { firstName: 'Maha', lastName: 'Prefilled', email, phone: { countryCode: '+971', number: '551112233' }, password: 'prefill-pass-123', confirmPassword: 'prefill-pass-123', locale },
      });
      expect(res.ok(), await res.text()).toBe(true);
      await page.goto(productPath(instant, locale));
      await chooseSlot(page, instant);
      await page.getByRole('button', { name: locale === 'ar' ? 'أضف إلى السلة' : 'Add to cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await page.goto(`${locale === 'ar' ? '/ar' : ''}/checkout`);
      const main = page.getByRole('main');
      const label = (en: string, ar: string) => main.getByLabel(locale === 'ar' ? ar : en, { exact: true });
      await expect(label('First name', 'الاسم الأول')).toHaveValue('Maha');
      await expect(label('Last name', 'اسم العائلة')).toHaveValue('Prefilled');
      await expect(label('Email', 'البريد الإلكتروني')).toHaveValue(email);
      await expect(label('Phone number', 'رقم الهاتف')).toHaveValue('551112233');
      await expect(main.locator('#f-countryCode')).toHaveValue('+971');
      await page.setViewportSize(PHONE);
      await shot(page, `checkout-prefilled-${locale}-390`);
      await page.setViewportSize(DESKTOP);
      await expectHeaderInOneRow(page);
      await shot(page, `checkout-prefilled-${locale}-1366`);
      await noSeriousViolations(page, `checkout ${locale}`);
    });
  }
});

test.describe('issue 28, Low', () => {
  test('9: a malformed url names what was typed (en, ar)', async ({ page }) => {
    for (const [typed, text] of [
      ['/search/%E0%A4%A', 'Page Not Found: /search/%E0%A4%A'],
      ['/ar/experiences/%E0%A4%A', 'الصفحة غير موجودة: /ar/experiences/%E0%A4%A'],
    ] as const) {
      await page.goto(typed);
      await expect(page.getByTestId('not-found')).toContainText(text);
      await expect(page.getByTestId('not-found')).not.toContainText('page-not-found');
    }
  });

  test('11: a foreign currency reads as the locale writes it, its symbol whole and isolated (ar)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('currency', 'USD'));
    await page.goto('/ar/experiences');
    const price = page.locator('[data-testid="price"][data-approximate="true"]').first();
    await expect(price).toContainText('US$');
    // Where the screen draws "U" and "$": left to right, as "US$" (split by the Arabic around it, it read "$US").
    const order = await usDollarDrawn(price);
    expect(order).not.toBeNull();
    expect(order!.dollar).toBeGreaterThan(order!.u);
    expect(order!.isolated).toBe(true);
    await page.setViewportSize(PHONE);
    await shot(page, 'usd-prices-ar-390');
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`13: pickup and drop-off in Good to know follow the options that include them (${locale})`, async ({ page }) => {
      const rich = await findRichBookable();
      const detail = await api<{ options: { title: string; pickup: { included: boolean } }[] }>(`/experiences/${rich.detail.id}?locale=${locale}`);
      const withPickup = detail.options.filter((o) => o.pickup.included);
      // The seeded catalog is fixed (one seed): this experience mixes options with and without pickup, so the fact
      // must name the ones that have it. A catalog change that loses the mix fails here instead of passing unseen.
      expect(withPickup.length, 'an experience where only some options include pickup').toBeGreaterThan(0);
      expect(withPickup.length, 'an experience where only some options include pickup').toBeLessThan(detail.options.length);
      await page.goto(`${locale === 'ar' ? '/ar' : ''}/experiences/${encodeURIComponent(rich.detail.slugs[locale])}`);
      const names = new Intl.ListFormat(locale === 'ar' ? 'ar-AE' : 'en-US', { type: 'conjunction' }).format(withPickup.map((o) => o.title));
      await expect(page.getByTestId('fact-pickup')).toHaveText(locale === 'ar' ? `فقط مع «${names}»` : `Only with “${names}”`);
    });

    test(`14: the listing says when the lowest price is above the highest (${locale})`, async ({ page }) => {
      const p = locale === 'ar' ? '/ar' : '';
      await page.goto(`${p}/experiences`);
      await expect(page.getByTestId('experience-card').first()).toBeVisible();
      const min = page.getByRole('spinbutton', { name: locale === 'ar' ? 'أدنى سعر' : 'Minimum price' });
      const max = page.getByRole('spinbutton', { name: locale === 'ar' ? 'أعلى سعر' : 'Maximum price' });
      await min.fill('500');
      await max.fill('100');
      const hint = locale === 'ar' ? 'أقل سعر أعلى من أعلى سعر: اخفض الأول أو ارفع الثاني.' : 'The lowest price is above the highest: lower the first or raise the second.';
      await expect(page.getByTestId('price-inverted')).toHaveText(hint);
      await expect(page.getByTestId('listing-empty')).toContainText(hint);
    });

    test(`14: a date-only search is titled by its date (${locale})`, async ({ page }) => {
      const p = locale === 'ar' ? '/ar' : '';
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date(Date.now() + 5 * 86_400_000));
      await page.goto(`${p}/search/*?date=${date}`);
      const full = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-US', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${date}T12:00:00Z`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'ar' ? `التجارب يوم ${full}` : `Experiences on ${full}`);
    });
  }
});

test.describe('issue 28, Low (14: sort in the url, theme titles)', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`14: the chosen sort stays in the url and survives a reload (${locale})`, async ({ page }) => {
      const p = locale === 'ar' ? '/ar' : '';
      await page.goto(`${p}/experiences`);
      await expect(page.getByTestId('experience-card').first()).toBeVisible();
      const sort = page.getByLabel(locale === 'ar' ? 'ترتيب حسب' : 'Sort by');
      await sort.selectOption('price-asc');
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
      await page.reload();
      await expect(sort).toHaveValue('price-asc');
      const prices = await page.getByTestId('experience-card').evaluateAll((cards) =>
        cards.slice(0, 6).map((c) => Number((c.querySelector('[data-testid="price"]')?.textContent ?? '').replace(/[^\d.]/g, ''))),
      );
      expect(prices.length).toBeGreaterThan(2);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    });

    test(`14: a theme listing names its theme (${locale})`, async ({ page }) => {
      const p = locale === 'ar' ? '/ar' : '';
      const theme = (await api<{ items: { id: string; name: string }[] }>(`/themes?locale=${locale}`)).items[0]!;
      await page.goto(`${p}/experiences?theme=${encodeURIComponent(theme.id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${locale === 'ar' ? 'التجارب' : 'Experiences'}: ${theme.name}`);
    });
  }
});

test.describe('issue 28, Low (10: per-item products)', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`10: a per-item product (a boat) counts items of up to N people, never seats or travellers (${locale})`, async ({ page }) => {
      const f = await findPerItem(locale);
      await page.goto(`${locale === 'ar' ? '/ar' : ''}/experiences/${encodeURIComponent(f.slug)}`);
      await chooseSlot(page, f);
      const slotLabel = page.locator(`input[name="slot"][value="${f.startTime}"]`).locator('xpath=..');
      await expect(slotLabel).toContainText(locale === 'ar' ? new RegExp(`حتى ${f.people} (أشخاص|شخصًا|شخص) لكل واحد`) : `up to ${f.people} people each`);
      await expect(slotLabel).not.toContainText(locale === 'ar' ? 'مقعد' : 'seat');
      const panel = page.locator('aside.booking-panel');
      for (let i = 1; i < f.remaining; i++) await panel.locator('.stepper').getByRole('button').last().click();
      await expect(panel.getByTestId('capacity-message')).toHaveText(
        locale === 'ar' ? new RegExp(`^يمكنك حجز حتى ${f.remaining} في هذا الموعد، ويتسع كل واحد حتى ${f.people} (أشخاص|شخصًا|شخص)\\.$`) : `You can book up to ${f.remaining} at this start time, each for up to ${f.people} people.`,
      );
    });
  }
});

test.describe('issue 28, Low (12: what people wrote keeps its own direction)', () => {
  test('12: an English review on the Arabic product page reads left to right, its full stop at the end', async ({ page }) => {
    test.setTimeout(180_000);
    const bookable = await findBookable('instant', { fromDay: 3 });
    await freshSession(page);
    const { csrf } = await signUpAndBook(page, [bookable], { firstName: 'Lina', lastName: 'Reviewer' });
    setStackClock(new Date(Date.parse(`${bookable.date}T12:00:00Z`) + 86_400_000));
    try {
      const text = `Friendly guide and a beautiful sunset ${Date.now()}.`;
      // The api reads the moved clock within a moment: until then the trip is still ahead.
      await expect(async () => {
        const posted = await page.request.post(`/api/experiences/${bookable.detail.id}/reviews`, {
          headers: { 'x-csrf-token': csrf },
          data: { rating: 5, title: 'Worth every minute.', text, locale: 'en' },
        });
        expect(posted.ok(), await posted.text()).toBe(true);
      }).toPass({ timeout: 30_000 });
      await expect.poll(async () => (await api<{ items: { text: string }[] }>(`/experiences/${bookable.detail.id}/reviews`)).items.some((r) => r.text === text)).toBe(true);
      await page.goto(productPath(bookable, 'ar'));
      const review = page.locator('section[aria-labelledby="reviews"]').getByText(text);
      await expect(review).toBeVisible();
      expect(await review.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      expect(await page.locator('section[aria-labelledby="reviews"]').getByText('Worth every minute.').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    } finally {
      setStackClock(null);
    }
  });
});
