import { readFileSync } from 'node:fs';
import type { Config } from '../platform/config.ts';
import type { KafkaSecurity } from './kafkajs-message-bus.ts';

/**
 * TLS and SASL of Rihla's Kafka clients from the settings (KAFKA_SSL, KAFKA_SSL_CA_FILE, KAFKA_SASL_*), for a secured
 * cluster where each principal gets only its ACLs (see docs/suppliers-kafka.md). Nothing set: plaintext, as the local broker.
 */
export function kafkaSecurityOf(config: Pick<Config, 'KAFKA_SSL' | 'KAFKA_SSL_CA_FILE' | 'KAFKA_SASL_MECHANISM' | 'KAFKA_SASL_USERNAME' | 'KAFKA_SASL_PASSWORD'>): KafkaSecurity {
  const out: KafkaSecurity = {};
  if (config.KAFKA_SSL) out.ssl = config.KAFKA_SSL_CA_FILE ? { ca: readFileSync(config.KAFKA_SSL_CA_FILE, 'utf8') } : true;
  if (config.KAFKA_SASL_MECHANISM && config.KAFKA_SASL_USERNAME && config.KAFKA_SASL_PASSWORD) {
    const credentials = { username: config.KAFKA_SASL_USERNAME, password: config.KAFKA_SASL_PASSWORD };
    out.sasl = config.KAFKA_SASL_MECHANISM === 'plain' ? { mechanism: 'plain', ...credentials } : config.KAFKA_SASL_MECHANISM === 'scram-sha-256' ? { mechanism: 'scram-sha-256', ...credentials } : { mechanism: 'scram-sha-512', ...credentials };
  }
  return out;
}
