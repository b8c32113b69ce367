import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEvents, experienceStream, type CatalogEvent } from '@rihla/events/catalog';
import { inventoryEvents, slotStream } from '@rihla/events/inventory';
import { dropReadModel, readModelKeys, startProjection, type ProjectionRunner } from '../../platform/projection-runner.ts';
import { createTestContext, testRedisUrl, type TestContext } from '../../platform/testing/fixtures.ts';
import { slotProjection } from '../../inventory/index.ts';
import { catalogProjection } from '../catalog-projection.ts';
import { fixtureCatalogStreams } from '../testing/catalog-fixtures.ts';
import { openCatalogSnapshot, type CatalogSnapshot } from './catalog-snapshot.ts';
import { catalogSupplierIds } from './catalog-supplier-ids.ts';
import { SUPPLIERS } from '../seed/data/suppliers.ts';

let ctx: TestContext;
let runners: ProjectionRunner[];
let snapshot: CatalogSnapshot;

const appendCatalog = (stream: string, events: CatalogEvent[]) =>
  ctx.store.appendToStream(stream, events.map((e) => ({ id: randomUUID(), ...catalogEvents.serialize(e) })));
const caughtUp = async () => {
  const head = await ctx.store.headPosition();
  await Promise.all(runners.map((r) => r.waitFor(head)));
};

beforeAll(async () => {
  ctx = await createTestContext('catalog-snapshot');
  for (const s of fixtureCatalogStreams()) await appendCatalog(s.streamName, s.events);
  runners = [
    await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: catalogProjection }),
    await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: slotProjection }),
  ];
  await caughtUp();
  snapshot = await openCatalogSnapshot({ redis: ctx.redis, prefix: ctx.prefix, redisUrl: testRedisUrl() });
});
afterAll(async () => {
  await snapshot?.close();
  for (const r of runners ?? []) await r.stop();
  await ctx?.cleanup();
});

describe('catalog snapshot', () => {
  it("names every supplier once, the seeded ones and those of the read model's experiences (the supplier channel makes their topics at start)", async () => {
    expect(await catalogSupplierIds(ctx.redis, ctx.prefix)).toEqual([...new Set(['sup-1', 'sup-2', ...SUPPLIERS.map((s) => s.supplierId)])].sort());
  });

  it('loads the whole read model into one index', () => {
    const index = snapshot.current();
    expect(index.all).toHaveLength(7);
    expect(index.published).toHaveLength(6);
    expect(index.cities.size).toBe(4);
    expect(index.bySlug.get('سفاري-الرمال-الحمراء-الرياض')?.doc.experienceId).toBe('exp-safari');
  });

  it('keeps the same index while only other read models change (no reparse for bookings)', async () => {
    const before = snapshot.current();
    const stream = slotStream({ experienceId: 'exp-safari', optionId: 'std', date: '2030-01-08', startTime: '15:00' });
    await ctx.store.appendToStream(stream, [
      {
        id: randomUUID(),
        ...inventoryEvents.serialize({
          type: 'SlotOpened',
          data: { slotId: stream, experienceId: 'exp-safari', optionId: 'std', date: '2030-01-08', startTime: '15:00', capacity: 10, timeZone: 'Asia/Riyadh' },
        }),
      },
    ]);
    await caughtUp();
    // The catalog checkpoint moved (and was announced), but the catalog itself did not change.
    expect(await ctx.redis.get(readModelKeys(ctx.prefix, 'catalog').checkpoint)).toBe(String(await ctx.store.headPosition()));
    expect(await snapshot.refresh()).toBe(before);
  });

  it('reloads by itself when a catalog change is announced', async () => {
    const before = snapshot.current();
    await appendCatalog(experienceStream('exp-yacht'), [{ type: 'ExperienceWithdrawn', data: { experienceId: 'exp-yacht', reason: { en: 'Sold', ar: 'بيع' } } }]);
    await caughtUp();
    await expect.poll(() => snapshot.current() !== before, { timeout: 5000 }).toBe(true);
    const index = snapshot.current();
    expect(index.version).toBeGreaterThan(before.version);
    expect(index.byId.get('exp-yacht')?.published).toBe(false);
    // Queries in flight keep the index they started with: the old one is untouched.
    expect(before.byId.get('exp-yacht')?.published).toBe(true);
  });

  it('a rebuilt read model equals the live one', async () => {
    const keys = readModelKeys(ctx.prefix, catalogProjection.name);
    const live = await Promise.all(catalogProjection.collections.map((c) => ctx.redis.hgetall(keys.collection(c))));
    await runners[0]!.stop();
    await dropReadModel(ctx.redis, ctx.prefix, catalogProjection);
    runners[0] = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: catalogProjection });
    await caughtUp();
    const rebuilt = await Promise.all(catalogProjection.collections.map((c) => ctx.redis.hgetall(keys.collection(c))));
    expect(rebuilt).toEqual(live);
  });

  it('notices a change whose announcement was missed, by checking the version marker at most every 250 ms', async () => {
    const keys = readModelKeys(ctx.prefix, catalogProjection.name);
    const before = snapshot.current();
    // Write a change the way a projector would, but without the pub/sub notice (last test: it bypasses the projection).
    const camp = JSON.parse((await ctx.redis.hget(keys.collection('experiences'), 'exp-camp'))!) as { title: { en: string } };
    camp.title.en = 'Renamed quietly';
    await ctx.redis
      .multi()
      .hset(keys.collection('experiences'), 'exp-camp', JSON.stringify(camp))
      .hset(keys.collection('meta'), 'version', JSON.stringify({ position: before.version + 1000, changes: 1 }))
      .exec();
    await new Promise((r) => setTimeout(r, 300));
    await expect.poll(async () => (await snapshot.fresh()).byId.get('exp-camp')?.doc.title.en, { timeout: 3000, interval: 50 }).toBe('Renamed quietly');
  });
});
