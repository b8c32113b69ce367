import { describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import { createHttpServer } from './server.ts';

async function ipSeen(remoteAddress: string, forwardedFor: string, trustProxy?: string): Promise<string> {
  const app = createHttpServer({ log: createLogger('server-test', 'silent'), ...(trustProxy ? { trustProxy } : {}) });
  app.get('/ip', async (req) => ({ ip: req.ip }));
  const res = await app.inject({ method: 'GET', url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return (res.json() as { ip: string }).ip;
}

describe('client address behind proxies', () => {
  it('believes X-Forwarded-For only from a trusted hop (loopback by default)', async () => {
    expect(await ipSeen('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    // A client on the internet cannot choose its own address to slip past per-address rate limits.
    expect(await ipSeen('203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
  });

  it('trusts the proxies it is told to', async () => {
    expect(await ipSeen('10.0.0.5', '198.51.100.7', '10.0.0.0/8')).toBe('198.51.100.7');
    expect(await ipSeen('127.0.0.1', '198.51.100.7', '10.0.0.0/8')).toBe('127.0.0.1');
  });
});

describe('methods and urls no route takes', () => {
  it('answers an undeclared method on a real path 405 problem+json with Allow, and an over-long path segment 414', async () => {
    const app = createHttpServer({ log: createLogger('server-test', 'silent') });
    app.get('/things/:id', async () => ({ ok: true }));
    app.delete('/things/:id', async () => ({ ok: true }));
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const res = await app.inject({ method, url: '/things/7', payload: '{}', headers: { 'content-type': 'application/json' } });
      expect([res.statusCode, res.headers.allow, res.headers['content-type']]).toEqual([405, 'DELETE, GET, HEAD', 'application/problem+json; charset=utf-8']);
    }
    expect((await app.inject({ method: 'GET', url: '/nothing' })).statusCode).toBe(404);
    const long = await app.inject({ method: 'GET', url: `/things/${'x'.repeat(400)}` });
    expect([long.statusCode, long.headers['content-type']]).toEqual([414, 'application/problem+json; charset=utf-8']);
    await app.close();
  });
});

describe('requests Node refuses before any route', () => {
  it('answers a url and headers over 16 KiB 431 problem+json, like every other answer', async () => {
    const app = createHttpServer({ log: createLogger('server-test', 'silent') });
    app.get('/things', async () => ({ ok: true }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`${address}/things?q=${'x'.repeat(20_000)}`);
      expect([res.status, res.headers.get('content-type')]).toEqual([431, 'application/problem+json']);
      expect(await res.json()).toMatchObject({ status: 431, title: 'Request Header Fields Too Large' });
      expect((await fetch(`${address}/things`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
