// One booking is one trace: the OpenTelemetry SDK's own in-memory exporter records every span while a real checkout
// runs through the api (HTTP span), the command (event metadata carries traceparent), the reactor (the BullMQ job
// carries it) and the saga steps in the worker, and every one of them has the checkout request's trace id.
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStream } from '@rihla/events/booking';
import { registerHttpTracing } from '../platform/http/http-tracing.ts';
import { createLogger } from '../platform/log.ts';
import { createQueueFactory, type QueueFactory } from '../platform/queues.ts';
import { startSagaReactor } from './saga/reactor.ts';
import { SAGA_QUEUE } from './saga/saga-jobs.ts';
import { startSagaWorker } from './saga/saga-worker.ts';
import { startBookingHarness, type BookingHarness } from './testing/booking-harness.ts';

const exporter = new tracing.InMemorySpanExporter();
const sdk = new NodeSDK({ serviceName: 'rihla-trace-test', spanProcessors: [new tracing.SimpleSpanProcessor(exporter)], resourceDetectors: [] });
let h: BookingHarness;
let queues: QueueFactory;
let stopReactor: () => Promise<void>;

beforeAll(async () => {
  sdk.start();
  h = await startBookingHarness('trace', {}, (app) => registerHttpTracing(app));
  // The worker runs in this process here, so its spans reach the same in-memory exporter.
  const log = createLogger('trace-test', 'silent');
  queues = createQueueFactory({ redisUrl: h.env.REDIS_URL!, prefix: h.ctx.prefix });
  const deps = { store: h.ctx.store, clock: h.services.clock, settings: h.services.settings, log };
  const reactor = await startSagaReactor({ ...deps, redis: h.ctx.redis, prefix: h.ctx.prefix, queue: queues.queue(SAGA_QUEUE) });
  stopReactor = () => reactor.stop();
  startSagaWorker({ ...deps, provider: h.services.provider, suppliers: h.services.suppliers, notifier: h.services.notifier }, queues, 4);
}, 120_000);

afterAll(async () => {
  await stopReactor?.();
  await queues?.close();
  await h?.close();
  await sdk.shutdown();
});

describe('trace continuity', () => {
  it('a pay-later booking is one trace: HTTP request -> command -> event metadata -> BullMQ jobs -> saga steps', { timeout: 60_000 }, async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    exporter.reset();
    const started = await h.checkout(cartId, 'payLater', 'trace-booking-key');
    expect([200, 202]).toContain(started.status);
    const bookingId = started.body.bookingId as string;
    await h.waitForEvent(bookingId, 'BookingConfirmed');
    await expect.poll(() => exporter.getFinishedSpans().filter((s) => s.name === 'saga notify-buyer').length, { timeout: 20_000 }).toBeGreaterThan(0);
    const spans = exporter.getFinishedSpans();

    // The HTTP span is the root, and it covers the whole request: the command ran inside it.
    const http = spans.find((s) => s.attributes['http.route'] === '/checkout');
    expect(http, spans.map((s) => s.name).join(', ')).toBeDefined();
    const traceId = http!.spanContext().traceId;
    const command = spans.find((s) => s.name === 'command.handle' && s.attributes['rihla.stream'] === bookingStream(bookingId));
    expect(command?.spanContext().traceId).toBe(traceId);
    const ms = (t: [number, number]) => t[0] * 1e3 + t[1] / 1e6;
    expect(ms(command!.startTime)).toBeGreaterThanOrEqual(ms(http!.startTime));
    expect(ms(command!.endTime)).toBeLessThanOrEqual(ms(http!.endTime));

    // The events carry the trace context, so whatever reacts to them (saga, relay -> Kafka) can continue it.
    const [first] = await h.ctx.store.readStream(bookingStream(bookingId));
    expect(first!.metadata.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-0[01]$`));

    // Every saga step of this booking ran in that trace (no step started a trace of its own).
    const steps = spans.filter((s) => s.name.startsWith('saga ') && s.attributes['rihla.booking'] === bookingId);
    const names = new Set(steps.map((s) => s.name));
    for (const step of ['saga hold-items', 'saga confirm-item', 'saga settle-round', 'saga notify-buyer']) expect(names, step).toContain(step);
    for (const s of steps) expect(s.spanContext().traceId, s.name).toBe(traceId);
    expect(steps.length).toBeGreaterThanOrEqual(4);
  });
});
