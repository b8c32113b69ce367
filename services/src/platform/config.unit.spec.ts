import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('binds the api to loopback unless HOST (or API_HOST) says otherwise', () => {
    expect(loadConfig({}).API_HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).API_HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', API_HOST: '::1' }).API_HOST).toBe('::1');
  });
});
