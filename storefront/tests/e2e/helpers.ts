import { expect, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { API, WEB_PORT } from './stack';

interface Card {
  id: string;
  slug: string;
  confirmationMode: 'instant' | 'onRequest';
}
interface Detail {
  id: string;
  slug: string;
  slugs: { en: string; ar: string };
  title: string;
  countryCode: 'SA' | 'AE';
  supplier: { id: string; confirmationMode: string };
  options: { optionId: string; pricing: { mode: string } }[];
  extras: unknown[];
}
interface Slot {
  startTime: string;
  remaining: number;
  status: string;
}
export interface Bookable {
  detail: Detail;
  date: string;
  optionId: string;
  startTime: string;
  remaining: number;
  capacity: number;
}

const FAILING = 'sandstorm-adventures';
const DECLINING = 'mirage-experiences';

/**
 * The signed links (manage tokens) of the guest bookings these tests made: a guest booking is read and managed with
 * its link, never with its id alone, so api() sends the link with every request about such a booking.
 */
const bookingLinks = new Map<string, string>();
export const rememberBookingLink = (bookingId: string, link: string): void => void bookingLinks.set(bookingId, link);
/** The remembered link of a guest booking (for requests made without api()). */
export const bookingLinkOf = (bookingId: string): string => bookingLinks.get(bookingId) ?? '';

/** The link a browser checkout left in the page's cookies (the api keeps it there, HttpOnly), remembered for api(). */
export async function bookingLinkOfBrowser(page: Page, bookingId: string): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith(`rihla_booking_${bookingId}`));
  if (!cookie) throw new Error(`the browser holds no booking link of ${bookingId}`);
  rememberBookingLink(bookingId, cookie.value);
  return cookie.value;
}

/** Hands a guest booking made through the api to the browser, as its checkout would have: the link's cookie. */
export async function giveBrowserBookingLink(page: Page, bookingId: string): Promise<void> {
  await page.context().addCookies([{ name: `rihla_booking_${bookingId}`, value: bookingLinkOf(bookingId), url: `http://localhost:${WEB_PORT}`, httpOnly: true, sameSite: 'Lax' }]);
}

export async function api<T>(path: string, init?: RequestInit & { json?: unknown }): Promise<T> {
  const link = bookingLinks.get(/^\/bookings\/([^/?]+)/.exec(path)?.[1] ?? '');
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(link ? { 'x-booking-link': link } : {}), ...(init?.headers ?? {}) },
    body: init?.json === undefined ? init?.body : JSON.stringify(init.json),
  });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const isoDay = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
};

/** The first seeded experience of a supplier behaviour with a per-person option bookable on a day in the next weeks. */
export async function findBookable(kind: 'instant' | 'failing' | 'onRequest', { country, fromDay = 2 }: { country?: 'SA' | 'AE'; fromDay?: number } = {}): Promise<Bookable> {
  for (let page = 1; page <= 11; page++) {
    const list = await api<{ items: Card[]; hasMore: boolean }>(`/experiences?limit=50&page=${page}`);
    for (const card of list.items) {
      if ((kind === 'onRequest') !== (card.confirmationMode === 'onRequest')) continue;
      const detail = await api<Detail>(`/experiences/${card.id}`);
      const sup = detail.supplier.id;
      if (kind === 'failing' ? sup !== FAILING : sup === FAILING || sup === DECLINING) continue;
      if (country && detail.countryCode !== country) continue;
      for (let day = fromDay; day < fromDay + 18; day++) {
        const date = isoDay(day);
        const av = await api<{ options: { optionId: string; capacityPerSlot: number; pricing: { mode: string }; slots: Slot[] }[] }>(`/experiences/${card.id}/availability?date=${date}`);
        // Small groups, so the capacity message is reached with a few clicks.
        const option = av.options.find((o) => o.pricing.mode === 'perPerson' && o.capacityPerSlot <= 16 && o.slots.some((s) => s.status === 'available' && s.remaining >= 4));
        const slot = option?.slots.find((s) => s.status === 'available' && s.remaining >= 4);
        if (option && slot) return { detail, date, optionId: option.optionId, startTime: slot.startTime, remaining: slot.remaining, capacity: Math.min(option.capacityPerSlot, slot.remaining) };
      }
    }
    if (!list.hasMore) break;
  }
  throw new Error(`no bookable ${kind} experience in the seeded catalog`);
}

/** A per-item experience (a boat, a car) confirmed at once, with a few items left six days ahead, and how many people each item takes. */
export async function findPerItem(locale: 'en' | 'ar'): Promise<{ id: string; slug: string; optionId: string; date: string; startTime: string; remaining: number; people: number }> {
  const date = isoDay(6);
  for (let pg = 1; pg <= 11; pg++) {
    const list = await api<{ items: { id: string }[]; hasMore: boolean }>(`/experiences?limit=50&page=${pg}`);
    for (const card of list.items) {
      const detail = await api<{ slugs: { en: string; ar: string }; supplier: { confirmationMode: string }; options: { optionId: string; pricing: { mode: string; maxPeoplePerItem?: number } }[] }>(`/experiences/${card.id}`);
      const option = detail.options.find((o) => o.pricing.mode === 'perItem');
      // Confirmed at once, so a test that books it sees it confirmed: which product comes first depends on the day the
      // suite runs (the date six days on), and an on-request supplier's booking stays on hold in the browser stack.
      if (!option || detail.supplier.confirmationMode !== 'instant') continue;
      const av = await api<{ options: { optionId: string; slots: Slot[] }[] }>(`/experiences/${card.id}/availability?date=${date}`);
      const slot = av.options.find((o) => o.optionId === option.optionId)?.slots.find((s) => s.status === 'available' && s.remaining >= 2 && s.remaining <= 20);
      if (slot) return { id: card.id, slug: detail.slugs[locale], optionId: option.optionId, date, startTime: slot.startTime, remaining: slot.remaining, people: option.pricing.maxPeoplePerItem! };
    }
    if (!list.hasMore) break;
  }
  throw new Error('no per-item experience with a few items left in the seeded catalog');
}

/** Books through the api as a guest (pay later) to reach a result screen quickly; returns the booking id. */
export async function bookViaApi(items: Bookable[], email = 'sara@example.com'): Promise<string> {
  const cart = await api<{ cartId: string }>('/carts', { method: 'POST', json: {} });
  for (const b of items) {
    await api(`/carts/${cart.cartId}/items`, { method: 'POST', json: { experienceId: b.detail.id, optionId: b.optionId, date: b.date, startTime: b.startTime, participants: { adult: 1 } } });
  }
  const res = await api<{ bookingId: string; bookingLink: string }>('/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    json: { cartId: cart.cartId, paymentMethod: 'payLater', locale: 'en', buyer: { firstName: 'Sara', lastName: 'Test', email, phone: { countryCode: '+966', number: '501234567' } } },
  });
  // A guest checkout's answer carries the booking's signed link: what its reads and actions need.
  rememberBookingLink(res.bookingId, res.bookingLink);
  return res.bookingId;
}

export async function shot(page: Page, name: string): Promise<void> {
  const dir = resolve(import.meta.dirname, '../../test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: false });
  // For a look at every screen at both sizes (E2E_SHOTS_BOTH_SIZES=1): the other one too, then the test's own again.
  const size = page.viewportSize();
  if (!process.env.E2E_SHOTS_BOTH_SIZES || !size) return;
  const other = size.width <= 600 ? { width: 1366, height: 900 } : { width: 390, height: 844 };
  await page.setViewportSize(other);
  await page.waitForTimeout(300);
  await page.screenshot({ path: resolve(dir, `${name.replace(/-(390|1366)(x\d+)?$/, '')}-${other.width}.png`), fullPage: false });
  await page.setViewportSize(size);
}

/** Chooses date, option and start time on a product page. */
export async function chooseSlot(page: Page, b: Pick<Bookable, 'date' | 'optionId' | 'startTime'>): Promise<void> {
  const option = page.locator(`input[name="option"][value="${b.optionId}"]`);
  // On a loaded machine the first fill can land before the page is interactive: fill again until the options show.
  await expect(async () => {
    await page.locator('#date').fill(b.date);
    await expect(option).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await option.check();
  const slot = page.locator(`input[name="slot"][value="${b.startTime}"]`);
  await slot.check();
}

export const productPath = (b: Bookable, locale: 'en' | 'ar') => `${locale === 'ar' ? '/ar' : ''}/experiences/${encodeURIComponent(b.detail.slugs[locale])}`;

/** A day in the next weeks on which no option of the experience runs (the spec's no-option message), or null. */
export async function noOptionDate(b: Bookable): Promise<string | null> {
  for (let day = 2; day < 30; day++) {
    const date = isoDay(day);
    const av = await api<{ options: unknown[]; reason: string | null }>(`/experiences/${b.detail.id}/availability?date=${date}`);
    if (av.options.length === 0 && av.reason === 'noOptionOnDate') return date;
  }
  return null;
}

/**
 * Signs the browser out and forgets its locale: leaves the current page first, because that page's late requests
 * (prefetches) would otherwise set the locale cookie again right after it was cleared.
 */
export async function freshSession(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** The contact fields every form of the site shares (sign-up, checkout), in the page's main region, phone 501234567. */
export async function fillPerson(page: Page, { firstName, lastName, email }: Person): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill(firstName);
  await main.getByLabel('Last name').fill(lastName);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Phone number').fill('501234567');
}

/** The sign-up form filled in (both password fields), not yet sent. */
export async function fillSignUp(page: Page, person: Person, password = 'correct horse battery'): Promise<void> {
  await fillPerson(page, person);
  const main = page.getByRole('main');
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel('Confirm password').fill(password);
}

export interface AccountBooking {
  bookingId: string;
  orderId: string;
  csrf: string;
  email: string;
}

/**
 * Signs a new customer up in this browser and books the bookables on their account (pay later) through the
 * storefront's /api; resolves once the booking is confirmed.
 */
export async function signUpAndBook(page: Page, items: BookedLine[], who: { firstName: string; lastName: string }): Promise<AccountBooking> {
  const email = `${who.firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { ...who, email, phone: { countryCode: '+966', number: '501234567' }, password: 'booking-pass-123', confirmPassword: 'booking-pass-123', locale: 'en' },
  });
  expect(signUp.ok()).toBe(true);
  const csrf = ((await signUp.json()) as { customer: { csrfToken: string } }).customer.csrfToken;
  return { ...(await bookSignedIn(page, csrf, items, { ...who, email })), csrf, email };
}

/** A departure to book: two adults, or for a per-item product (a boat) `quantity` items. */
export type BookedLine = Pick<Bookable, 'date' | 'optionId' | 'startTime'> & { detail: Pick<Detail, 'id'>; quantity?: number };

/** Books on the signed-in account of this browser (pay later); resolves once the booking is confirmed. */
export async function bookSignedIn(page: Page, csrf: string, items: BookedLine[], buyer: { firstName: string; lastName: string; email: string }): Promise<{ bookingId: string; orderId: string }> {
  const headers = { 'x-csrf-token': csrf };
  const key = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const cart = (await (await page.request.post('/api/carts', { data: {}, headers: { ...headers, 'idempotency-key': key() } })).json()) as { cartId: string };
  for (const b of items) {
    const added = await page.request.post(`/api/carts/${cart.cartId}/items`, { headers: { ...headers, 'idempotency-key': key() }, data: { experienceId: b.detail.id, optionId: b.optionId, date: b.date, startTime: b.startTime, ...(b.quantity ? { quantity: b.quantity } : { participants: { adult: 2 } }) } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const checkout = await page.request.post('/api/checkout', {
    headers: { ...headers, 'idempotency-key': key() },
    data: { cartId: cart.cartId, paymentMethod: 'payLater', locale: 'en', buyer: { ...buyer, phone: { countryCode: '+966', number: '501234567' } } },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { bookingId, orderId } = (await checkout.json()) as { bookingId: string; orderId: string };
  await expect.poll(async () => ((await (await page.request.get(`/api/bookings/${bookingId}/status`)).json()) as { status?: string }).status, { timeout: 60_000 }).toBe('confirmed');
  return { bookingId, orderId };
}

/**
 * Moves the stack's shared clock (api and worker run CLOCK_SOURCE=redis in the e2e stack) to `at`, or back to the
 * wall clock with null. A test that moves it puts it back in a `finally`.
 */
export function setStackClock(at: Date | null): void {
  const url = process.env.E2E_REDIS_URL;
  if (!url) throw new Error('E2E_REDIS_URL is not set (the global setup sets it)');
  const args = at === null ? ['DEL', 'rihla:clock:offset-ms'] : ['SET', 'rihla:clock:offset-ms', String(at.getTime() - Date.now())];
  execFileSync('redis-cli', ['-u', url, ...args], { stdio: 'ignore' });
}

/** The local staff accounts `npm start` and the e2e stack create. */
export const OPS = { email: 'ops@rihla.local', password: 'ops-local-123' };
export const FINANCE = { email: 'finance@rihla.local', password: 'finance-local-123' };

/** Opens a staff page signed out, signs in on the page it sends to, and lands back on the staff page. */
export async function signInAsStaff(page: Page, path: string, who: { email: string; password: string }) {
  await freshSession(page);
  await page.goto(path);
  // Anonymous: the staff page sends the visitor to sign in, and back afterwards.
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=/);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(who.email);
  await main.getByLabel('Password').fill(who.password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
}

/** The sandbox provider's hosted payment page, once the browser is sent there: pays with its test card. */
export async function payOnHostedPage(page: Page, cardholder: string): Promise<void> {
  await page.waitForURL(/\/psp\//, { timeout: 60_000 });
  await page.locator('#cardNumber').fill('4242 4242 4242 4242');
  await page.locator('#expiry').fill('12/39');
  await page.locator('#cvc').fill('123');
  await page.locator('#name').fill(cardholder);
  await page.locator('button[type="submit"]').click();
}

/** Where the screen draws the "U" and the "$" of the first "US$" in the element's text (left edges), and whether it is isolated (a <bdi> or a Unicode isolate before it), or null. */
export async function usDollarDrawn(el: Locator): Promise<{ u: number; dollar: number; isolated: boolean } | null> {
  return el.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = (n.textContent ?? '').indexOf('US$');
      if (at < 0) continue;
      const left = (i: number) => {
        const r = document.createRange();
        r.setStart(n!, i);
        r.setEnd(n!, i + 1);
        return r.getBoundingClientRect().left;
      };
      return { u: left(at), dollar: left(at + 2), isolated: !!n.parentElement?.closest('bdi') || /[\u2066-\u2068]/.test((n.textContent ?? '').slice(0, at)) };
    }
    return null;
  });
}

export interface FullDetail {
  id: string;
  slugs: { en: string; ar: string };
  extras: { extraId: string }[];
  options: { optionId: string; pricing: { mode: string; units?: { unit: string }[] }; pickup: { points: unknown[] } }[];
}

/** An experience whose option asks for everything: three kinds of traveller, extras and a pickup point. */
export async function findRichBookable(): Promise<{ detail: FullDetail; date: string; optionId: string; startTime: string }> {
  for (let page = 1; page <= 11; page++) {
    const list = await api<{ items: { id: string }[]; hasMore: boolean }>(`/experiences?limit=50&page=${page}`);
    for (const card of list.items) {
      const detail = await api<FullDetail>(`/experiences/${card.id}`);
      const option = detail.options.find((o) => o.pricing.mode === 'perPerson' && (o.pricing.units?.length ?? 0) >= 3 && o.pickup.points.length > 0);
      if (!option || detail.extras.length === 0) continue;
      for (let day = 3; day < 20; day++) {
        const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date(Date.now() + day * 86_400_000));
        const av = await api<{ options: { optionId: string; slots: { startTime: string; status: string; remaining: number }[] }[] }>(`/experiences/${card.id}/availability?date=${date}`);
        const slot = av.options.find((o) => o.optionId === option.optionId)?.slots.find((s) => s.status === 'available' && s.remaining >= 4);
        if (slot) return { detail, date, optionId: option.optionId, startTime: slot.startTime };
      }
    }
    if (!list.hasMore) break;
  }
  throw new Error('no experience with three traveller kinds, extras and pickup in the seeded catalog');
}
