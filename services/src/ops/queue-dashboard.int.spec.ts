import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsEvents } from '@rihla/events/ops';
import { FINANCE, OPS, startOpsTestApp, type OpsTestApp } from './testing/ops-test-app.ts';

let t: OpsTestApp;
let ops: string;
let finance: string;

beforeAll(async () => {
  t = await startOpsTestApp('queue-dashboard');
  await t.h.startWorker({ LOG_LEVEL: 'error' });
  ops = await t.signIn(OPS.email, OPS.password);
  finance = await t.signIn(FINANCE.email, FINANCE.password);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const audits = async () =>
  (await t.h.ctx.store.readAll()).filter((e) => e.streamName.startsWith('queue-action-')).map((e) => opsEvents.parse(e));

describe('queue dashboard', () => {
  it('refuses anonymous and customer visitors; ops and finance see the queues', async () => {
    expect((await t.request('GET', '/ops/jobs')).status).toBe(401);
    expect((await t.request('GET', '/ops/jobs/api/queues')).status).toBe(401);
    const customer = await t.customer();
    expect((await t.request('GET', '/ops/jobs', undefined, { cookie: customer })).status).toBe(403);
    expect((await t.request('GET', '/ops/jobs/api/queues', undefined, { cookie: customer })).status).toBe(403);

    const page = await t.request('GET', '/ops/jobs', undefined, { cookie: ops });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/text\/html/);
    // The page loads its assets and api through the storefront's proxy, where the session cookie lives.
    expect(page.body).toContain('/api/ops/jobs');
    for (const cookie of [ops, finance]) {
      const res = await t.request('GET', '/ops/jobs/api/queues?activeQueue=booking-saga&status=failed', undefined, { cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body.queues as { name: string }[]).map((q) => q.name).sort()).toEqual(['booking-saga', 'mail']);
    }
  });

  it('ops retry a failed job and each retry appends an audit event; finance is read-only; nothing else changes a queue', async () => {
    const jobId = 'dashboard-failed-job';
    // A saga job with no usable data fails on its one attempt in the real worker process.
    await t.h.queue.add('hold-items', null, { jobId, attempts: 1 });
    await expect.poll(async () => (await t.h.queue.getJob(jobId))?.getState(), { timeout: 15_000 }).toBe('failed');
    const failedBefore = (await t.h.queue.getJob(jobId))!.finishedOn;

    const retry = `/ops/jobs/api/queues/booking-saga/${jobId}/retry`;
    const byFinance = await t.request('PUT', retry, undefined, { cookie: finance });
    expect(byFinance.status).toBe(403);
    expect(await audits()).toEqual([]);
    expect((await t.request('PUT', '/ops/jobs/api/queues/booking-saga/clean/failed', undefined, { cookie: ops })).status).toBe(403);
    expect((await t.request('PUT', '/ops/jobs/api/queues/booking-saga/empty', undefined, { cookie: ops })).status).toBe(403);
    expect((await t.request('PUT', retry, undefined, { cookie: await t.customer() })).status).toBe(403);
    expect((await t.request('PUT', retry)).status).toBe(401);
    expect(await audits()).toEqual([]);
    expect(await (await t.h.queue.getJob(jobId))!.getState()).toBe('failed');

    const byOps = await t.request('PUT', retry, undefined, { cookie: ops });
    expect(byOps.status, JSON.stringify(byOps.body)).toBeLessThan(300);
    // The worker ran it again (and, its data being what it is, it failed again).
    await expect.poll(async () => (await t.h.queue.getJob(jobId))!.finishedOn, { timeout: 15_000 }).not.toBe(failedBefore);
    const first = await audits();
    expect(first).toHaveLength(1);
    const opsId = (await t.request('GET', '/me', undefined, { cookie: ops })).body.customerId as string;
    expect(first[0]).toMatchObject({ type: 'QueueJobActionTaken', data: { action: 'retry', queue: 'booking-saga', jobId, customerId: opsId } });

    expect((await t.request('PUT', '/ops/jobs/api/queues/booking-saga/retry/failed', undefined, { cookie: ops })).status).toBeLessThan(300);
    const second = await audits();
    expect(second).toHaveLength(2);
    expect(second[1]).toMatchObject({ data: { action: 'retry', queue: 'booking-saga', jobId: null, jobState: 'failed', customerId: opsId } });
  });

  it('refuses retrying completed jobs (one or all), answers a cross-site change 403 as problem+json, and records nothing', async () => {
    const jobId = 'dashboard-completed-job';
    // A saga step that finds nothing to do (the hold's booking does not exist) completes, as finished steps do.
    await t.h.queue.add('expire-hold', { bookingId: 'no-such-booking', itemId: 'i1', holdId: 'h1', dueAt: '2000-01-01T00:00:00.000Z' }, { jobId, attempts: 1 });
    await expect.poll(async () => (await t.h.queue.getJob(jobId))?.getState(), { timeout: 15_000 }).toBe('completed');
    const before = await audits();
    const finishedOn = (await t.h.queue.getJob(jobId))!.finishedOn;

    const one = await t.request('PUT', `/ops/jobs/api/queues/booking-saga/${jobId}/retry`, undefined, { cookie: ops });
    expect([one.status, String(one.headers['content-type'])]).toEqual([409, expect.stringMatching(/^application\/problem\+json/)]);
    const all = await t.request('PUT', '/ops/jobs/api/queues/booking-saga/retry/completed', undefined, { cookie: ops });
    expect([all.status, String(all.headers['content-type'])]).toEqual([403, expect.stringMatching(/^application\/problem\+json/)]);
    const crossSite = await t.request('PUT', '/ops/jobs/api/queues/booking-saga/retry/failed', undefined, { cookie: ops, origin: 'https://evil.example' });
    expect([crossSite.status, String(crossSite.headers['content-type'])]).toEqual([403, expect.stringMatching(/^application\/problem\+json/)]);

    expect(await audits()).toEqual(before);
    expect((await t.h.queue.getJob(jobId))!.finishedOn).toBe(finishedOn);
  });
});
