import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../platform/config.ts';
import { kafkaSecurityOf } from './kafka-security.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as ConfigError).problems;
  }
};

describe('Kafka TLS and SASL settings', () => {
  it('turn into the kafkajs client options of a secured cluster', () => {
    const ca = join(tmpdir(), `rihla-kafka-ca-${process.pid}.pem`);
    writeFileSync(ca, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const config = loadConfig({ KAFKA_BROKERS: 'kafka-1:9093', KAFKA_SSL: 'true', KAFKA_SSL_CA_FILE: ca, KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'rihla-relay', KAFKA_SASL_PASSWORD: 's3cret-relay' });
    expect(kafkaSecurityOf(config)).toEqual({ ssl: { ca: expect.stringContaining('BEGIN CERTIFICATE') }, sasl: { mechanism: 'scram-sha-512', username: 'rihla-relay', password: 's3cret-relay' } });
    expect(kafkaSecurityOf(loadConfig({ KAFKA_SSL: 'true' }))).toEqual({ ssl: true });
    expect(kafkaSecurityOf(loadConfig({}))).toEqual({});
  });

  it('refuse half a SASL setting, and PLAIN passwords without TLS', () => {
    expect(problemsOf({ KAFKA_SASL_MECHANISM: 'scram-sha-256' })).toEqual([expect.stringMatching(/KAFKA_SASL_MECHANISM needs KAFKA_SASL_USERNAME/)]);
    expect(problemsOf({ KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' })).toEqual([expect.stringMatching(/need KAFKA_SASL_MECHANISM/)]);
    expect(problemsOf({ KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' })).toEqual([expect.stringMatching(/in clear: set KAFKA_SSL=true/)]);
    expect(problemsOf({ KAFKA_SASL_MECHANISM: 'gssapi', KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' })).toHaveLength(1);
  });
});
