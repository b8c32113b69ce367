import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEvents, experienceStream, type CatalogEvent } from '@rihla/events/catalog';
import { inventoryEvents, slotStream } from '@rihla/events/inventory';
import { startProjection, type ProjectionRunner } from '../platform/projection-runner.ts';
import { createTestContext, testRedisUrl, type TestContext } from '../platform/testing/fixtures.ts';
import { slotProjection } from '../inventory/index.ts';
import { catalogProjection } from './catalog-projection.ts';
import { fixtureCatalogStreams } from './testing/catalog-fixtures.ts';
import { openCatalogSnapshot, type CatalogSnapshot } from './query/catalog-snapshot.ts';
import { revalidateUrls, storefrontRevalidator } from './revalidate-storefronts.ts';

const SECRET = 'a-storefront-revalidation-secret-of-32+';

/** A storefront's /api/revalidate: records what it was sent, answering after `delayMs`. */
interface Received {
  authorization: string | undefined;
  body: unknown;
}
async function fakeStorefront(delayMs = 0): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const read = (req: IncomingMessage) => new Promise<string>((done) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString()));
    req.on('end', () => done(s));
  });
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
      setTimeout(() => res.writeHead(204).end(), delayMs);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`, received };
}

const warnings: string[] = [];
const log = { warn: (_obj: object, msg: string) => void warnings.push(msg) };

let ctx: TestContext;
let runners: ProjectionRunner[];
let snapshot: CatalogSnapshot;
let storefront: Awaited<ReturnType<typeof fakeStorefront>>;

const appendCatalog = (stream: string, events: CatalogEvent[]) => ctx.store.appendToStream(stream, events.map((e) => ({ id: randomUUID(), ...catalogEvents.serialize(e) })));
const caughtUp = async () => {
  const head = await ctx.store.headPosition();
  await Promise.all(runners.map((r) => r.waitFor(head)));
};

beforeAll(async () => {
  ctx = await createTestContext('revalidate-storefronts');
  for (const s of fixtureCatalogStreams()) await appendCatalog(s.streamName, s.events);
  runners = [
    await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: catalogProjection }),
    await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: slotProjection }),
  ];
  await caughtUp();
  storefront = await fakeStorefront();
  const revalidate = storefrontRevalidator({ urls: revalidateUrls(` ${storefront.url} ,`), secret: SECRET, log });
  snapshot = await openCatalogSnapshot({ redis: ctx.redis, prefix: ctx.prefix, redisUrl: testRedisUrl(), onNewVersion: () => void revalidate() });
});
afterAll(async () => {
  await snapshot?.close();
  for (const r of runners ?? []) await r.stop();
  storefront?.server.close();
  await ctx?.cleanup();
});

describe('storefront revalidation on catalog changes', () => {
  it('tells the storefront, with the shared secret, when a catalog event reaches the read model, and not for a booking', async () => {
    expect(storefront.received).toEqual([]);
    // A slot opening moves the projections' checkpoint but not the catalog: nobody is told.
    const slot = slotStream({ experienceId: 'exp-safari', optionId: 'std', date: '2030-02-08', startTime: '15:00' });
    await ctx.store.appendToStream(slot, [
      {
        id: randomUUID(),
        ...inventoryEvents.serialize({ type: 'SlotOpened', data: { slotId: slot, experienceId: 'exp-safari', optionId: 'std', date: '2030-02-08', startTime: '15:00', capacity: 10, timeZone: 'Asia/Riyadh' } }),
      },
    ]);
    await caughtUp();
    await snapshot.refresh();
    expect(storefront.received).toEqual([]);

    await appendCatalog(experienceStream('exp-yacht'), [{ type: 'ExperienceWithdrawn', data: { experienceId: 'exp-yacht', reason: { en: 'Sold', ar: 'بيع' } } }]);
    await caughtUp();
    await expect.poll(() => storefront.received.length, { timeout: 5000 }).toBe(1);
    expect(storefront.received[0]).toEqual({ authorization: `Bearer ${SECRET}`, body: { tags: ['catalog'] } });
  });

  it('folds changes that come while a round is under way into one more round', async () => {
    const slow = await fakeStorefront(300);
    try {
      const revalidate = storefrontRevalidator({ urls: [slow.url], secret: SECRET, log });
      await Promise.all([revalidate(), revalidate(), revalidate(), revalidate(), revalidate()]);
      await expect.poll(() => slow.received.length).toBe(2);
      await new Promise((r) => setTimeout(r, 700));
      expect(slow.received).toHaveLength(2);
    } finally {
      slow.server.close();
    }
  });

  it('a storefront that does not answer is logged and does not fail the api', async () => {
    const closed = await fakeStorefront();
    closed.server.close();
    const revalidate = storefrontRevalidator({ urls: [closed.url, storefront.url], secret: SECRET, log });
    const before = storefront.received.length;
    await expect(revalidate()).resolves.toBeUndefined();
    expect(warnings.some((w) => w.includes('did not take the catalog revalidation'))).toBe(true);
    // The other storefront was still told.
    expect(storefront.received).toHaveLength(before + 1);
  });

  it('refuses a url list with something that is not a url', () => {
    expect(() => revalidateUrls('http://ok.example/api/revalidate,not a url')).toThrow();
  });
});
