import { expect, test, type Page } from '@playwright/test';
import { api } from './helpers';

/**
 * Issue 25: client components get only the message namespaces of their section (i18n/client-messages.ts). A missing
 * one does not break a page: next-intl logs MISSING_MESSAGE in the browser and shows the key, so these read the console
 * and a text only a client component shows (tests/unit/client-messages.unit.spec.ts checks every page statically).
 */
function missingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (m) => {
    if (/MISSING_MESSAGE/.test(m.text())) missing.push(m.text());
  });
  return missing;
}

test('the contact form says its failure in words (a toast message from another section)', async ({ page }) => {
  const missing = missingMessages(page);
  await page.route('**/api/enquiries', (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ title: 'boom', status: 500 }) }));
  await page.goto('/contact-us');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Your name').fill('Nora Test');
  await form.getByLabel('Email').fill(`contact-${Date.now()}@example.com`);
  await form.getByLabel('Subject').fill('A group trip');
  await form.getByLabel('Message').fill('We are 12 people, can we book a private trip?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Some thing went wrong')).toBeVisible();
  expect(missing).toEqual([]);
});

test('the pages the benchmark measures read no message their section does not pass (en, ar)', async ({ page }) => {
  const missing = missingMessages(page);
  for (const locale of ['en', 'ar'] as const) {
    const prefix = locale === 'ar' ? '/ar' : '';
    const list = await api<{ items: { slug: string }[] }>(`/experiences?limit=1&locale=${locale}`);
    for (const path of [prefix || '/', `${prefix}/things-to-do-in-riyadh`, `${prefix}/experiences/${encodeURIComponent(list.items[0]!.slug)}`, `${prefix}/cart`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  }
  expect(missing).toEqual([]);
});
