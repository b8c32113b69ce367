// What a customer sees of their ZATCA e-invoices (issue 22.5), in English and Arabic: a business buyer gives a VAT
// number at checkout (refused until it is 15 digits starting and ending with 3) and gets a standard tax invoice on the
// booking page its e-mail link opens; an account holder sees the simplified one on the invoices page (RTL); each with
// number, date, VAT breakdown, the ZATCA QR as an image (read back here: the seller's VAT number is in it), and the
// signed XML to download; finance lists them.
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { api, fillPerson, findBookable, FINANCE, payOnHostedPage, signInAsStaff, type Bookable } from './helpers';
import { API, WEB_PORT } from './stack';

const SELLER_VAT = '399999999900003';
const BUYER_VAT = '310122393500003';

/** The TLV fields of a ZATCA QR payload (base64): tag -> text. */
function zatcaTlv(payload: string): Map<number, string> {
  const bytes = Buffer.from(payload, 'base64');
  const out = new Map<number, string>();
  for (let i = 0; i + 2 <= bytes.length; ) {
    const tag = bytes[i]!;
    const length = bytes[i + 1]!;
    out.set(tag, bytes.subarray(i + 2, i + 2 + length).toString('utf8'));
    i += 2 + length;
  }
  return out;
}

/** Reads the QR image the page shows (a PNG data: URL) with a real QR reader. */
async function qrOnPage(page: Page): Promise<string> {
  const src = (await page.getByTestId('einvoice-qr').first().getAttribute('src'))!;
  expect(src).toMatch(/^data:image\/png;base64,/);
  const png = PNG.sync.read(Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)!.data;
}

/** Pays a card booking's session on the sandbox provider's page with its test card (the status read as its owner). */
async function payCard(page: Page, bookingId: string): Promise<void> {
  type Status = { redirectUrl: string | null; status: string };
  const status = async () => {
    const res = await page.request.get(`/api/bookings/${bookingId}/status`);
    return res.ok() ? ((await res.json()) as Status) : null;
  };
  await expect.poll(async () => (await status())?.redirectUrl ?? null, { timeout: 60_000 }).not.toBeNull();
  const session = new URL((await status())!.redirectUrl!);
  const paid = await fetch(`${API}${session.pathname}`, { method: 'POST', body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Test Buyer' }), redirect: 'manual' });
  expect(paid.status).toBe(303);
}

let instant: Bookable;
test.beforeAll(async () => {
  instant = await findBookable('instant', { country: 'SA', fromDay: 30 });
});

test('a business buyer gives a VAT number at checkout and sees a standard tax invoice with its QR on the booking page (English)', async ({ page }) => {
  test.setTimeout(240_000);
  const cart = await api<{ cartId: string }>('/carts', { method: 'POST', json: {} });
  await api(`/carts/${cart.cartId}/items`, { method: 'POST', json: { experienceId: instant.detail.id, optionId: instant.optionId, date: instant.date, startTime: instant.startTime, participants: { adult: 1 } } });
  await page.goto('/about');
  await page.evaluate((id) => localStorage.setItem('rihla.cartId', id), cart.cartId);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  const email = `vat-${Date.now()}@example.com`;
  await fillPerson(page, { firstName: 'Faisal', lastName: 'Trading', email });
  await main.getByLabel("I need a tax invoice with my company's VAT number").check();
  // A VAT number that is not ZATCA's shape is refused at once, with the rule in words; nothing is booked.
  await main.getByLabel('VAT registration number').fill('300000000000001');
  await main.getByLabel('Registered company name').fill('Faisal Trading Co');
  await main.getByLabel('Street').fill('Olaya Street');
  await main.getByLabel('Building number').fill('2121');
  await main.getByLabel('District').fill('Al Olaya');
  await main.getByLabel('City').fill('Riyadh');
  await main.getByLabel('Postal code').fill('12214');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(main.getByText('Enter a VAT registration number of 15 digits that starts and ends with 3.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await main.getByLabel('VAT registration number').fill(BUYER_VAT);
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await payOnHostedPage(page, 'Faisal Trading');
  await page.waitForURL(/\/checkout\/success/, { timeout: 60_000 });

  // The booking page the e-mail links to (a guest: the signed link opens it, and its e-invoices).
  let link = '';
  await expect
    .poll(async () => {
      const { messages } = await api<{ messages: { text: string; subject: string }[] }>(`/dev/outbox/email?to=${encodeURIComponent(email)}`);
      link = messages.map((m) => /https?:\/\/\S+\/booking\?link=\S+/.exec(m.text)?.[0]).find(Boolean) ?? '';
      return link;
    }, { timeout: 90_000 })
    .not.toBe('');
  const url = new URL(link);
  const token = url.searchParams.get('link')!;
  const { bookingId } = await api<{ bookingId: string }>(`/booking-links/${encodeURIComponent(token)}`);
  await expect.poll(async () => (await fetch(`${API}/invoices/${bookingId}/einvoices?link=${encodeURIComponent(token)}`)).status, { timeout: 60_000 }).toBe(200);
  await page.goto(`${url.pathname}${url.search}`);
  const doc = page.getByTestId('einvoice');
  await expect(doc).toHaveCount(1, { timeout: 30_000 });
  await expect(doc).toHaveAttribute('data-profile', 'standard');
  await expect(doc.getByRole('heading')).toContainText('Tax invoice:');
  await expect(doc.getByTestId('einvoice-total')).toContainText('SAR');
  await expect(doc.getByTestId('einvoice-vat')).toContainText('SAR');
  const qr = zatcaTlv(await qrOnPage(page));
  expect(qr.get(2)).toBe(SELLER_VAT);
  expect(Number(qr.get(5))).toBeGreaterThan(0);
  // The signed XML downloads with the same link: a standard invoice naming the buyer's VAT number.
  const xml = await page.request.get((await doc.getByTestId('einvoice-xml').getAttribute('href'))!);
  expect(xml.status()).toBe(200);
  expect(xml.headers()['content-type']).toContain('application/xml');
  const text = await xml.text();
  expect(text).toContain('name="0100000"');
  expect(text).toContain(`<cbc:CompanyID>${BUYER_VAT}</cbc:CompanyID>`);
  expect(text).toContain('Faisal Trading Co');

  // Finance sees the document among every e-invoice, waiting to be sent (no CSID here).
  const number = (await doc.getByTestId('einvoice-number').textContent())!;
  await signInAsStaff(page, '/finance', FINANCE);
  const row = page.getByTestId('einvoice-ledger').locator('tr', { hasText: number });
  await expect(row).toContainText('Tax invoice');
  await expect(row.getByTestId('einvoice-status')).toHaveAttribute('data-status', 'waiting');
});

test('an account holder sees the simplified tax invoice with its QR on the invoices page, in Arabic (RTL)', async ({ page }) => {
  test.setTimeout(240_000);
  const email = `einv-ar-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Noura', lastName: 'Test', email, phone: { countryCode: '+966', number: '501234567' }, password: 'booking-pass-123', confirmPassword: 'booking-pass-123', locale: 'ar' },
  });
  expect(signUp.ok()).toBe(true);
  const headers = { 'x-csrf-token': ((await signUp.json()) as { customer: { csrfToken: string } }).customer.csrfToken };
  const key = () => `e2e-einv-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const cart = (await (await page.request.post('/api/carts', { data: {}, headers: { ...headers, 'idempotency-key': key() } })).json()) as { cartId: string };
  const added = await page.request.post(`/api/carts/${cart.cartId}/items`, { headers: { ...headers, 'idempotency-key': key() }, data: { experienceId: instant.detail.id, optionId: instant.optionId, date: instant.date, startTime: instant.startTime, participants: { adult: 2 } } });
  expect(added.ok(), await added.text()).toBe(true);
  const checkout = await page.request.post('/api/checkout', {
    headers: { ...headers, 'idempotency-key': key() },
    data: { cartId: cart.cartId, paymentMethod: 'card', locale: 'ar', returnUrl: `http://localhost:${WEB_PORT}/ar/checkout/success`, buyer: { firstName: 'Noura', lastName: 'Test', email, phone: { countryCode: '+966', number: '501234567' } } },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { bookingId } = (await checkout.json()) as { bookingId: string };
  await payCard(page, bookingId);
  await expect.poll(async () => (await page.request.get(`/api/invoices/${bookingId}/einvoices`)).status(), { timeout: 90_000 }).toBe(200);

  await page.goto('/ar/invoices');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.getByTestId('einvoices');
  await expect(section.getByRole('heading', { name: 'الفواتير الضريبية (الفوترة الإلكترونية لدى زاتكا)' })).toBeVisible({ timeout: 30_000 });
  const doc = section.getByTestId('einvoice');
  await expect(doc).toHaveAttribute('data-profile', 'simplified');
  await expect(doc.getByRole('heading')).toContainText('فاتورة ضريبية مبسطة');
  await expect(doc).toContainText('ضريبة القيمة المضافة');
  await expect(doc.getByRole('img', { name: /رمز الاستجابة السريعة لزاتكا/ })).toBeVisible();
  expect(zatcaTlv(await qrOnPage(page)).get(2)).toBe(SELLER_VAT);
  const xml = await page.request.get((await doc.getByTestId('einvoice-xml').getAttribute('href'))!);
  expect(xml.status()).toBe(200);
  expect(await xml.text()).toContain('name="0200000"');
  await expect(doc.getByTestId('einvoice-xml')).toHaveText('تنزيل الفاتورة الإلكترونية (XML)');
});
