import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, fillPerson, OPS, shot, signInAsStaff } from './helpers';

/**
 * Issue 20, attractions: an open-dated day ticket (OPENING_HOURS) sold end to end in the browser, in English and in
 * Arabic: the product page has no time to pick and says the ticket is valid all day with the day's opening hours; the
 * cart, the confirmation, the printable tickets and the invoice say the same. Its duration reads as flexible (not a
 * tour's length), and the supplier's manifest shows the day valid all day with its hours, not the opening time as a
 * start time.
 */

interface DayTicket {
  id: string;
  slugs: { en: string; ar: string };
  title: { en: string; ar: string };
  optionId: string;
  date: string;
  hours: { opens: string; closes: string };
}
interface Detail {
  id: string;
  slugs: { en: string; ar: string };
  title: string;
  availabilityType: string;
  supplier: { id: string; confirmationMode: string };
}
interface Slot {
  startTime: string;
  remaining: number;
  status: string;
  allDay: boolean;
  openingHours: { opens: string; closes: string } | null;
}

const isoDay = (offset: number, timeZone = 'Asia/Riyadh') =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offset * 86_400_000));

/** A day ticket of an instant supplier with room on a day `fromDay` days ahead or later (the seeded catalog has about two dozen). */
async function findDayTicket(fromDay: number): Promise<DayTicket> {
  const cards: { id: string; confirmationMode: string }[] = [];
  for (const category of ['museums-and-attractions', 'theme-parks'])
    for (let page = 1; page <= 4; page++) {
      const list = await api<{ items: { id: string; confirmationMode: string }[]; hasMore: boolean }>(`/experiences?category=${category}&limit=50&page=${page}`);
      cards.push(...list.items);
      if (!list.hasMore) break;
    }
  {
    for (const card of cards) {
      if (card.confirmationMode !== 'instant') continue;
      const detail = await api<Detail>(`/experiences/${card.id}`);
      if (detail.availabilityType !== 'OPENING_HOURS' || ['sandstorm-adventures', 'mirage-experiences'].includes(detail.supplier.id)) continue;
      const ar = await api<Detail>(`/experiences/${card.id}?locale=ar`);
      for (let day = fromDay; day < fromDay + 10; day++) {
        const date = isoDay(day);
        const av = await api<{ options: { optionId: string; slots: Slot[] }[] }>(`/experiences/${card.id}/availability?date=${date}`);
        const option = av.options.find((o) => o.slots.some((s) => s.allDay && s.status === 'available' && s.remaining >= 10));
        const slot = option?.slots[0];
        if (option && slot?.openingHours) return { id: card.id, slugs: detail.slugs, title: { en: detail.title, ar: ar.title }, optionId: option.optionId, date, hours: slot.openingHours };
      }
    }
  }
  throw new Error('no day ticket with room in the seeded catalog');
}

/** Signs a new customer up in this browser (so the booking lands on their invoices page). */
async function signUp(page: Page, who: { firstName: string; lastName: string }, locale: 'en' | 'ar'): Promise<string> {
  const email = `${who.firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up', {
    data: { ...who, email, phone: { countryCode: '+966', number: '501234567' }, password: 'day-ticket-pass-123', confirmPassword: 'day-ticket-pass-123', locale },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return email;
}

/** The hours as the storefront writes them (lib/format's formatTime: en-US, ar-AE). */
const hoursText = (h: DayTicket['hours'], locale: 'en' | 'ar') => {
  const f = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const at = (hhmm: string) => f.format(new Date(Date.UTC(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3)))));
  return `${at(h.opens)}–${at(h.closes)}`;
};

const MANIFEST = {
  en: { duration: 'Flexible (valid all day)', heading: (t: DayTicket) => `valid all day, open ${hoursText(t.hours, 'en')}`, allDay: 'All day · ', noShows: 'You can mark no-shows after closing time: guests with a day ticket may come until then.' },
  ar: { duration: 'مرنة (صالحة طوال اليوم)', heading: (t: DayTicket) => `صالحة طوال اليوم، ساعات العمل ${hoursText(t.hours, 'ar')}`, allDay: 'طوال اليوم · ', noShows: 'يمكنك تسجيل الغياب بعد وقت الإغلاق: يمكن لحاملي التذكرة اليومية الحضور حتى ذلك الوقت.' },
} as const;

/** Ops open the day's manifest: the departure is listed as all day, and the manifest says valid all day with the hours. */
async function expectDayTicketManifest(browser: Browser, ticket: DayTicket, locale: 'en' | 'ar'): Promise<void> {
  const ops = await browser.newPage();
  try {
    await signInAsStaff(ops, '/ops/manifest', OPS);
    if (locale === 'ar') await ops.goto('/ar/ops/manifest');
    const departure = [ticket.id, ticket.optionId, ticket.date, ticket.hours.opens].join('|');
    const picker = ops.getByTestId('checkin-departure');
    await expect(async () => {
      await ops.getByTestId('checkin-date').fill(ticket.date);
      await expect(picker.locator(`option[value="${departure}"]`)).toHaveCount(1, { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    const label = (await picker.locator(`option[value="${departure}"]`).textContent()) ?? '';
    expect(label.startsWith(MANIFEST[locale].allDay), label).toBe(true);
    await picker.selectOption(departure);
    const heading = ops.getByTestId('manifest').getByRole('heading', { level: 2 });
    await expect(heading).toContainText(MANIFEST[locale].heading(ticket));
    await expect(heading).toContainText(ticket.title[locale]);
    // Its guests may come until closing: no-shows wait for it, and the api says so too.
    await expect(ops.getByTestId('no-shows-when')).toHaveText(MANIFEST[locale].noShows);
    const csrf = (await ops.context().cookies()).find((c) => c.name === 'rihla_csrf')?.value ?? '';
    const early = await ops.request.post('/api/checkin/manifest/no-shows', { data: { experienceId: ticket.id, optionId: ticket.optionId, date: ticket.date, startTime: ticket.hours.opens }, headers: { 'x-csrf-token': csrf } });
    expect(early.status()).toBe(409);
    expect(((await early.json()) as { detail: string }).detail).toMatch(/closing|الإغلاق/);
    await shot(ops, `day-ticket-manifest-${locale}`);
  } finally {
    await ops.close();
  }
}

test.describe.configure({ mode: 'serial' });

test('English: a day ticket is chosen by date only, valid all day, and reads so in the cart, the confirmation, the invoice and the manifest', async ({ page, browser }) => {
  const ticket = await findDayTicket(3);
  const email = await signUp(page, { firstName: 'Noura', lastName: 'Saleh' }, 'en');
  await page.goto(`/experiences/${encodeURIComponent(ticket.slugs.en)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ticket.title.en);
  await expect(page.getByTestId('fact-day-ticket')).toHaveText('Valid all day on the date you choose: no time to pick, come when the venue is open.');
  // Its duration is the day's, not a tour's length (soft: the manifest below is checked too when this fails).
  await expect.soft(page.getByTestId('product-facts').locator('dd').first()).toHaveText(MANIFEST.en.duration);
  await expect.soft(page.getByTestId('product-summary')).toContainText(MANIFEST.en.duration);

  await expect(async () => {
    await page.locator('#date').fill(ticket.date);
    await expect(page.getByTestId('day-ticket')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  const panel = page.getByTestId('day-ticket');
  await expect(panel.getByTestId('valid-all-day')).toHaveText(`Valid all day, open ${hoursText(ticket.hours, 'en')}`);
  // A day ticket's places are tickets, not seats.
  await expect(panel).toContainText(/\d[\d,]* tickets? left/);
  await expect(panel).not.toContainText('seat');
  // No time picker: no start time legend, no slot radio.
  await expect(page.locator('input[name="slot"]')).toHaveCount(0);
  await expect(page.getByText('Start time', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: /^Add one Adult/ }).click();
  await shot(page, 'day-ticket-product-en');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('valid-all-day')).toHaveText(`Valid all day, open ${hoursText(ticket.hours, 'en')}`);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillPerson(page, { firstName: 'Noura', lastName: 'Saleh', email });
  await page.getByRole('main').getByLabel(/Reserve now, pay later/).check();
  await page.getByRole('button', { name: 'Confirm & Book' }).click();
  await expect(page).toHaveURL(/\/checkout\/success/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Booked successfully' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('valid-all-day').first()).toHaveText(`Valid all day, open ${hoursText(ticket.hours, 'en')}`);
  await shot(page, 'day-ticket-success-en');
  // The printable tickets say the same, not the opening time as a start time.
  await page.getByRole('link', { name: 'View and print your tickets' }).click();
  await expect(page).toHaveURL(/\/tickets\//);
  await expect(page.getByTestId('valid-all-day')).toHaveCount(2);
  await expect(page.getByTestId('valid-all-day').first()).toHaveText(`Valid all day, open ${hoursText(ticket.hours, 'en')}`);

  await page.goto('/invoices');
  const item = page.getByTestId('invoice-item').filter({ hasText: ticket.title.en });
  await expect(item).toHaveCount(1, { timeout: 30_000 });
  await expect(item.getByTestId('valid-all-day')).toHaveText(`Valid all day, open ${hoursText(ticket.hours, 'en')}`);
  await expect(item).toContainText('2 travellers');
  await expectDayTicketManifest(browser, ticket, 'en');
});

test('Arabic: the same day ticket, right to left, valid all day with its opening hours', async ({ page, browser }) => {
  const ticket = await findDayTicket(5);
  const email = await signUp(page, { firstName: 'Reem', lastName: 'Alotaibi' }, 'ar');
  await page.goto(`/ar/experiences/${encodeURIComponent(ticket.slugs.ar)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ticket.title.ar);
  await expect(page.getByTestId('fact-day-ticket')).toHaveText('صالحة طوال اليوم في التاريخ الذي تختاره: لا حاجة لاختيار وقت، تعال في أي وقت خلال ساعات العمل.');
  // Its duration is the day's, not a tour's length (soft: the manifest below is checked too when this fails).
  await expect.soft(page.getByTestId('product-facts').locator('dd').first()).toHaveText(MANIFEST.ar.duration);
  await expect.soft(page.getByTestId('product-summary')).toContainText(MANIFEST.ar.duration);

  await expect(async () => {
    await page.locator('#date').fill(ticket.date);
    await expect(page.getByTestId('day-ticket')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await expect(page.getByTestId('day-ticket').getByTestId('valid-all-day')).toHaveText(`صالحة طوال اليوم، ساعات العمل ${hoursText(ticket.hours, 'ar')}`);
  await expect(page.getByTestId('day-ticket')).toContainText(/بقيت (تذكرة واحدة|تذكرتان|[\d٠-٩,٬]+ (تذاكر|تذكرة))/);
  await expect(page.getByTestId('day-ticket')).not.toContainText('مقعد');
  await expect(page.locator('input[name="slot"]')).toHaveCount(0);
  await expect(page.getByText('وقت البدء', { exact: true })).toHaveCount(0);
  await shot(page, 'day-ticket-product-ar');
  await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
  await expect(page).toHaveURL(/\/ar\/cart$/);
  await expect(page.getByTestId('cart-line').getByTestId('valid-all-day')).toHaveText(`صالحة طوال اليوم، ساعات العمل ${hoursText(ticket.hours, 'ar')}`);

  await page.getByRole('button', { name: 'إتمام الطلب' }).click();
  await expect(page).toHaveURL(/\/ar\/checkout$/);
  const main = page.getByRole('main');
  await main.getByLabel('الاسم الأول').fill('ريم');
  await main.getByLabel('اسم العائلة').fill('العتيبي');
  await main.getByLabel('البريد الإلكتروني').fill(email);
  await main.getByLabel('رقم الهاتف').fill('501234567');
  await main.getByLabel(/احجز الآن وادفع لاحقًا/).check();
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
  await expect(page).toHaveURL(/\/ar\/checkout\/success/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'تم الحجز بنجاح' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('valid-all-day').first()).toHaveText(`صالحة طوال اليوم، ساعات العمل ${hoursText(ticket.hours, 'ar')}`);
  await shot(page, 'day-ticket-success-ar');
  await page.getByRole('link', { name: 'اعرض تذاكرك واطبعها' }).click();
  await expect(page).toHaveURL(/\/ar\/tickets\//);
  await expect(page.getByTestId('valid-all-day').first()).toHaveText(`صالحة طوال اليوم، ساعات العمل ${hoursText(ticket.hours, 'ar')}`);

  await page.goto('/ar/invoices');
  const item = page.getByTestId('invoice-item').filter({ hasText: ticket.title.ar });
  await expect(item).toHaveCount(1, { timeout: 30_000 });
  await expect(item.getByTestId('valid-all-day')).toHaveText(`صالحة طوال اليوم، ساعات العمل ${hoursText(ticket.hours, 'ar')}`);  await expectDayTicketManifest(browser, ticket, 'ar');
});
