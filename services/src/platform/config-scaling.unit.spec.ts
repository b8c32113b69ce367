import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration for running past one machine', () => {
  it('picks the event store: SQLite by default, EventStoreDB by its url, PostgreSQL when asked for', () => {
    expect(loadConfig({}).eventStoreKind).toBe('sqlite');
    expect(loadConfig({ EVENTSTORE_URL: 'esdb://h:2113' }).eventStoreKind).toBe('esdb');
    expect(loadConfig({ EVENT_STORE: 'postgres', DATABASE_URL: 'postgres://h/rihla' }).eventStoreKind).toBe('postgres');
  });

  it('refuses PostgreSQL without DATABASE_URL and an unknown store', () => {
    expect(() => loadConfig({ EVENT_STORE: 'postgres' })).toThrow(/EVENT_STORE=postgres needs DATABASE_URL/);
    expect(() => loadConfig({ EVENT_STORE: 'mysql' })).toThrow(/invalid configuration/);
  });

  it('refuses a Redis Cluster unless the key prefix is a hash tag, so multi-key commands stay in one slot', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis-cluster://a:7000,b:7001' })).toThrow(/REDIS_PREFIX needs a hash tag/);
    expect(loadConfig({ REDIS_URL: 'redis-cluster://a:7000,b:7001', REDIS_PREFIX: '{rihla}:' }).REDIS_PREFIX).toBe('{rihla}:');
  });
});
