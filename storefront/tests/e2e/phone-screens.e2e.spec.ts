import { expect, test } from '@playwright/test';
import { bookViaApi, findBookable, giveBrowserBookingLink, OPS, shot, signInAsStaff } from './helpers';

/**
 * What the suite's phone screenshots showed (issue 28's review of them): the tickets link's "Nobody checked in yet"
 * squeezed into a narrow column beside its button on the result screen, the ops queues' captions ("On hold (2)")
 * one word per line, and a booking line's status pill ("بانتظار التأكيد") on two lines spilling out of its background.
 */

test.use({ viewport: { width: 390, height: 844 } });

for (const locale of ['en', 'ar'] as const) {
  test(`the result screen's check-in note sits under the tickets button on a phone, on one line (${locale})`, async ({ page }) => {
    const bookingId = await bookViaApi([await findBookable('instant', { fromDay: 4 })]);
    await giveBrowserBookingLink(page, bookingId);
    await page.goto(`${locale === 'ar' ? '/ar' : ''}/checkout/success?booking=${bookingId}`);
    const tickets = page.getByTestId('booking-tickets');
    await expect(tickets).toBeVisible({ timeout: 60_000 });
    const button = (await tickets.getByRole('link').boundingBox())!;
    const note = page.getByTestId('booking-checked-in');
    const lines = await note.evaluate((n) => Math.round(n.getBoundingClientRect().height / parseFloat(getComputedStyle(n).lineHeight)));
    const box = (await note.boundingBox())!;
    expect(box.y, 'the note is under the button').toBeGreaterThanOrEqual(button.y + button.height);
    expect(lines, 'the note is one line').toBe(1);
    await shot(page, `result-tickets-${locale}-390`);
  });
}

test('ops queue captions run the width of their table on a phone, in English and Arabic', async ({ page }) => {
  await signInAsStaff(page, '/ops', OPS);
  for (const path of ['/ops', '/ar/ops']) {
    await page.goto(path);
    await expect(page.locator('main table').first()).toBeVisible({ timeout: 30_000 });
    const squeezed = await page.locator('main table caption:not(.visually-hidden)').evaluateAll((captions) =>
      captions.filter((c) => c.getBoundingClientRect().width < c.closest('table')!.getBoundingClientRect().width - 2).map((c) => `${c.textContent}: ${Math.round(c.getBoundingClientRect().width)} px`),
    );
    expect(squeezed, `${path}: captions narrower than their table`).toEqual([]);
    await shot(page, `ops-captions-${path === '/ops' ? 'en' : 'ar'}-390`);
  }
});

test('a booking line\'s status pill keeps its words on one line on an Arabic phone', async ({ page }) => {
  const bookingId = await bookViaApi([await findBookable('onRequest', { fromDay: 5 })]);
  await giveBrowserBookingLink(page, bookingId);
  await page.goto(`/ar/checkout/success?booking=${bookingId}`);
  await expect(page).toHaveURL(/\/ar\/checkout\/on_hold/, { timeout: 60_000 });
  const pill = page.locator('.result .line-item .pill');
  await expect(pill).toHaveText('بانتظار التأكيد');
  const lines = await pill.evaluate((p) => Math.round((p.getBoundingClientRect().height - 0.2 * parseFloat(getComputedStyle(p).fontSize)) / parseFloat(getComputedStyle(p).lineHeight)));
  expect(lines).toBe(1);
  await shot(page, 'on-hold-pill-ar-390');
});
