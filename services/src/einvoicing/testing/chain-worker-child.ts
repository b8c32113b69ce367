// An e-invoicing worker process for the chain tests: the module's reactor and issue worker on the configured event
// store and Redis (EVENTSTORE_SQLITE_FILE, REDIS_URL, REDIS_PREFIX). Prints "ready", then "issued <icv>" per
// document it issued. ZATCA_TEST_APPEND_DELAY_MS holds every chain append that long after signing, so a kill -9
// lands between the signature and the append.
import { setTimeout as sleep } from 'node:timers/promises';
import { INVOICE_CHAIN_PREFIX } from '@rihla/events/einvoicing';
import { loadConfig } from '../../platform/config.ts';
import { connectRedis } from '../../platform/connect-redis.ts';
import { openEventStore } from '../../platform/eventstore/open.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { createLogger } from '../../platform/log.ts';
import { createQueueFactory } from '../../platform/queues.ts';
import { EINVOICING_QUEUE, startEinvoicingReactor, startEinvoicingWorker } from '../chain/einvoicing-jobs.ts';
import { invoiceChain } from '../chain/invoice-chain.ts';
import { egsCredentialsOf } from '../egs-credentials-of.ts';
import { FIRST_PIH } from '../zatca-sdk-data.ts';

async function run(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('zatca-chain-child', 'warn');
  const real = await openEventStore(config);
  const delay = Number(process.env.ZATCA_TEST_APPEND_DELAY_MS ?? 0);
  const store: EventStore = Object.assign(Object.create(real) as EventStore, {
    appendToStream: async (...args: Parameters<EventStore['appendToStream']>) => {
      if (delay && args[0].startsWith(INVOICE_CHAIN_PREFIX)) await sleep(delay);
      return real.appendToStream(...args);
    },
    readStream: real.readStream.bind(real),
    subscribeToAll: real.subscribeToAll.bind(real),
  });
  const redis = connectRedis(config.REDIS_URL);
  const queues = createQueueFactory({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, log });
  const credentials = egsCredentialsOf(config);
  const chain = invoiceChain({ store, egsId: config.ZATCA_EGS_ID, credentials: () => credentials, now: () => new Date(), firstPih: FIRST_PIH });
  const parties = { seller: config.ZATCA_SELLER, resellerBuyers: config.ZATCA_RESELLER_BUYERS };
  await startEinvoicingReactor({ store, redis, prefix: config.REDIS_PREFIX, queue: queues.queue(EINVOICING_QUEUE), log });
  const worker = startEinvoicingWorker({ store, chain, parties }, queues, { concurrency: 8, log });
  worker.on('completed', (_job, result: { icv: number } | null) => {
    if (result) process.stdout.write(`issued ${result.icv}\n`);
  });
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => {
    void queues.close().then(() => real.close()).then(() => process.exit(0));
  });
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
