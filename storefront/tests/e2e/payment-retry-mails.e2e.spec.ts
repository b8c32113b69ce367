import { expect, test, type Page } from '@playwright/test';
import { api, chooseSlot, findBookable, freshSession, productPath, shot } from './helpers';

/**
 * Issue 28.7, the e-mail half, in the browser: a card customer whose card was declined presses "Try Again" and is on
 * the payment page already, so no "Action needed: complete your payment" e-mail may reach them (that e-mail is for
 * ops' retries, which nobody watches: second-pass.e2e "an ops retry that needs a card reaches the customer by e-mail").
 * The product sends no reminder when a customer leaves the payment page: the session expires and the booking says
 * "Payment not completed" (checkout-card.int.spec).
 */

const PHONE = { width: 390, height: 844 };
const words = {
  en: { add: 'Add to cart', checkout: 'Checkout', pay: 'Confirm & Pay', first: 'First name', last: 'Last name', email: 'Email', phone: 'Phone number', tryAgain: 'Try Again', declined: /^Payment not completed/, confirmed: /^Your booking is confirmed/, actionNeeded: /^Action needed/ },
  ar: { add: 'أضف إلى السلة', checkout: 'إتمام الطلب', pay: 'تأكيد والدفع', first: 'الاسم الأول', last: 'اسم العائلة', email: 'البريد الإلكتروني', phone: 'رقم الهاتف', tryAgain: 'حاول مرة أخرى', declined: /^لم تكتمل عملية الدفع/, confirmed: /^تم تأكيد حجزك/, actionNeeded: /^إجراء مطلوب/ },
} as const;

/** The e-mails the stack's mail worker wrote to the outbox for one address, oldest first. */
const subjectsTo = async (email: string): Promise<string[]> =>
  (await api<{ messages: { subject: string }[] }>(`/dev/outbox/email?to=${encodeURIComponent(email)}`)).messages.map((m) => m.subject).reverse();

/** The sandbox provider's hosted page: pays with a test card (4000 0000 0000 0002 is declined). */
async function payWith(page: Page, card: string) {
  await page.waitForURL(/\/psp\//, { timeout: 60_000 });
  await page.locator('#cardNumber').fill(card);
  await page.locator('#expiry').fill('12/39');
  await page.locator('#cvc').fill('123');
  await page.locator('#name').fill('Layla Retry');
  await page.locator('button[type="submit"]').click();
}

test.describe('issue 28, 7: the e-mails of a declined card tried again', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`7: no "complete your payment" e-mail while the customer is on the payment page after Try Again (${locale})`, async ({ page }) => {
      test.setTimeout(240_000);
      const w = words[locale];
      const p = locale === 'ar' ? '/ar' : '';
      const email = `card-retry-${locale}-${Date.now()}@example.com`;
      const instant = await findBookable('instant', { fromDay: 9 });
      await freshSession(page);
      await page.goto(productPath(instant, locale));
      await chooseSlot(page, instant);
      await page.getByRole('button', { name: w.add }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/cart$`));
      await page.getByRole('button', { name: w.checkout, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/checkout$`));
      const main = page.getByRole('main');
      await main.getByLabel(w.first).fill('Layla');
      await main.getByLabel(w.last).fill('Retry');
      await main.getByLabel(w.email).fill(email);
      await main.getByLabel(w.phone).fill('501234567');
      await page.getByRole('button', { name: w.pay }).click();
      await payWith(page, '4000 0000 0000 0002');
      await expect(page).toHaveURL(new RegExp(`${p}/checkout/error`), { timeout: 60_000 });
      await expect.poll(() => subjectsTo(email), { timeout: 30_000 }).toEqual([expect.stringMatching(w.declined)]);

      const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
      // Try Again answers with the payment page, and the customer is on it.
      await page.getByRole('button', { name: w.tryAgain }).click();
      await page.waitForURL(/\/psp\//, { timeout: 60_000 });
      await page.setViewportSize(PHONE);
      await shot(page, `card-try-again-payment-page-${locale}-390`);
      // The retry's payment session is open (its e-mail, if any, would be on its way now): for the next seconds the
      // outbox holds the declined-payment e-mail only.
      for (let i = 0; i < 8; i++) {
        expect(await subjectsTo(email), `${i} s on the payment page`).toEqual([expect.stringMatching(w.declined)]);
        await page.waitForTimeout(1_000);
      }
      // Paying there books it; the confirmation is the next e-mail, and "Action needed" was never among them.
      await payWith(page, '4242 4242 4242 4242');
      await expect(page).toHaveURL(new RegExp(`${p}/checkout/success`), { timeout: 60_000 });
      await expect.poll(() => subjectsTo(email), { timeout: 30_000 }).toEqual([expect.stringMatching(w.declined), expect.stringMatching(w.confirmed)]);
      expect((await subjectsTo(email)).filter((s) => w.actionNeeded.test(s)), bookingId).toEqual([]);
    });
  }
});
