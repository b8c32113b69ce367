import { expect, test } from '@playwright/test';
import { api, bookSignedIn, fillSignUp, findBookable, productPath as pathOf, setStackClock } from './helpers';
import { API } from './stack';

const OPS = { email: 'ops@rihla.local', password: 'ops-local-123' };

/** An ops session cookie, straight from the api (no Origin header: not a browser request). */
async function opsCookie(): Promise<string> {
  const res = await fetch(`${API}/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OPS) });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => !/Max-Age=0/.test(c));
  return cookie!.split(';')[0]!;
}

async function asOps<T>(path: string): Promise<T> {
  return api<T>(path, { headers: { cookie: await opsCookie() } });
}

test.describe('forms that reach the api', () => {
  test('the contact form in Arabic is recorded for ops', async ({ page }) => {
    const email = `contact-${Date.now()}@example.com`;
    await page.goto('/ar/contact-us');
    const form = page.getByRole('main').locator('form');
    await form.getByRole('button', { name: 'أرسل الرسالة' }).click();
    await expect(form.getByText('هذا الحقل مطلوب').first()).toBeVisible();

    await form.getByLabel('اسمك').fill('نورة الاختبار');
    await form.getByLabel('البريد الإلكتروني').fill(email);
    await form.getByLabel('الموضوع').fill('حجز لمجموعة');
    await form.getByLabel('الرسالة').fill('نحن 12 شخصًا، هل يمكن حجز رحلة خاصة؟');
    await form.getByRole('button', { name: 'أرسل الرسالة' }).click();
    await expect(form.getByRole('status')).toHaveText('شكرًا لك! استلمنا رسالتك وسنرد عليك خلال يوم عمل واحد.');
    await expect(form.getByLabel('اسمك')).toHaveValue('');

    await expect
      .poll(async () => (await asOps<{ enquiries: { email: string; kind: string; locale: string; subject: string }[] }>('/ops/enquiries')).enquiries.find((e) => e.email === email))
      .toMatchObject({ kind: 'contact', locale: 'ar', subject: 'حجز لمجموعة' });

    // The footer's feedback form goes the same way, as kind feedback.
    const feedbackEmail = `feedback-${Date.now()}@example.com`;
    await page.getByRole('contentinfo').getByRole('button', { name: 'ملاحظات' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel('اسمك').fill('سارة');
    await dialog.getByLabel('البريد الإلكتروني').fill(feedbackEmail);
    await dialog.getByLabel('ملاحظاتك').fill('الموقع سهل الاستخدام');
    await dialog.getByRole('button', { name: 'أرسل الملاحظات' }).click();
    await expect(page.getByText('شكرًا لملاحظاتك!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(async () => (await asOps<{ enquiries: { email: string; kind: string; subject: string }[] }>('/ops/enquiries?kind=feedback')).enquiries.find((e) => e.email === feedbackEmail))
      .toMatchObject({ kind: 'feedback', subject: 'ملاحظات' });
  });

  test('a signed-up customer who travelled writes a review on a product page', async ({ page }) => {
    test.setTimeout(180_000);
    const bookable = await findBookable('instant', { fromDay: 3 });
    const experience = bookable.detail;
    const productPath = pathOf(bookable, 'en');
    const email = `review-${Date.now()}@example.com`;

    await page.goto(productPath);
    const reviews = page.locator('section[aria-labelledby="reviews"]');
    await expect(reviews.getByText('Please log in to write a review.')).toBeVisible();

    await page.goto('/auth/sign-up');
    const main = page.getByRole('main');
    await fillSignUp(page, { firstName: 'Huda', lastName: 'Reviewer', email });
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    // Only travellers review: book on the account, then move the stack's clock past the trip.
    const csrf = (await page.context().cookies()).find((c) => c.name === 'rihla_csrf')!.value;
    await bookSignedIn(page, csrf, [bookable], { firstName: 'Huda', lastName: 'Reviewer', email });
    setStackClock(new Date(Date.parse(`${bookable.date}T12:00:00Z`) + 86_400_000));
    try {
      await page.goto(productPath);
      await reviews.getByRole('button', { name: 'Write a Review' }).click();
      await reviews.getByRole('button', { name: 'Publish review' }).click();
      await expect(reviews.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
      await reviews.getByLabel('4 stars').check({ force: true });
      await reviews.getByLabel('Title', { exact: true }).fill('Worth every minute');
      await reviews.getByLabel('Your review', { exact: true }).fill('Friendly guide and a beautiful sunset.');
      await reviews.getByRole('button', { name: 'Publish review' }).click();
      await expect(reviews.getByText('Worth every minute')).toBeVisible();
      await expect(reviews.getByText('Huda R.')).toBeVisible();
      await expect(reviews.getByText('You have already reviewed this experience. Thank you!')).toBeVisible();

      await expect
        .poll(async () => (await api<{ count: number; items: { title: string; rating: number }[] }>(`/experiences/${experience.id}/reviews`)).items.find((r) => r.title === 'Worth every minute'))
        .toMatchObject({ rating: 4 });
      // After a reload the list comes from the read model, with the date in the page's language.
      await page.reload();
      await expect(reviews.getByText('Worth every minute')).toBeVisible();
      await expect(reviews.getByText('You have already reviewed this experience. Thank you!')).toBeVisible();
    } finally {
      setStackClock(null);
    }
  });

  test('the partner registration form reaches the partnerships team', async ({ page }) => {
    const email = `partner-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Become a partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Partner registration' });
    await dialog.getByRole('button', { name: 'Send registration' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();

    await dialog.getByLabel('Company name').fill('Desert Trails LLC');
    await dialog.getByLabel('Contact name').fill('Omar Test');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone number').fill('50 111 2222');
    await dialog.getByLabel('Country', { exact: true }).fill('UAE');
    await dialog.getByLabel('Type of business').selectOption('tourOperator');
    await dialog.getByLabel('Website (optional)').fill('https://deserttrails.example');
    await dialog.getByRole('button', { name: 'Send registration' }).click();
    await expect(page.getByText('Thank you! We received your application and our partnerships team will contact you soon.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect
      .poll(async () => (await asOps<{ applications: { email: string; companyName: string; phone: unknown; businessType: string }[] }>('/ops/partner-applications')).applications.find((a) => a.email === email))
      .toMatchObject({ companyName: 'Desert Trails LLC', businessType: 'tourOperator', phone: { countryCode: '+966', number: '501112222' } });
  });
});
