import type { FastifyInstance } from 'fastify';
import { createHttpServer } from '../../platform/http/server.ts';
import { registerOpenApi } from '../../platform/http/openapi.ts';
import { createLogger } from '../../platform/log.ts';
import { startProjection, type ProjectionRunner } from '../../platform/projection-runner.ts';
import { createTestContext, type TestContext } from '../../platform/testing/fixtures.ts';
import { seedPromos } from '../../promo/index.ts';
import { cartProjection } from '../cart-projection.ts';
import { registerCartRoutes } from '../routes.ts';
import { FIXED_NOW, publishExperiences } from './cart-fixtures.ts';

export interface CartTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  projection: ProjectionRunner;
  setNow(d: Date): void;
  close(): Promise<void>;
}

/** The cart api over a real SQLite event store and Redis, with the fixture experiences and the seed promo codes. */
export async function startCartTestApp(label: string): Promise<CartTestApp> {
  const ctx = await createTestContext(label);
  await publishExperiences(ctx.store);
  await seedPromos(ctx.store);
  const projection = await startProjection({ store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, projection: cartProjection });
  let now = FIXED_NOW;
  let ids = 0;
  const app = createHttpServer({ log: createLogger('cart-test', 'silent') });
  await registerOpenApi(app);
  await registerCartRoutes(app, { store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, now: () => now, newId: () => `id${++ids}` });
  await app.ready();
  return {
    app,
    ctx,
    projection,
    setNow(d) {
      now = d;
    },
    async close() {
      await app.close();
      await projection.stop();
      await ctx.cleanup();
    },
  };
}
