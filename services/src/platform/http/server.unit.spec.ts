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
