import { expect, test } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { fillSignUp, findBookable, freshSession, OPS, productPath, signInAsStaff } from './helpers';
import { WEB_PORT } from './stack';

/**
 * The outside test's findings, reproduced the way they were found: from the visitor's side of the storefront.
 */

/** One request to the storefront from a chosen loopback source address (127.0.0.0/8 all reach this machine). */
function fromAddress(source: string, path: string, o: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: WEB_PORT, path, method: o.method ?? 'GET', localAddress: source, headers: { ...(o.body ? { 'content-type': 'application/json' } : {}), ...o.headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}

/** A loopback address no other test uses, so this test's rate-limit counts touch nobody else's. */
const ownLoopback = () => `127.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;


test.describe('security findings', () => {
  test('the development outbox is not reachable through the storefront', async () => {
    for (const path of ['/api/dev/outbox/email', '/api/dev/outbox/email?to=a%40example.com', '/api/DEV/outbox/whatsapp?to=%2B966500000001']) {
      const r = await fromAddress('127.0.0.1', path);
      expect(r.status, path).toBe(404);
      expect(r.body).not.toContain('messages');
    }
  });

  test("a visitor's own X-Forwarded-For does not reset the api's per-address limits", async () => {
    const source = ownLoopback();
    const statuses: number[] = [];
    // Password-reset requests: 20 per address per window; each one names a new account, and claims a new address.
    for (let i = 0; i < 22; i++) {
      const r = await fromAddress(source, '/api/auth/password-reset/request', {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}`, origin: `http://localhost:${WEB_PORT}` },
        body: JSON.stringify({ email: `spoof-${i}-${Date.now()}@example.com` }),
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 202), statuses.join(',')).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  test('sign-up and sign-in never send the browser to another site, whatever ?next= says', async ({ page }) => {
    const email = `e2e-next-${Date.now()}@example.com`;
    await page.goto('/auth/sign-up?next=/ar//evil.example');
    await fillSignUp(page, { firstName: 'Noura', lastName: 'Test', email });
    await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${WEB_PORT}/invoices$`));

    for (const next of ['/%09/evil.example', '/ar//evil.example', '/..//evil.example', '/ar/%5Cevil.example']) {
      await freshSession(page);
      await page.goto(`/auth/sign-in?next=${encodeURIComponent(next)}`);
      await page.getByRole('main').getByLabel('Email').fill(email);
      await page.getByRole('main').getByLabel('Password').fill('correct horse battery');
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await expect(page, next).toHaveURL(new RegExp(`^http://localhost:${WEB_PORT}/invoices$`));
    }

    // A real path of the site, Arabic included, is where the visitor goes.
    await freshSession(page);
    await page.goto(`/ar/auth/sign-in?next=${encodeURIComponent('/ar/about')}`);
    await page.getByRole('main').getByLabel('البريد الإلكتروني').fill(email);
    await page.getByRole('main').getByLabel('كلمة المرور').fill('correct horse battery');
    await page.getByRole('main').locator('button[type=submit]').click();
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${WEB_PORT}/ar/about$`));
  });

  test('a common password is refused at sign-up, in English and in Arabic', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await fillSignUp(page, { firstName: 'Noura', lastName: 'Test', email: `e2e-common-${Date.now()}@example.com` });
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('main').getByLabel('Confirm password').fill('password');
    await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('This password is too common and easy to guess. Please choose another one.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);

    await page.goto('/ar/auth/sign-up');
    const main = page.getByRole('main');
    await main.locator('input[name=firstName]').fill('نورة');
    await main.locator('input[name=lastName]').fill('العتيبي');
    await main.locator('input[name=email]').fill(`e2e-common-ar-${Date.now()}@example.com`);
    await main.locator('input[name=phone]').fill('501234567');
    await main.locator('input[name=password]').fill('12345678');
    await main.locator('input[name=confirmPassword]').fill('12345678');
    await main.locator('button[type=submit]').click();
    await expect(page.getByText('كلمة المرور هذه شائعة جدًا ويسهل تخمينها. يرجى اختيار كلمة مرور أخرى.')).toBeVisible();
  });

  test('pages carry a per-response nonce CSP and no-framing headers, and work under it without a violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to (execute|load|apply|evaluate|frame|connect)/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
    });
    const bookable = await findBookable('instant');
    const nonces = new Set<string>();
    for (const path of ['/', '/experiences', productPath(bookable, 'en'), productPath(bookable, 'ar'), '/cart', '/auth/sign-in', '/ar/about', '/invoices']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const h = res!.headers();
      const csp = h['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, `${path}: ${csp}`).toBeTruthy();
      nonces.add(nonce!);
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Next's own scripts carry this response's nonce, so they ran: the page is interactive.
      expect(await page.locator(`script[nonce]`).count(), path).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
    }
    expect(nonces.size).toBe(8);
    expect(violations).toEqual([]);
    // Hydrated under the policy: client-side validation answers on the sign-in form (English: the Arabic pages above
    // left the locale cookie on ar).
    await freshSession(page);
    await page.goto('/auth/sign-in');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByText('This field is required').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the queue dashboard keeps its CSP through the storefront, and a cross-site change to it is refused with 403', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to (execute|load|apply|evaluate|frame|connect)/i.test(m.text())) violations.push(m.text());
    });
    await signInAsStaff(page, '/ops', OPS);
    const res = await page.goto('/api/ops/jobs');
    expect(res?.status()).toBe(200);
    const h = res!.headers();
    expect(h['content-type']).toMatch(/text\/html/);
    expect(h['content-security-policy']).toContain("script-src 'self'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['x-frame-options']).toBe('DENY');
    // bull-board's own scripts run under it: the board lists the engine's queues.
    await expect(page.getByText('booking-saga').first()).toBeVisible();
    const crossSite = await page.request.put('/api/ops/jobs/api/queues/booking-saga/retry/failed', { headers: { origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()['content-type']).toMatch(/^application\/problem\+json/);
    expect(violations.filter((v) => !/fonts\.googleapis/.test(v))).toEqual([]);
  });

  test('health through the storefront says up or not and nothing more; the detail needs ops', async () => {
    const source = ownLoopback();
    const first = await fromAddress(source, '/api/health');
    expect(first.status).toBe(200);
    expect(Object.keys(JSON.parse(first.body) as object)).toEqual(['status']);
    expect(Object.keys(JSON.parse((await fromAddress(source, '/api/health/ready')).body) as object).sort()).toEqual(['ready', 'status']);
    expect((await fromAddress(source, '/api/ops/health')).status).toBe(401);
  });
});
