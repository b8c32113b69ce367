import { expect, test } from '@playwright/test';
import { api, type Bookable, chooseSlot, fillPerson, fillSignUp, findBookable, freshSession, productPath } from './helpers';

/**
 * A customer's whole account journey in the browser: sign up, book signed in (the booking joins the account), see it
 * under "Your Booking" in English and Arabic, forget the password, reset it through the link the outbox received,
 * and sign in again with the new one in Arabic.
 */
let instant: Bookable;
test.beforeAll(async () => {
  instant = await findBookable('instant', { fromDay: 5 });
});

test('sign up, book, see the invoice in both languages, reset the password through the e-mailed link', async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;
  const main = page.getByRole('main');

  await page.goto('/auth/sign-up');
  await fillSignUp(page, { firstName: 'Huda', lastName: 'Al-Qahtani', email }, 'first password 1');
  await main.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('You have no bookings yet.')).toBeVisible();

  // Book while signed in: pay later.
  await page.goto(productPath(instant, 'en'));
  await chooseSlot(page, instant);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await fillPerson(page, { firstName: 'Huda', lastName: 'Al-Qahtani', email });
  await main.getByLabel(/Reserve now, pay later/).check();
  await page.getByRole('button', { name: 'Confirm & Book' }).click();
  await expect(page.getByRole('heading', { name: 'Booked successfully' })).toBeVisible({ timeout: 60_000 });

  // The booking is the account's: listed under "Your Booking" in both languages.
  await page.goto('/invoices');
  await expect(page.getByText('Confirmed bookings')).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(instant.detail.title).first()).toBeVisible();
  const arabic = await api<{ title: string }>(`/experiences/${instant.detail.id}?locale=ar`);
  await page.goto('/ar/invoices');
  await expect(page.getByText('الحجوزات المؤكدة')).toBeVisible();
  await expect(main.getByText(arabic.title).first()).toBeVisible();

  // Forgotten password: the reply never says whether the account exists; the link arrives in the outbox.
  await freshSession(page);
  await page.goto('/auth/forgot-password');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this email address, you will receive an email from us shortly.')).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      const { messages } = await api<{ messages: { text: string }[] }>(`/dev/outbox/email?to=${encodeURIComponent(email)}`);
      link = messages.map((m) => /https?:\/\/\S+\/auth\/reset-password\?token=[^\s&]+/.exec(m.text)?.[0]).find(Boolean) ?? '';
      return link;
    }, { timeout: 30_000 })
    .not.toBe('');
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await main.getByLabel('New password').fill('second password 2');
  await main.getByLabel('Confirm password').fill('second password 2');
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible();

  // The link works once.
  await page.reload();
  await main.getByLabel('New password').fill('third password 3');
  await main.getByLabel('Confirm password').fill('third password 3');
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This link is invalid or has expired. Please request a new one.')).toBeVisible();

  // Signing in in Arabic: the old password is refused, the new one opens the invoices.
  await page.goto('/ar/auth/sign-in');
  await main.getByLabel('البريد الإلكتروني').fill(email);
  await main.getByLabel('كلمة المرور').fill('first password 1');
  await main.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('كلمة المرور غير صحيحة. حاول مرة أخرى أو انقر على رابط "نسيت كلمة المرور؟".')).toBeVisible();
  await main.getByLabel('كلمة المرور').fill('second password 2');
  await main.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/ar\/invoices$/);
  await expect(main.getByText(arabic.title).first()).toBeVisible();
});
