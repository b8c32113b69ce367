import { expect, test, type Page } from '@playwright/test';
import { api, bookViaApi, findBookable, freshSession } from './helpers';

/** The booking's status read model, or 'missing' until the projector has it. */
const statusOf = async (bookingId: string) => {
  try {
    return (await api<{ status: string }>(`/bookings/${bookingId}/status`)).status;
  } catch {
    return 'missing';
  }
};

const OPS = { email: 'ops@rihla.local', password: 'ops-local-123' };
const FINANCE = { email: 'finance@rihla.local', password: 'finance-local-123' };

async function signIn(page: Page, path: string, who: { email: string; password: string }) {
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

test.describe('staff screens', () => {
  test('ops confirms an on-hold booking; finance sees the refund ledger; a customer gets no data', async ({ page }) => {
    const onRequest = await findBookable('onRequest');
    const bookingId = await bookViaApi([onRequest]);
    await expect.poll(() => statusOf(bookingId), { timeout: 60_000 }).toBe('onHold');

    await signIn(page, '/ops', OPS);
    const onHold = page.getByTestId('queue-onHold');
    const row = onHold.locator(`tr[data-booking="${bookingId}"]`);
    await expect(row).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Booking lines' }).first()).toBeVisible();
    const confirm = row.getByRole('button', { name: /^Confirm / });
    await confirm.click();
    await expect(page.getByText('Done')).toBeVisible();
    await expect(row).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => statusOf(bookingId), { timeout: 30_000 }).toBe('confirmed');

    // Arabic, right to left, same screen.
    await page.goto('/ar/ops');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'العمليات' })).toBeVisible();
    // Ops is not finance (the locale cookie now says Arabic).
    await page.goto('/ar/finance');
    await expect(page.getByTestId('staff-refused')).toHaveText('هذه الصفحة مخصصة لفريق المالية فقط.');
    await expect(page.getByTestId('refund-ledger')).toHaveCount(0);

    await signIn(page, '/finance', FINANCE);
    await expect(page.getByRole('heading', { name: 'Refund ledger' })).toBeVisible();
    await expect(page.getByTestId('refund-ledger')).toBeVisible();
    await expect(page.getByTestId('refund-totals')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Within 24 h' })).toBeVisible();
    await page.getByLabel('Status').selectOption('issued');
    await page.goto('/ar/finance');
    await expect(page.getByRole('heading', { name: 'سجل المبالغ المستردة' })).toBeVisible();

    // A customer: no data, a clear message, and the api refuses too.
    await freshSession(page);
    await page.goto('/auth/sign-up');
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Noura');
    await main.getByLabel('Last name').fill('Test');
    await main.getByLabel('Email').fill(`staff-e2e-${Date.now()}@example.com`);
    await main.getByLabel('Phone number').fill('501234567');
    await main.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await main.getByLabel('Confirm password').fill('correct horse battery');
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    for (const [path, message] of [
      ['/ops', 'This page is for ops staff only.'],
      ['/finance', 'This page is for finance staff only.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('staff-refused')).toHaveText(message);
      await expect(page.locator('table')).toHaveCount(0);
    }
    expect((await page.request.get('/api/ops/queues')).status()).toBe(403);
    expect((await page.request.get('/api/finance/refunds')).status()).toBe(403);
  });
});
