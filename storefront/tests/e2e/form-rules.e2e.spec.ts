import { expect, test } from '@playwright/test';

/**
 * Issue 25.4, one copy of each rule: the forms check with the api's schemas from events/ and say the refusal in the
 * page's language. A bad phone on the sign-up form, in English on a desktop and in Arabic on a phone: the api's words,
 * before anything is sent.
 */
const PHONE_MESSAGE = { en: 'Enter the phone number with digits only (4 to 14).', ar: 'أدخل رقم الهاتف بالأرقام فقط (من 4 إلى 14).' } as const;

for (const [locale, view] of [['en', { width: 1280, height: 900 }], ['ar', { width: 390, height: 844 }]] as const) {
  test(`${locale}: a bad phone on the sign-up form shows the api's message in the page's language`, async ({ page }) => {
    await page.setViewportSize(view);
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/auth/sign-up') && sent.push(r.url()));
    await page.goto(locale === 'ar' ? '/ar/auth/sign-up' : '/auth/sign-up');
    const phone = page.getByRole('main').locator('input[name="phone"]');
    // The form's check runs once the page's script has; fill again until it has answered.
    await expect(async () => {
      await phone.fill('5O1 234');
      await phone.blur();
      await expect(page.locator('[id$="-phone-err"]')).toHaveText(PHONE_MESSAGE[locale], { timeout: 3_000 });
    }).toPass({ timeout: 40_000 });
    // A letter O for a zero is refused; spaces and dashes between the digits are the api's rule too: the message goes.
    await phone.fill('50 123-4567');
    await phone.blur();
    await expect(page.locator('[id$="-phone-err"]')).toHaveCount(0);
    expect(sent).toEqual([]);
  });
}
