// `npm run seed` (and `npm start` on first run): appends the deterministic demo catalog and the demo promo codes as
// events. Seeding an event store that already holds them appends nothing.
import { seedCatalog } from '../catalog/index.ts';
import { seedPromos } from '../promo/index.ts';
import { loadConfig } from '../platform/config.ts';
import { openEventStore } from '../platform/eventstore/open.ts';
import { createLogger } from '../platform/log.ts';

async function seed(): Promise<void> {
  const config = loadConfig();
  const log = createLogger('seed', config.LOG_LEVEL);
  const store = await openEventStore(config);
  try {
    const started = performance.now();
    const result = await seedCatalog(store, { seed: config.CATALOG_SEED, size: config.CATALOG_SIZE, log });
    const ms = Math.round(performance.now() - started);
    if (result.alreadySeeded) console.log(`catalog already seeded (seed ${config.CATALOG_SEED}); nothing appended`);
    else console.log(`seeded ${result.experiences} experiences (${config.CATALOG_SIZE} timed and the attractions' day tickets; seed ${config.CATALOG_SEED}): ${result.appendedEvents} events in ${ms} ms`);
    // The demo promo codes (promo-{code} streams); codes already there are left alone.
    const promos = await seedPromos(store);
    console.log(promos.created.length ? `seeded promo codes ${promos.created.join(', ')}` : 'promo codes already seeded; nothing appended');
  } finally {
    await store.close();
  }
}

seed().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
