// The supplier simulator process (optional, development): the seeded suppliers as Kafka clients. On-request
// suppliers confirm their items, declining ones decline, after SUPPLIER_SIMULATOR_ANSWER_DELAY_MS.
import { kafkaSecurityOf, createKafkajsMessageBus, supplierKeyOf, startSupplierSimulator, type SimulatedAnswer } from '../suppliers/index.ts';
import { SUPPLIERS } from '../catalog/index.ts';
import { loadConfig } from '../platform/config.ts';
import { createLogger } from '../platform/log.ts';
import { SUPPLIER_TOPICS } from '@rihla/events/supplier-channel';
import { closeGracefullyOnSignal } from './shutdown.ts';

/** The seed's behaviours as simulation settings (instant and failing suppliers answer at request time, not here). */
const ANSWERS: Record<(typeof SUPPLIERS)[number]['behaviour'], SimulatedAnswer> = { instant: 'never', failing: 'never', onRequest: 'confirm', declining: 'decline' };

async function runSimulator(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('supplier-simulator', config.LOG_LEVEL);
  if (!config.KAFKA_BROKERS) throw new Error('KAFKA_BROKERS is not set: the supplier simulator has no broker');
  const bus = createKafkajsMessageBus({ brokers: config.KAFKA_BROKERS.split(','), clientId: 'rihla-supplier-simulator', log, ...kafkaSecurityOf(config) });
  const answers = new Map(SUPPLIERS.map((s) => [s.supplierId, ANSWERS[s.behaviour]] as const));
  for (let attempt = 1; ; attempt++) {
    try {
      await bus.ensureTopics([{ name: SUPPLIER_TOPICS.responses, partitions: 6 }]);
      break;
    } catch (err) {
      log.warn({ err, attempt }, 'broker not reachable yet; retrying');
      await new Promise((r) => setTimeout(r, Math.min(5000, 250 * attempt)));
    }
  }
  const simulator = await startSupplierSimulator({ bus, answers, keyOf: supplierKeyOf(config), delayMs: config.SUPPLIER_SIMULATOR_ANSWER_DELAY_MS, now: () => new Date(), log });
  log.info({ suppliers: [...answers].filter(([, a]) => a !== 'never').map(([id]) => id), delayMs: config.SUPPLIER_SIMULATOR_ANSWER_DELAY_MS }, 'supplier simulator ready');
  process.send?.({ type: 'ready' });
  closeGracefullyOnSignal(log, async () => {
    await simulator.stop();
    await bus.close();
  });
}

runSimulator().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
