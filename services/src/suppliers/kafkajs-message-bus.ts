import { Kafka, logLevel, type Admin, type Consumer, type Producer, type SASLOptions } from 'kafkajs';
import type { Logger } from '../platform/log.ts';
import type { MessageBus, ReceivedMessage } from './message-bus.ts';

const headersOf = (h: Record<string, Buffer | string | (Buffer | string)[] | undefined> | undefined): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h ?? {})) {
    if (v === undefined) continue;
    out[k] = (Array.isArray(v) ? v[0]! : v).toString();
  }
  return out;
};

/** How a client reaches a secured cluster: TLS (optionally with the cluster's own CA) and SASL credentials. */
export interface KafkaSecurity {
  ssl?: boolean | { ca: string };
  sasl?: SASLOptions;
}

/** The message bus on Apache Kafka through kafkajs (measured against Kafka 3.9 and 4.x). */
export function createKafkajsMessageBus(o: { brokers: string[]; clientId: string; log?: Logger } & KafkaSecurity): MessageBus {
  const kafka = new Kafka({
    clientId: o.clientId,
    brokers: o.brokers,
    ...(o.ssl ? { ssl: o.ssl === true ? true : { ca: [o.ssl.ca] } } : {}),
    ...(o.sasl ? { sasl: o.sasl } : {}),
    // Its own logs are noisy during an outage (every retry); ours say what matters.
    logLevel: logLevel.NOTHING,
    // Keep trying while the broker is away: the callers retry too, but each attempt then waits for the broker.
    retry: { initialRetryTime: 200, maxRetryTime: 2000, retries: 10 },
  });
  let producer: Producer | null = null;
  let producerReady: Promise<Producer> | null = null;
  let admin: Admin | null = null;
  const consumers: Consumer[] = [];

  const getProducer = () =>
    (producerReady ??= (async () => {
      const p = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
      await p.connect();
      producer = p;
      return p;
    })().catch((err: unknown) => {
      producerReady = null;
      throw err;
    }));
  const getAdmin = async () => {
    if (!admin) {
      const a = kafka.admin();
      await a.connect();
      admin = a;
    }
    return admin;
  };

  const publishBatch: MessageBus['publishBatch'] = async (topics) => {
    const topicMessages = topics.filter((t) => t.messages.length > 0).map((t) => ({ topic: t.topic, messages: t.messages.map((m) => ({ key: m.key, value: m.value, headers: m.headers })) }));
    if (topicMessages.length === 0) return;
    const p = await getProducer();
    await p.sendBatch({ acks: -1, topicMessages });
  };

  return {
    async ensureTopics(topics) {
      const a = await getAdmin();
      const existing = new Set(await a.listTopics());
      const missing = topics.filter((t) => !existing.has(t.name));
      if (missing.length > 0) {
        try {
          await a.createTopics({ waitForLeaders: true, topics: missing.map((t) => ({ topic: t.name, numPartitions: t.partitions, replicationFactor: -1 })) });
        } catch (err) {
          // A busy broker can answer the leaders' check before its metadata knows the new topic; kafkajs then gives up
          // on an error that only means "not yet" (seen in CI at load 40). The wait below asks again.
          if ((err as { type?: string }).type !== 'UNKNOWN_TOPIC_OR_PARTITION') throw err;
        }
      }
      // A topic listed, or one another process created a moment before us (createTopics then answers "exists" at
      // once), may still have partitions without a leader, and subscribing to it fails: return only once all have one.
      await waitForLeaders(
        a,
        topics.map((t) => t.name),
      );
    },
    async connect() {
      await getProducer();
    },
    publish: (topic, messages) => publishBatch([{ topic, messages }]),
    publishBatch,
    async subscribe({ groupId, topic, fromBeginning = false, handle }) {
      const consumer = kafka.consumer({
        groupId,
        allowAutoTopicCreation: false,
        // A member killed outright is evicted after 10 s (not kafkajs' 30 s), so its partitions move on soon.
        sessionTimeout: 10_000,
        rebalanceTimeout: 10_000,
        heartbeatInterval: 1000,
        retry: { initialRetryTime: 200, maxRetryTime: 2000, retries: 10, restartOnFailure: async () => true },
      });
      consumers.push(consumer);
      await consumer.connect();
      await consumer.subscribe({ topics: typeof topic === 'string' ? [topic] : [...topic], fromBeginning });
      await consumer.run({
        autoCommit: true,
        eachMessage: async ({ topic: t, partition, message }) => {
          const m: ReceivedMessage = {
            topic: t,
            partition,
            offset: message.offset,
            key: message.key?.toString() ?? '',
            value: message.value?.toString() ?? '',
            headers: headersOf(message.headers),
          };
          await handle(m);
        },
      });
      return {
        async stop() {
          await consumer.disconnect();
          consumers.splice(consumers.indexOf(consumer), 1);
        },
      };
    },
    async groupLag(groupId, topic) {
      const a = await getAdmin();
      const [ends, committed] = await Promise.all([a.fetchTopicOffsets(topic), a.fetchOffsets({ groupId, topics: [topic] })]);
      const done = new Map((committed[0]?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
      return ends.reduce((sum, e) => {
        const c = done.get(e.partition) ?? -1;
        return sum + Math.max(0, Number(e.high) - (c < 0 ? Number(e.low) : c));
      }, 0);
    },
    async close() {
      await Promise.allSettled([...consumers.map((c) => c.disconnect()), producer?.disconnect(), admin?.disconnect()]);
    },
  };
}

/** Resolves once every partition of these topics has a leader; fails after `timeoutMs`. */
async function waitForLeaders(admin: Admin, topics: string[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const { topics: found } = await admin.fetchTopicMetadata({ topics });
      if (found.length === topics.length && found.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0))) return;
    } catch (err) {
      if ((err as { type?: string }).type !== 'UNKNOWN_TOPIC_OR_PARTITION' || Date.now() >= deadline) throw err;
    }
    if (Date.now() >= deadline) throw new Error(`Kafka topics ${topics.join(', ')} have no leader after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
