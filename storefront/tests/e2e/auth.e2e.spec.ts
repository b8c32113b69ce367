import { expect, test } from '@playwright/test';
import { fillSignUp, freshSession } from './helpers';

test.describe('accounts', () => {
  test('invoices need a login; sign up, sign in with a wrong password, forgot password', async ({ page }) => {
    await page.goto('/invoices');
    await expect(page.getByText('Please log in to see your invoices.')).toBeVisible();

    await page.goto('/auth/sign-up');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(main.getByText('This field is required').first()).toBeVisible();
    await main.getByLabel('Password', { exact: true }).fill('short');
    await main.getByLabel('Confirm password').fill('different');
    await main.getByLabel('Confirm password').blur();
    await expect(main.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(main.getByText('the password and confirm password fields must match.')).toBeVisible();

    const email = `e2e-${Date.now()}@example.com`;
    await fillSignUp(page, { firstName: 'Noura', lastName: 'Test', email });
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByText('You have no bookings yet.')).toBeVisible();

    await freshSession(page);
    await page.goto('/auth/sign-in?next=https://evil.example/');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill('wrong password!');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Your password is incorrect. Please try again or click the "Forgot password?" link.')).toBeVisible();
    await page.getByRole('main').getByLabel('Password').fill('correct horse battery');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    // The external `next` is not allow-listed: the visitor lands on their invoices instead.
    await expect(page).toHaveURL(/\/invoices$/);

    await page.goto('/ar/auth/forgot-password');
    await page.getByRole('main').getByLabel('البريد الإلكتروني').fill('nobody@example.com');
    await page.getByRole('main').getByRole('button', { name: 'أرسل رابط إعادة التعيين' }).click();
    await expect(page.getByText('إذا كان هناك حساب مرتبط بهذا البريد الإلكتروني، فستصلك رسالة منا قريبًا.')).toBeVisible();
  });
});
