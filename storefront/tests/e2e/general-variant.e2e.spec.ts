import { expect, test } from '@playwright/test';
import { GENERAL_WEB_PORT } from './stack';

const base = `http://localhost:${GENERAL_WEB_PORT}`;

test.describe('general variant (/things-to-do)', () => {
  test('redirect rules', async ({ request }) => {
    const loc = async (path: string) => {
      const r = await request.get(`${base}${path}`, { maxRedirects: 0 });
      return [r.status(), r.headers()['location']];
    };
    expect(await loc('/discover')).toEqual([308, '/things-to-do']);
    expect(await loc('/experiences')).toEqual([308, '/things-to-do']);
    expect(await loc('/ar/experiences')).toEqual([308, '/ar/things-to-do']);
    expect(await loc('/riyadh/desert-safari')).toEqual([308, '/things-to-do-in-riyadh/desert-safari']);
    expect(await loc('/ar/riyadh/desert-safari')).toEqual([308, '/ar/things-to-do-in-riyadh/desert-safari']);
  });

  test('city listing links to products within the city', async ({ page }) => {
    await page.goto(`${base}/things-to-do-in-riyadh`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Things to do in Riyadh');
    const first = page.getByTestId('experience-card').first().getByRole('link');
    await expect(first).toHaveAttribute('href', /^\/things-to-do-in-riyadh\/[a-z0-9-]+$/);
    await first.click();
    await expect(page).toHaveURL(/\/things-to-do-in-riyadh\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { name: 'Check availability' })).toBeVisible();
    // A product under another city's path is not found.
    const wrong = await page.goto(`${base}/things-to-do-in-dubai/${page.url().split('/').pop()}`);
    expect(wrong?.status()).toBe(404);
  });
});
