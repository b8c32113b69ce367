import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { api, type Bookable, chooseSlot, findBookable, productPath } from './helpers';
import { WEB_PORT } from './stack';

/**
 * Issue 25.2, the cart on the server: the cart id is an HttpOnly cookie, the header's count, the cart and checkout are
 * rendered from it on the server (in the HTML, without scripts), changes go through Server Actions under the api's
 * CSRF rule, a guest's cart is still there after signing in, and a cart id an older visit left in localStorage moves
 * to the cookie.
 */
let instant: Bookable;
test.beforeAll(async () => {
  instant = await findBookable('instant');
});

const COUNT = { en: 'Cart, 1 item', ar: 'السلة، عنصر واحد' } as const;
const ADD = { en: 'Add to cart', ar: 'أضف إلى السلة' } as const;
const PHONE = { width: 390, height: 844 };

const cartCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name.endsWith('rihla_cart'));

async function addThroughProductPage(page: Page, locale: 'en' | 'ar'): Promise<void> {
  await page.goto(productPath(instant, locale));
  await chooseSlot(page, instant);
  await page.getByRole('button', { name: ADD[locale] }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

/** What a browser without scripts sees of a page, with the cookies of `from`. */
async function withoutScripts(from: BrowserContext, path: string, view = { width: 1280, height: 900 }) {
  const browser = from.browser()!;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: view });
  await context.addCookies(await from.cookies());
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

for (const [locale, view] of [['en', { width: 1280, height: 900 }], ['ar', PHONE]] as const) {
  test(`${locale}: the cart id is an HttpOnly cookie, and the count, the cart and checkout are in the server's HTML`, async ({ page }) => {
    await page.setViewportSize(view);
    await addThroughProductPage(page, locale);
    const cookie = await cartCookie(page.context());
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('rihla_cart');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.toLowerCase().includes('cart')))).toEqual([]);

    const prefix = locale === 'ar' ? '/ar' : '';
    // The raw HTML the server sent (no script ran): the count's label and the cart's line are in it.
    const html = await (await page.request.get(`${prefix}/cart`)).text();
    expect(html).toContain(`aria-label="${COUNT[locale]}"`);
    expect(html).toContain('data-testid="cart-line"');

    const plain = await withoutScripts(page.context(), `${prefix}/`, view);
    try {
      await expect(plain.page.getByRole('link', { name: COUNT[locale] })).toBeVisible();
      await plain.page.goto(`${prefix}/cart`);
      await expect(plain.page.getByTestId('cart-line')).toHaveCount(1);
      await plain.page.goto(`${prefix}/checkout`);
      // Checkout's summary of the cart, from the server: its total (the title is in the page's language).
      await expect(plain.page.getByTestId('cart-total')).toBeVisible();
    } finally {
      await plain.close();
    }
  });
}

test('en: a guest adds to the cart, signs in, and the cart is still theirs', async ({ page }) => {
  const email = `cart-${Date.now()}@example.com`;
  const password = 'cart-pass-12345';
  await api('/auth/sign-up', { method: 'POST', json: { firstName: 'Lina', lastName: 'Cart', email, phone: { countryCode: '+966', number: '501234567' }, password, confirmPassword: password, locale: 'en' } });
  await addThroughProductPage(page, 'en');
  await page.goto('/auth/sign-in?next=/cart');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('link', { name: COUNT.en })).toBeVisible();
  // Signed in, checkout offers the same cart.
  await page.goto('/checkout');
  await expect(page.getByRole('main').getByText(instant.detail.title).first()).toBeVisible();
});

test('ar, phone: a cart id an older visit left in localStorage moves to the cookie, once', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const cart = await api<{ cartId: string }>('/carts', { method: 'POST', json: {} });
  await api(`/carts/${cart.cartId}/items`, { method: 'POST', json: { experienceId: instant.detail.id, optionId: instant.optionId, date: instant.date, startTime: instant.startTime, participants: { adult: 1 } } });
  await page.goto('/ar/about');
  await page.evaluate((id) => localStorage.setItem('rihla.cartId', id), cart.cartId);
  await page.goto('/ar/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('link', { name: COUNT.ar })).toBeVisible();
  await expect.poll(async () => (await cartCookie(page.context()))?.value).toBe(cart.cartId);
  expect(await page.evaluate(() => localStorage.getItem('rihla.cartId'))).toBeNull();
  // From now on the server renders it: the count is in the HTML.
  expect(await (await page.request.get('/ar/about')).text()).toContain(`aria-label="${COUNT.ar}"`);
});

test("a cart's Server Action sent from another site, or naming no site, changes nothing", async ({ page }) => {
  const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
  page.on('request', (r) => {
    const h = r.headers();
    if (r.method() === 'POST' && h['next-action']) sent.push({ url: r.url(), headers: h, body: r.postData() ?? '' });
  });
  await addThroughProductPage(page, 'en');
  const add = sent.at(-1)!;
  expect(add, 'the add went through a Server Action').toBeDefined();
  const cartId = (await cartCookie(page.context()))!.value;
  const revision = async () => (await api<{ revision: number }>(`/carts/${cartId}`)).revision;
  const before = await revision();

  const replay = (origin: Record<string, string>) => {
    const headers = Object.fromEntries(Object.entries(add.headers).filter(([k]) => !['origin', 'referer', 'cookie', 'content-length', 'host'].includes(k)));
    return page.request.post(add.url, { headers: { ...headers, ...origin }, data: add.body });
  };
  // Next's own check refuses another site before the action runs; the action's own check (the api's rule) refuses a
  // request naming no site at all (403 in its answer). Neither reached the cart.
  const foreign = await replay({ origin: 'http://evil.example', referer: 'http://evil.example/' });
  expect(await foreign.text()).not.toContain('"ok":');
  const unnamed = await replay({});
  expect(await unnamed.text()).toContain('{"ok":false,"status":403,"problem":null}');
  expect(await revision()).toBe(before);
  // The same request from our own page runs: it reaches the cart, which refuses the same departure twice. So the
  // refusals above were the origin's, not a broken replay.
  const ours = await replay({ origin: `http://localhost:${WEB_PORT}` });
  expect(await ours.text()).toContain('duplicateDeparture');
});
