import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { portAnswers, startKafka } from '../../../../scripts/lib/kafka.mjs';
import { freePort } from '../../../../scripts/lib/redis.mjs';

export interface TestBroker {
  brokers: string;
  /** SIGTERM, then resolves once the broker process is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data (an outage ends). */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  remove(): Promise<void>;
}

/** SCRAM-SHA-256 users of a secured test broker; `admin` is its super user. */
export interface SaslUsers {
  admin: { name: string; password: string };
  users: { name: string; password: string }[];
}

/**
 * A real single-node Kafka broker for one test file, on free ports, its data under the checkout's .data/test. With
 * `sasl`: a secured one (SASL_PLAINTEXT, SCRAM-SHA-256, ACLs enforced, nothing allowed without an ACL).
 */
export async function startTestBroker(o: { sasl?: SaslUsers } = {}): Promise<TestBroker> {
  let port = await freePort();
  // The controller listens on port + 1: find a pair.
  while (await portAnswers(port + 1)) port = await freePort();
  const dir = resolve(import.meta.dirname, '../../../../.data/test', `kafka-${port}`);
  let running = await startKafka({ port, dir, quiet: true, heap: '384m', sasl: o.sasl });
  return {
    brokers: running.brokers,
    stop: () => running.stop(),
    async start() {
      running = await startKafka({ port, dir, quiet: true, heap: '384m', sasl: o.sasl });
    },
    async remove() {
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
