import { expect, test } from '@playwright/test';
import { OPS, shot, signInAsStaff } from './helpers';

// Issue 11 point 15: a real live chat. The visitor writes on an Arabic page, ops answer from the ops screen in
// another browser, and each side sees the other's message without reloading.
test.describe('live chat', () => {
  test('a visitor on an Arabic page and ops on the ops screen talk live', async ({ page, browser }) => {
    const question = `هل رحلة السفاري مناسبة للأطفال؟ ${Date.now()}`;
    await page.goto('/ar');
    await page.getByRole('button', { name: 'تحدث معنا' }).click();
    const panel = page.getByRole('dialog', { name: 'المحادثة مع رحلة' });
    await panel.getByLabel('اسمك (اختياري)').fill('هدى');
    await panel.getByLabel('الرسالة').fill(question);
    await panel.getByRole('button', { name: 'ابدأ المحادثة' }).click();
    await expect(panel.getByTestId('chat-messages').getByText(question)).toBeVisible();
    await expect(panel.getByText('سيجيبك فريقنا هنا قريبًا.')).toBeVisible();
    await shot(page, 'chat-visitor-ar');

    const opsContext = await browser.newContext();
    const ops = await opsContext.newPage();
    await signInAsStaff(ops, '/ops', OPS);
    const chats = ops.getByTestId('live-chats');
    await chats.getByRole('button', { name: 'Open chat with هدى' }).first().click();
    const open = ops.getByTestId('live-chat-open');
    await expect(open.getByText(question)).toBeVisible();
    await open.getByLabel('Answer').fill('Yes, children from 3 years old are welcome.');
    await open.getByRole('button', { name: 'Send answer' }).click();

    // The visitor's page was not reloaded: the answer arrives by itself.
    await expect(panel.getByText('Yes, children from 3 years old are welcome.')).toBeVisible({ timeout: 15_000 });
    await expect(panel.locator('[data-from="ops"]').getByText('فريق رحلة')).toBeVisible();

    // And the other way: the visitor's next message reaches the open ops screen by itself.
    await panel.getByLabel('الرسالة').fill('شكرًا جزيلًا');
    await panel.getByRole('button', { name: 'إرسال' }).click();
    await expect(open.getByText('شكرًا جزيلًا')).toBeVisible({ timeout: 15_000 });
    await shot(ops, 'chat-ops-en');

    // The chat lives in this browser: a reload shows the same conversation.
    await page.reload();
    await page.getByRole('button', { name: 'تحدث معنا' }).click();
    await expect(page.getByRole('dialog', { name: 'المحادثة مع رحلة' }).getByText('شكرًا جزيلًا')).toBeVisible();
    await opsContext.close();
  });

  test('the chat speaks English on English pages and refuses an empty message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat with Rihla' });
    await expect(panel.getByText('Write to us here; our team answers in this window.')).toBeVisible();
    await panel.getByLabel('Message').fill('   ');
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await expect(panel.getByTestId('chat-messages')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  });
});
