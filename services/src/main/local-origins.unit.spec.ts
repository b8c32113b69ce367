import { describe, expect, it } from 'vitest';
import { localOrigins } from '../../../scripts/lib/local-origins.mjs';
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
