import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { identitySettingsOf } from './identity-settings.ts';

describe('identity rate limits from settings', () => {
  it('takes the per-address sign-up limit from SIGN_UP_LIMIT_PER_ADDRESS (browser test stacks sign many customers up from loopback)', () => {
    expect(identitySettingsOf(loadConfig({})).rateLimits.signUpPerAddress).toBe(20);
    expect(identitySettingsOf(loadConfig({ SIGN_UP_LIMIT_PER_ADDRESS: '1000' })).rateLimits.signUpPerAddress).toBe(1000);
    expect(identitySettingsOf(loadConfig({ SIGN_IN_LIMIT_PER_ACCOUNT: '7' })).rateLimits.signInPerAccount).toBe(7);
  });
});
