import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { catalogEvents, type CatalogEvent } from '@rihla/events/catalog';
import { inventoryEvents, type InventoryEvent } from '@rihla/events/inventory';
import type { EventRegistry } from '@rihla/events/registry';
import { createLogger } from '../../platform/log.ts';
import { createHttpServer } from '../../platform/http/server.ts';
import { registerOpenApi } from '../../platform/http/openapi.ts';
import { startProjection, type ProjectionRunner } from '../../platform/projection-runner.ts';
import { createTestContext, testRedisUrl, type TestContext } from '../../platform/testing/fixtures.ts';
import { slotProjection } from '../../inventory/index.ts';
import { catalogProjection } from '../catalog-projection.ts';
import { registerCatalogRoutes } from '../routes.ts';
import { fixtureCatalogStreams } from './catalog-fixtures.ts';

/** Monday 2030-01-07, 09:00 in Riyadh and 10:00 in Dubai. */
export const FIXED_NOW = new Date('2030-01-07T06:00:00Z');

export interface CatalogTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  /** Appends events and waits until both read models have them. */
  appendCatalog(streamName: string, events: CatalogEvent[]): Promise<void>;
  appendInventory(streamName: string, events: InventoryEvent[]): Promise<void>;
  /** Sets the clock the routes read. */
  setNow(d: Date): void;
  close(): Promise<void>;
}

/**
 * A real api over a real SQLite event store and Redis: the catalog (fixture by default) is appended as events,
 * both projections run, and the routes answer through fastify.inject.
 */
export async function startCatalogTestApp(
  label: string,
  streams: { streamName: string; events: CatalogEvent[] }[] = fixtureCatalogStreams(),
): Promise<CatalogTestApp> {
  const ctx = await createTestContext(label);
  const append = async <E extends { type: string; data: unknown }>(registry: EventRegistry<E>, streamName: string, events: E[]) => {
    await ctx.store.appendToStream(
      streamName,
      events.map((e) => ({ id: randomUUID(), ...registry.serialize(e) })),
    );
  };
  for (const s of streams) await append(catalogEvents, s.streamName, s.events);

  const runners: ProjectionRunner[] = [
    await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: catalogProjection }),
    await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: slotProjection }),
  ];
  const caughtUp = async () => {
    const head = await ctx.store.headPosition();
    await Promise.all(runners.map((r) => r.waitFor(head)));
  };
  await caughtUp();

  let now = FIXED_NOW;
  const app = createHttpServer({ log: createLogger('catalog-test', 'silent') });
  await registerOpenApi(app);
  await registerCatalogRoutes(app, { redis: ctx.redis, prefix: ctx.prefix, redisUrl: testRedisUrl(), now: () => now });
  await app.ready();

  return {
    app,
    ctx,
    async appendCatalog(streamName, events) {
      await append(catalogEvents, streamName, events);
      await caughtUp();
    },
    async appendInventory(streamName, events) {
      await append(inventoryEvents, streamName, events);
      await caughtUp();
    },
    setNow(d) {
      now = d;
    },
    async close() {
      await app.close();
      for (const r of runners) await r.stop();
      await ctx.cleanup();
    },
  };
}
