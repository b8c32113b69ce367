/* global console -- Node scripts, linted without the TypeScript project */
// A real single-node Apache Kafka broker (KRaft) owned by the project: jars from Maven Central (downloaded once into
// .data/kafka-lib), data and cluster id under the given dir, so a restart reuses the formatted log.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureMavenJars } from './maven.mjs';
import { root } from './prerequisites.mjs';

export const KAFKA_VERSION = '3.9.2';
export const kafkaLibDir = resolve(root, '.data/kafka-lib');

/** The broker's jars (and its console tools'), fetched once with Maven; ~55 MB on the first call. */
export function ensureKafkaJars(lib = kafkaLibDir) {
  return ensureMavenJars({
    lib,
    // kafka-tools holds the console consumer and the topic tool (the broker's jar only has the console producer).
    markers: [`kafka_2.13-${KAFKA_VERSION}.jar`, `kafka-tools-${KAFKA_VERSION}.jar`],
    what: `Apache Kafka ${KAFKA_VERSION} jars (~55 MB)`,
    dependencies: `    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_2.13</artifactId><version>${KAFKA_VERSION}</version></dependency>
    <dependency>
      <groupId>org.apache.kafka</groupId><artifactId>kafka-tools</artifactId><version>${KAFKA_VERSION}</version>
      <!-- One SLF4J binding (slf4j-simple, to stderr): the broker's readiness is read from its log. -->
      <exclusions><exclusion><groupId>org.slf4j</groupId><artifactId>slf4j-reload4j</artifactId></exclusion></exclusions>
    </dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-simple</artifactId><version>1.7.36</version></dependency>`,
  });
}

export const portAnswers = (port, host = '127.0.0.1') =>
  new Promise((done) => {
    const s = net.connect({ port, host });
    s.once('connect', () => (s.destroy(), done(true)));
    s.once('error', () => done(false));
  });

/**
 * `sasl`: a secured broker instead (tests of the secured-cluster setup): one SASL_PLAINTEXT listener with SCRAM-SHA-256,
 * the StandardAuthorizer with no access where no ACL allows it, and `sasl.admin` as the super user the broker itself
 * connects as (the controller listener stays plaintext on loopback, its ANONYMOUS principal a super user too).
 */
export function serverProperties({ port, dir, sasl }) {
  const listener = sasl ? 'SASL_PLAINTEXT' : 'PLAINTEXT';
  return [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${port + 1}`,
    `listeners=${listener}://127.0.0.1:${port},CONTROLLER://127.0.0.1:${port + 1}`,
    `advertised.listeners=${listener}://127.0.0.1:${port}`,
    'controller.listener.names=CONTROLLER',
    `listener.security.protocol.map=CONTROLLER:PLAINTEXT,${listener}:${listener}`,
    `inter.broker.listener.name=${listener}`,
    ...(sasl
      ? [
          'sasl.enabled.mechanisms=SCRAM-SHA-256',
          'sasl.mechanism.inter.broker.protocol=SCRAM-SHA-256',
          `listener.name.sasl_plaintext.scram-sha-256.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="${sasl.admin.name}" password="${sasl.admin.password}";`,
          'authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer',
          `super.users=User:${sasl.admin.name};User:ANONYMOUS`,
          'allow.everyone.if.no.acl.found=false',
        ]
      : []),
    `log.dirs=${resolve(dir, 'log')}`,
    'num.partitions=3',
    'offsets.topic.replication.factor=1',
    'offsets.topic.num.partitions=3',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'min.insync.replicas=1',
    'group.initial.rebalance.delay.ms=0',
    'auto.create.topics.enable=false',
  ].join('\n');
}

/**
 * Starts the broker on `port` (its controller on port + 1) with data in `dir`; resolves once it serves. Formats the
 * log on first start only (the cluster id is kept in `dir`). Returns the bootstrap address, the pid and stop().
 */
export async function startKafka({ port, dir, lib = ensureKafkaJars(), heap = '512m', detached = false, quiet = false, sasl = undefined }) {
  for (const p of [port, port + 1]) if (await portAnswers(p)) throw new Error(`port ${p} is taken: Kafka needs ${port} and ${port + 1}`);
  mkdirSync(dir, { recursive: true });
  const props = resolve(dir, 'server.properties');
  writeFileSync(props, serverProperties({ port, dir, sasl }) + '\n');
  const idFile = resolve(dir, 'cluster-id');
  // A KRaft cluster id (16 bytes, base64url) kept beside the data: a new id on a formatted dir would fail the format.
  // (One that starts with '-' would read as an option to StorageTool.)
  let fresh = randomBytes(16).toString('base64url');
  while (fresh.startsWith('-')) fresh = randomBytes(16).toString('base64url');
  if (!existsSync(idFile)) writeFileSync(idFile, fresh);
  const clusterId = readFileSync(idFile, 'utf8').trim();
  const cp = `${lib}/*`;
  // SCRAM credentials are part of the formatted metadata (KIP-900): the broker's own and every user's, from the start.
  const scram = sasl ? [sasl.admin, ...sasl.users].flatMap((u) => ['--add-scram', `SCRAM-SHA-256=[name=${u.name},password=${u.password}]`]) : [];
  execFileSync('java', ['-cp', cp, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', props, '--ignore-formatted', ...scram], { stdio: 'ignore' });
  const logFile = resolve(dir, 'kafka.log');
  // The log is appended to across restarts: only what this start writes tells that it is up.
  const from = existsSync(logFile) ? statSync(logFile).size : 0;
  const out = openSync(logFile, 'a');
  const child = spawn('java', [`-Xms256m`, `-Xmx${heap}`, '-XX:+UseSerialGC', '-cp', cp, 'kafka.Kafka', props], {
    stdio: ['ignore', out, out],
    detached,
  });
  if (detached) child.unref();
  let exited = false;
  child.on('exit', () => (exited = true));
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`the Kafka broker exited at start; see ${logFile}`);
    if (readFileSync(logFile).subarray(from).toString('utf8').includes('Kafka Server started')) break;
    if (Date.now() - started > 90_000) {
      child.kill('SIGKILL');
      throw new Error(`the Kafka broker did not start within 90 s; see ${logFile}`);
    }
    await sleep(100);
  }
  if (!quiet) console.log(`Kafka ${KAFKA_VERSION} broker on 127.0.0.1:${port} (${Date.now() - started} ms)`);
  return {
    brokers: `127.0.0.1:${port}`,
    pid: child.pid,
    /** SIGTERM (controlled shutdown, ~2 s), SIGKILL after 15 s. */
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      for (let i = 0; i < 150 && !exited; i++) await sleep(100);
      if (!exited) child.kill('SIGKILL');
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
    },
  };
}
