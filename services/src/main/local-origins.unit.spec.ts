import { describe, expect, it } from 'vitest';
import { localOrigins } from '../../../scripts/lib/local-origins.mjs';
import { localPorts } from '../../../scripts/lib/local-ports.mjs';
import { ownOriginsOf } from '../platform/http/own-origins.ts';

// Issue 28.16: `npm start` serves both storefront variants; the general one's pages were refused every state change
// (sign-in, cart, checkout) because its origin was not the deployment's own.
describe('the origins npm start gives the api', () => {
  it('are both storefront variants and the api', () => {
    const origins = ownOriginsOf(localOrigins({ apiPort: 4000, storefrontPort: 3000, generalPort: 3001 }));
    expect(origins).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://localhost:3001', 'http://localhost:4000']));
  });

  it('keep the origins the environment already allows, each once', () => {
    const { ALLOWED_ORIGINS } = localOrigins({ apiPort: 4000, storefrontPort: 3000, generalPort: 3001, allowedOrigins: ' https://partner.example , http://localhost:3001,' });
    expect(ALLOWED_ORIGINS).toBe('http://localhost:3001,https://partner.example');
  });
});

// A second `npm start` beside a running one (another developer's, or the test stacks) takes other ports.
describe('the ports npm start listens on', () => {
  it('are 4000, 3000, 3001, 6390 and 9092 unless the environment sets them; the general variant follows the storefront', () => {
    expect(localPorts({})).toEqual({ api: 4000, storefront: 3000, general: 3001, redis: 6390, kafka: 9092 });
    expect(localPorts({ API_PORT: '4561', STOREFRONT_PORT: '3561', REDIS_PORT: '6561', KAFKA_PORT: '9561' })).toEqual({ api: 4561, storefront: 3561, general: 3562, redis: 6561, kafka: 9561 });
    expect(localPorts({ STOREFRONT_PORT: '3561', GENERAL_STOREFRONT_PORT: '3570' })).toMatchObject({ storefront: 3561, general: 3570 });
  });

  it('refuses a port that is not one, and two services on one port (Kafka takes its port and the next)', () => {
    expect(() => localPorts({ API_PORT: 'abc' })).toThrow('API_PORT must be a port number from 1 to 65535, not "abc"');
    expect(() => localPorts({ REDIS_PORT: '70000' })).toThrow(/REDIS_PORT must be a port number/);
    expect(() => localPorts({ API_PORT: '3001' })).toThrow('GENERAL_STOREFRONT_PORT and API_PORT are both 3001');
    expect(() => localPorts({ REDIS_PORT: '9093' })).toThrow('KAFKA_PORT + 1 (its controller) and REDIS_PORT are both 9093');
    // A Redis or Kafka of the environment's own takes no local port.
    expect(localPorts({ REDIS_PORT: '4000', REDIS_URL: 'redis://cache:6379' })).toMatchObject({ api: 4000 });
  });
});
