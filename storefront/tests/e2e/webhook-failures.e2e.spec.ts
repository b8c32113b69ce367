import AxeBuilder from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { api, OPS, shot, signInAsStaff } from './helpers';

/**
 * OCTO webhook deliveries given up on, on the ops screen (en and ar): a reseller's receiver refuses a booking change
 * for good (410), ops see where it went, what, why, how often and when, and send it again once the receiver is mended:
 * it goes once and the row is gone. Asked while the receiver still refuses, it fails again and stays on the screen.
 */
test.describe.configure({ mode: 'serial' });

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The reseller's receiver: each path answers 410 until it is mended, then 200; every delivery is kept. */
const deliveries: { path: string; delivery: string; status: number }[] = [];
const mended = new Set<string>();
let server: Server;
let receiver = '';
test.beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url ?? '';
      const status = mended.has(path) ? 200 : 410;
      deliveries.push({ path, delivery: String(req.headers['octo-webhook-delivery']), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  receiver = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Registers a reseller as ops (through the storefront, with the screen's CSRF token): its OCTO key. */
async function newReseller(page: Page, id: string): Promise<string> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'rihla_csrf')?.value ?? '';
  const res = await page.request.post('/api/ops/resellers', { data: { resellerId: id, name: `Hooks ${id}` }, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

/** The reseller's webhook at `path` of the receiver, and a booking it reserves: the booking's change is refused there. */
async function refusedChange(key: string, path: string): Promise<void> {
  const octo = <T,>(p: string, json?: unknown) => api<T>(`/octo/v1${p}`, { method: json === undefined ? 'GET' : 'POST', headers: { authorization: `Bearer ${key}` }, ...(json === undefined ? {} : { json }) });
  await octo('/webhooks', { url: `${receiver}${path}`, event: 'booking_update' });
  const start = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  for (const product of await octo<Json[]>('/products')) {
    const option = (product.options as Json[]).find((o) => (o.units as Json[]).some((u) => u.id === 'adult'));
    if (!option) continue;
    const free = (await octo<Json[]>('/availability', { productId: product.id, optionId: option.id, localDateStart: start, localDateEnd: end })).find((a) => a.available && a.vacancies >= 1);
    if (!free) continue;
    await octo('/bookings', { uuid: randomUUID(), productId: product.id, optionId: option.id, availabilityId: free.id, unitItems: [{ unitId: 'adult' }] });
    return;
  }
  throw new Error('no departure with a free seat for the reseller');
}

async function expectNoSeriousA11yIssues(page: Page) {
  const result = await new AxeBuilder({ page }).include('section[aria-labelledby="webhook-failures"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

const TEXT = {
  en: { event: 'Booking update', send: 'Send again', queued: 'It is being sent again.' },
  ar: { event: 'تحديث حجز', send: 'أعد الإرسال', queued: 'تُعاد محاولة إرساله الآن.' },
} as const;

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: ops see a webhook delivery given up on and send it again; refused again it stays, mended it goes once and leaves the list`, async ({ page }) => {
    test.setTimeout(180_000);
    const text = TEXT[locale];
    await signInAsStaff(page, '/ops', OPS);
    const resellerId = `hooks-${locale}-${Date.now().toString(36)}`;
    const path = `/${resellerId}`;
    await refusedChange(await newReseller(page, resellerId), path);
    await page.goto(`${locale === 'ar' ? '/ar' : ''}/ops`);
    const screen = page.locator('section[aria-labelledby="webhook-failures"]');
    const row = screen.locator(`tr[data-reseller="${resellerId}"]`);
    await expect(async () => {
      await page.reload();
      await expect(row).toHaveCount(1, { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(row).toContainText(resellerId);
    await expect(row).toContainText(`${receiver}${path}`);
    await expect(row).toContainText(text.event);
    await expect(row).toContainText('the receiver answered 410');
    await expect(row.locator('td').nth(3)).toHaveText('1');
    const deliveryId = (await row.getAttribute('data-delivery'))!;
    expect(deliveries.filter((d) => d.delivery === deliveryId).map((d) => d.status)).toEqual([410]);
    await expectNoSeriousA11yIssues(page);
    await screen.scrollIntoViewIfNeeded();
    await shot(page, `webhook-failures-${locale}`);

    // Still refused: sent again, refused again, on the list again.
    await row.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.queued)).toBeVisible();
    await expect.poll(() => deliveries.filter((d) => d.delivery === deliveryId).length, { timeout: 30_000 }).toBe(2);
    await expect(async () => {
      await page.reload();
      await expect(row.getByRole('button', { name: text.send })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });

    // Mended: sent once more, delivered, gone from the list.
    mended.add(path);
    await row.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.queued)).toBeVisible();
    await expect.poll(() => deliveries.filter((d) => d.delivery === deliveryId).map((d) => d.status), { timeout: 30_000 }).toEqual([410, 410, 200]);
    await expect(async () => {
      await page.reload();
      await expect(row).toHaveCount(0, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.waitForTimeout(2_000);
    expect(deliveries.filter((d) => d.delivery === deliveryId)).toHaveLength(3);
  });
}
