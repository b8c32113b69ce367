/* global process, console -- Node scripts, linted without the TypeScript project */
// `npm start`: installs what a fresh machine lacks, starts the project's Redis (port 6390, data under .data/redis),
// seeds the catalog on first run, then runs the api (:4000) and the projector, and later the storefront (:3000) and
// its general variant (:3001). Every port and the data folder are set by the environment (API_PORT, STOREFRONT_PORT,
// GENERAL_STOREFRONT_PORT, REDIS_PORT, KAFKA_PORT, DATA_DIR; docs/operations.md).
// With a local Apache Kafka broker (:9092, data under .data/kafka) unless KAFKA_BROKERS names one, for the supplier
// relay and the supplier simulator. Ctrl-C (or SIGTERM, for runs without a terminal) stops everything it started,
// Redis and Kafka included.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureKafkaJars, portAnswers, startKafka } from './lib/kafka.mjs';
import { ensureJavaAndMaven, ensureNodeModules, ensureRedisServer, root } from './lib/prerequisites.mjs';
import { ping, startRedis } from './lib/redis.mjs';
import { portInUse, runToEnd, waitForHealth, waitForPage } from './lib/processes.mjs';
import { runOnNode24 } from './lib/node-runtime.mjs';
import { startEnvironment } from './lib/local-origins.mjs';
import { localPorts } from './lib/local-ports.mjs';

// Ports from the environment (scripts/lib/local-ports.mjs): a second stack runs beside a first on other ports with
// its own DATA_DIR. The general variant (/things-to-do) of the same build runs beside the supplier variant.
let ports;
try {
  ports = localPorts(process.env);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const { api: API_PORT, storefront: STOREFRONT_PORT, general: GENERAL_STOREFRONT_PORT, redis: REDIS_PORT, kafka: KAFKA_PORT } = ports;
const DATA_DIR = resolve(process.env.DATA_DIR ?? resolve(root, '.data'));

await runOnNode24();
ensureNodeModules();
const ownRedis = !process.env.REDIS_URL;
if (ownRedis) ensureRedisServer();
const ownKafka = !process.env.KAFKA_BROKERS;
if (ownKafka) {
  ensureJavaAndMaven();
  ensureKafkaJars();
}

for (const [name, port] of [['API_PORT', API_PORT], ['STOREFRONT_PORT', STOREFRONT_PORT], ['GENERAL_STOREFRONT_PORT', GENERAL_STOREFRONT_PORT]]) {
  if (await portInUse(port)) {
    console.error(`port ${port} is already in use (is Rihla already running?). Stop that process, or set ${name} to another port.`);
    process.exit(1);
  }
}

const children = [];
let redis = null;
let kafka = null;
let stopping = false;

async function stopEverything(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping Rihla...');
  // Each child leads its own process group (detached): signal the group, so what it started itself (npm -> the
  // storefront's server -> next-server) stops with it instead of living on as an orphan holding the port.
  const signalGroup = (child, signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  };
  const running = () => children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running()) signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (running().length && Date.now() < deadline) await sleep(100);
  for (const child of running()) signalGroup(child, 'SIGKILL');
  if (kafka) {
    await kafka.stop();
    console.log('stopped Kafka');
  }
  if (redis && !redis.reused) {
    await redis.stop();
    console.log('stopped Redis');
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopEverything(0));
process.on('SIGTERM', () => void stopEverything(0));

// Redis in its own process group: a terminal's Ctrl-C reaches this script, which stops Redis last, after the
// projector has written its final batch.
if (ownRedis) {
  const wasRunning = await ping(REDIS_PORT);
  redis = await startRedis({ port: REDIS_PORT, dir: resolve(DATA_DIR, 'redis'), reuse: true, detached: true });
  console.log(wasRunning ? `using the Redis already running on port ${REDIS_PORT}` : `started Redis on port ${REDIS_PORT} (data in ${resolve(DATA_DIR, 'redis')})`);
}
// Kafka in its own process group too, stopped after the relay has written its last checkpoint.
if (ownKafka) {
  if (await portAnswers(KAFKA_PORT)) {
    console.log(`using the Kafka broker already listening on port ${KAFKA_PORT}`);
  } else {
    console.log(`starting Kafka on port ${KAFKA_PORT} (data in ${resolve(DATA_DIR, 'kafka')})...`);
    kafka = await startKafka({ port: KAFKA_PORT, dir: resolve(DATA_DIR, 'kafka'), detached: true });
  }
}
// The children's environment (scripts/lib/local-origins.mjs): local staff accounts, both variants' origins, ports.
const env = startEnvironment({ env: process.env, ports, dataDir: DATA_DIR, redisUrl: redis?.url, revalidateSecret: randomBytes(32).toString('base64url') });

const tsx = (file) => [process.execPath, ['--import', 'tsx', resolve(root, file)]];

// Appends the catalog only when the event store has none yet (seedCatalog checks).
const seeded = await runToEnd(...tsx('services/src/main/seed.ts'), { cwd: root, env, children });
if (stopping) await new Promise(() => {}); // Ctrl-C during seeding: stopEverything exits
if (seeded !== 0) {
  console.error('seeding the catalog failed (see above)');
  await stopEverything(1);
}

const spawnService = (name, [cmd, args], extraEnv = {}) => {
  const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], detached: true });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} exited (${signal ?? code}); stopping everything`);
    void stopEverything(code || 1);
  });
  return child;
};

spawnService('api + projector', tsx('services/src/main/all-in-one.ts'));

// Storefront hook: once storefront/ exists with a "start" script, it runs next to the api on :3000 and finds the
// api through RIHLA_API_URL. Nothing else in this script needs to change.
const storefrontPkg = resolve(root, 'storefront/package.json');
const storefront = existsSync(storefrontPkg) && JSON.parse(readFileSync(storefrontPkg, 'utf8')).scripts?.start;
if (storefront) {
  spawnService('storefront', ['npm', ['run', 'start', '-w', 'storefront']], { PORT: String(STOREFRONT_PORT), RIHLA_API_URL: `http://127.0.0.1:${API_PORT}` });
}

const health = await waitForHealth(`http://127.0.0.1:${API_PORT}/health`, { timeoutMs: 120_000, until: (h) => h.status === 'ok' });
if (!health.ok) console.warn(`the api did not report caught-up read models within 2 minutes (last answer: ${health.last}); it keeps trying`);

let storefrontAnswered = !storefront;
if (storefront) {
  // The first run builds the storefront (a few minutes on two cores): "running" is said once a page really answers.
  const page = await waitForPage(`http://127.0.0.1:${STOREFRONT_PORT}/`, { timeoutMs: 15 * 60_000 });
  storefrontAnswered = page.ok;
  if (!page.ok) console.warn(`the storefront did not answer on :${STOREFRONT_PORT} within 15 minutes (last answer: ${page.last}); it keeps trying`);
  // The general variant serves the same build (started once the build is there, so the two never build at once).
  spawnService('storefront (general variant)', ['npm', ['run', 'start', '-w', 'storefront']], { PORT: String(GENERAL_STOREFRONT_PORT), RIHLA_VARIANT: 'general', RIHLA_API_URL: `http://127.0.0.1:${API_PORT}` });
  const general = await waitForPage(`http://127.0.0.1:${GENERAL_STOREFRONT_PORT}/`, { timeoutMs: 2 * 60_000 });
  if (!general.ok) console.warn(`the general variant did not answer on :${GENERAL_STOREFRONT_PORT} within 2 minutes (last answer: ${general.last}); it keeps trying`);
}

const api = `http://localhost:${API_PORT}`;
console.log(`
${storefrontAnswered ? 'Rihla is running.' : `The engine is up, but the storefront has not answered on :${STOREFRONT_PORT} (see above); it keeps trying.`}
  api             ${api}/experiences          (try ${api}/experiences?city=riyadh&locale=ar)
  api docs        ${api}/docs                 (OpenAPI document: ${api}/openapi.json)
  health          ${api}/health
  kafka           ${env.KAFKA_BROKERS}        (supplier topics: ${api}/asyncapi.json, docs/suppliers-kafka.md)${storefront ? `\n  storefront      http://localhost:${STOREFRONT_PORT}/  (general variant: http://localhost:${GENERAL_STOREFRONT_PORT}/things-to-do)` : ''}
  data            ${DATA_DIR}   (event store: events.sqlite, Redis: redis/)
Press Ctrl-C to stop.
`);
