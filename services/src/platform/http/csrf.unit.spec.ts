import { describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import { registerCsrfProtection } from './csrf.ts';
import { createHttpServer } from './server.ts';

async function app() {
  const a = createHttpServer({ log: createLogger('csrf-test', 'silent') });
  registerCsrfProtection(a, { allowedOrigins: ['https://shop.example'], carriesSession: () => false, csrfTokenOf: async () => null });
  a.post('/ours', async () => ({ ok: true }));
  a.post('/hosted-payment-form', { config: { csrfExempt: true } }, async () => ({ ok: true }));
  await a.ready();
  return a;
}

describe('CSRF route exemption', () => {
  it("refuses Origin: null on our routes, and lets the sandbox PSP's own hosted form through", async () => {
    const a = await app();
    const post = (url: string, origin: string) => a.inject({ method: 'POST', url, headers: { origin } });
    expect((await post('/ours', 'null')).statusCode).toBe(403);
    expect((await post('/ours', 'https://evil.example')).statusCode).toBe(403);
    expect((await post('/ours', 'https://shop.example')).statusCode).toBe(200);
    expect((await post('/hosted-payment-form', 'null')).statusCode).toBe(200);
    await a.close();
  });
});
