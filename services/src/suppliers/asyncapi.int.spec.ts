import specs from '@asyncapi/specs';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHttpServer } from '../platform/http/server.ts';
import { createLogger } from '../platform/log.ts';
import { integrationEventTypes, SUPPLIER_TOPICS } from '@rihla/events/supplier-channel';
import { registerSupplierRoutes } from './routes.ts';
import { createTestContext, type TestContext } from '../platform/testing/fixtures.ts';

let app: FastifyInstance;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext('asyncapi');
  app = createHttpServer({ log: createLogger('asyncapi-test', 'silent') });
  const authorizer = { requireRole: async () => Promise.reject(new Error('not in this test')) };
  registerSupplierRoutes(app, { brokers: '127.0.0.1:9092', store: ctx.store, redis: ctx.redis, prefix: ctx.prefix, authorizer });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.cleanup();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON document walked by the assertions
type Json = any;

describe('the supplier channel contract (AsyncAPI 3)', () => {
  it('is served by the api and valid against the official AsyncAPI 3.0.0 JSON schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/asyncapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Json;
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(specs.schemasWithoutId['3.0.0']);
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 5), null, 1)).toBe(true);
    expect(doc.asyncapi).toBe('3.0.0');
    // The check has teeth: an operation with an action AsyncAPI does not know is refused.
    expect(validate({ ...doc, operations: { ...doc.operations, sendAnswer: { ...doc.operations.sendAnswer, action: 'shout' } } })).toBe(false);
  });

  it('documents the v2 topics, every integration event type with its headers and payload schema, and the signed answer', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/asyncapi.json' })).json() as Json;
    expect(Object.values(doc.channels).map((c: Json) => c.address).sort()).toEqual(Object.values(SUPPLIER_TOPICS).sort());
    // The contract changed incompatibly (per-supplier topics, signed attempt and time, bookingRef): version 2 names.
    expect(doc.info.version).toBe('2.0.0');
    expect(Object.values(doc.channels).every((c: Json) => c.address.endsWith('.v2'))).toBe(true);
    expect(doc.channels.bookingResponsesDlq.address).toBe('supplier.{supplierId}.booking-responses.dlq.v2');
    expect(doc.info.description).toMatch(/supplier\.booking-responses\.v1 is parked as retiredContract/);
    const events = Object.values(doc.channels.bookingEvents.messages) as Json[];
    expect(events.map((m) => m.name).sort()).toEqual([...integrationEventTypes].sort());
    for (const m of events) {
      expect(m.headers.required).toEqual(['messageId', 'type', 'schemaVersion', 'supplierId', 'traceparent']);
      expect(m.payload.properties.type.const).toBe(m.name);
      expect(m.payload.required).toEqual(expect.arrayContaining(['messageId', 'schemaVersion', 'supplierId', 'bookingRef', 'type']));
      expect(m.payload.properties.schemaVersion.const).toBe(2);
      expect(m.payload.properties).not.toHaveProperty('bookingId');
    }
    const answer = doc.channels.bookingResponses.messages.answer;
    expect(answer.headers.required).toEqual(['supplierId', 'signature']);
    expect(answer.payload.required.sort()).toEqual(['answer', 'attempt', 'bookingRef', 'itemId', 'signedAt']);
    // Each payload schema compiles, so a supplier can validate what it receives.
    const ajv = new Ajv({ strict: false });
    for (const m of [...events, answer]) expect(() => ajv.compile(m.payload)).not.toThrow();
    expect(Object.keys(doc.operations).sort()).toEqual(['receiveBookingEvents', 'receiveRejectedAnswers', 'sendAnswer']);
  });
});
