import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, test, type Page } from '@playwright/test';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PNG } from 'pngjs';
import { api, bookViaApi, findBookable, giveBrowserBookingLink, OPS, signInAsStaff, type Bookable } from './helpers';
import { WEB_PORT } from './stack';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.describe.configure({ mode: 'serial' });

const TEXT = {
  en: { notYet: 'Not checked in yet', checkedIn: /^Checked in: Sara Test$/, already: /^Already checked in at \d\d:\d\d by Rihla Operations/, ticketCheckedIn: /^Checked in at \d\d:\d\d$/, manifest: /Checked in \d\d:\d\d/, summary: '1 traveller checked in' },
  ar: { notYet: 'لم يُسجَّل الحضور بعد', checkedIn: /^تم تسجيل الحضور: Sara Test$/, already: /^سُجّل حضوره مسبقاً الساعة \d\d:\d\d بواسطة Rihla Operations/, ticketCheckedIn: /^سُجّل الحضور الساعة \d\d:\d\d$/, manifest: /حضر \d\d:\d\d/, summary: 'سُجّل حضور مسافر واحد' },
} as const;

/**
 * The QR as a camera would film it: the PNG the ticket page showed, centred on a white 640×480 frame, written as a
 * YUV4MPEG2 file (4:2:0, grey chroma) that Chromium's fake capture device plays in a loop.
 */
function cameraFeedOf(png: Buffer, file: string): void {
  const qr = PNG.sync.read(png);
  const W = 640;
  const H = 480;
  const y = Buffer.alloc(W * H, 235);
  const ox = Math.floor((W - qr.width) / 2);
  const oy = Math.floor((H - qr.height) / 2);
  for (let row = 0; row < qr.height; row++) {
    for (let col = 0; col < qr.width; col++) {
      const i = (row * qr.width + col) * 4;
      const luma = 0.299 * qr.data[i]! + 0.587 * qr.data[i + 1]! + 0.114 * qr.data[i + 2]!;
      if (oy + row >= 0 && oy + row < H && ox + col >= 0 && ox + col < W) y[(oy + row) * W + ox + col] = Math.round(16 + (luma * 219) / 255);
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
}

/** Screenshots for docs/day-of-tour.md: always under test-results, copied to docs/images when UPDATE_DOC_IMAGES=1. */
async function docShot(page: Page, name: string) {
  const dir = resolve(import.meta.dirname, '../../test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: true });
  if (process.env.UPDATE_DOC_IMAGES === '1') {
    const docs = resolve(import.meta.dirname, '../../../docs/images/day-of-tour');
    mkdirSync(docs, { recursive: true });
    copyFileSync(resolve(dir, `${name}.png`), resolve(docs, `${name}.png`));
  }
  // Nothing is wider than the phone (a long departure name once pushed the Arabic page sideways).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function expectNoSeriousA11yIssues(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function confirmedBooking(b: Bookable): Promise<{ bookingId: string; orderId: string }> {
  const bookingId = await bookViaApi([b]);
  // The status read model may not know the booking for a moment after the checkout answered.
  await expect.poll(async () => (await api<{ status: string }>(`/bookings/${bookingId}/status`).catch(() => ({ status: 'unknown' }))).status, { timeout: 30_000 }).toBe('confirmed');
  const { orderId } = await api<{ orderId: string }>(`/bookings/${bookingId}/tickets`);
  return { bookingId, orderId };
}

let instant: Bookable;
test.beforeAll(async () => {
  instant = await findBookable('instant');
});

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: the ticket's QR, scanned from a camera feed at phone size, checks the guest in once; the manifest and the booking show it`, async ({ page }, info) => {
    const prefix = locale === 'ar' ? '/ar' : '';
    const text = TEXT[locale];
    const { bookingId, orderId } = await confirmedBooking(instant);
    // The buyer's browser holds the guest booking's link, as after its checkout.
    await giveBrowserBookingLink(page, bookingId);

    // The customer's ticket: a QR code per traveller, not checked in yet.
    const ticketPage = await page.goto(`${prefix}/tickets/${bookingId}`);
    expect(ticketPage?.headers()['permissions-policy']).toContain('camera=()');
    const ticket = page.getByTestId('ticket').first();
    await expect(ticket.getByTestId('ticket-state')).toHaveText(text.notYet);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expectNoSeriousA11yIssues(page);
    await docShot(page, `ticket-${locale}`);
    const feed = info.outputPath('camera.y4m');
    cameraFeedOf(await ticket.getByTestId('ticket-qr').screenshot(), feed);

    // The guide's phone: a browser whose camera films the ticket.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${feed}`],
    });
    try {
      const context = await browser.newContext({ baseURL: `http://localhost:${WEB_PORT}`, viewport: PHONE, permissions: ['camera'] });
      const guide = await context.newPage();
      await signInAsStaff(guide, '/ops/checkin', OPS);
      const scannerPage = await guide.goto(`${prefix}/ops/checkin`);
      // The camera is allowed on the scanner's page only.
      expect(scannerPage?.headers()['permissions-policy']).toContain('camera=(self)');
      await guide.getByTestId('checkin-date').fill(instant.date);
      const departure = [instant.detail.id, instant.optionId, instant.date, instant.startTime].join('|');
      await expect(guide.locator(`[data-testid="checkin-departure"] option[value="${departure}"]`)).toHaveCount(1);
      await guide.getByTestId('checkin-departure').selectOption(departure);
      await guide.getByTestId('start-camera').click();
      const answer = guide.getByTestId('scan-result');
      await expect(answer).toHaveAttribute('data-outcome', 'checkedIn', { timeout: 30_000 });
      await expect(answer.locator('p').first()).toHaveText(text.checkedIn);
      await docShot(guide, `scanner-${locale}`);
      // The camera still sees the same ticket: the next read, a few seconds on, is a second scan.
      await expect(answer).toHaveAttribute('data-code', 'alreadyCheckedIn', { timeout: 30_000 });
      await expect(answer.locator('p').first()).toHaveText(text.already);
      await expectNoSeriousA11yIssues(guide);
      await docShot(guide, `scanner-again-${locale}`);

      // The manifest of the departure shows the guest checked in.
      await guide.goto(`${prefix}/ops/manifest`);
      await guide.getByTestId('checkin-date').fill(instant.date);
      await guide.getByTestId('checkin-departure').selectOption(departure);
      const row = guide.locator(`[data-testid="manifest-table"] tr[data-order="${orderId}"]`);
      await expect(row.getByTestId('manifest-checkin')).toHaveText(text.manifest);
      await expectNoSeriousA11yIssues(guide);
      await docShot(guide, `manifest-${locale}`);
      const csv = await guide.request.get(`/api/checkin/manifest?experienceId=${instant.detail.id}&optionId=${instant.optionId}&date=${instant.date}&startTime=${instant.startTime}&format=csv&locale=${locale}`);
      expect(await csv.text()).toContain(orderId);
    } finally {
      await browser.close();
    }

    // The customer sees it on the ticket and on the booking page.
    await page.reload();
    await expect(page.getByTestId('ticket').first().getByTestId('ticket-state')).toHaveText(text.ticketCheckedIn);
    await giveBrowserBookingLink(page, bookingId);
    await page.goto(`${prefix}/checkout/success?booking=${bookingId}`);
    await expect(page.getByTestId('booking-checked-in')).toHaveText(text.summary);
  });
}

test('en: a scan typed while the phone is offline waits in its queue and is checked in when the network is back', async ({ page, context }) => {
  const { bookingId } = await confirmedBooking(instant);
  const { items } = await api<{ items: { tickets: { ticketRef: string }[] }[] }>(`/bookings/${bookingId}/tickets`);
  const ref = items[0]!.tickets[0]!.ticketRef;
  await signInAsStaff(page, '/ops/checkin', OPS);
  await page.getByTestId('checkin-date').fill(instant.date);
  await page.getByTestId('checkin-departure').selectOption([instant.detail.id, instant.optionId, instant.date, instant.startTime].join('|'));
  await context.setOffline(true);
  try {
    await page.getByTestId('typed-ref').fill(ref.toLowerCase());
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(page.getByTestId('scan-queue')).toContainText('Offline: 1 scan waiting to be sent.');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('rihla.checkin.queue') ?? '[]').length)).toBe(1);
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByTestId('scan-result')).toHaveAttribute('data-outcome', 'checkedIn');
  await expect(page.getByTestId('scan-queue')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('rihla.checkin.queue'))).toBe('[]');
});

test("en: a date typed while the scanner's script is still on its way is kept, and its departures are listed (CI flake of the test above: the typed date was reset on hydration)", async ({ page }) => {
  await confirmedBooking(instant);
  await signInAsStaff(page, '/ops/checkin', OPS);
  // A slow phone network: the page's HTML is there long before its script.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await page.goto('/ops/checkin', { waitUntil: 'commit' });
  await page.getByTestId('checkin-date').fill(instant.date);
  await expect(page.getByTestId('checkin-date')).toHaveValue(instant.date);
  const departure = [instant.detail.id, instant.optionId, instant.date, instant.startTime].join('|');
  await expect(page.locator(`[data-testid="checkin-departure"] option[value="${departure}"]`)).toHaveCount(1);
  await expect(page.getByTestId('checkin-date')).toHaveValue(instant.date);
});
