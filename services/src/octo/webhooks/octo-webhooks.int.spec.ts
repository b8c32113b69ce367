// OCTO webhooks (octo/webhooks) against the live engine: a real local receiver, the api, projector and a worker
// process feeding and delivering through BullMQ on the stack's own Redis.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zBooking } from '@octocloud/types';
import { contact, octoStack, type Json } from '../testing/octo-stack.ts';
import { webhookFeederKeys } from './webhook-feeder.ts';

const { octo, asOps, departure, reservation, eventually, keys, redis, prefix, restart, signal } = octoStack('octo-webhooks', 'octo-webhooks:', { OCTO_WEBHOOKS_ALLOW_PRIVATE: 'true' });

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: Json;
  answered: number;
}

/**
 * The reseller's receiver: /atlas answers 500 to a delivery's first attempt and 200 after; /gone answers 410; /mended
 * 410 until the reseller mends it (`mended`); others 200.
 */
const received: Received[] = [];
let mended = false;
/** While set, the mended receiver holds its answers until it resolves. */
let mendedAnswersHeld: Promise<void> | null = null;
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      const delivery = String(req.headers['octo-webhook-delivery']);
      const firstTry = !received.some((r) => r.headers['octo-webhook-delivery'] === delivery);
      const answered = path === '/gone' || (path === '/mended' && !mended) ? 410 : path === '/atlas' && firstTry ? 500 : 200;
      const answer = () => {
        received.push({ path, headers: req.headers, raw, body: raw ? JSON.parse(raw) : null, answered });
        res.writeHead(answered).end();
      };
      if (path === '/mended' && mended && mendedAnswersHeld) void mendedAnswersHeld.then(answer);
      else answer();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Waits until `path` has had no request for 3 s (retries after a 500 come 1 s later). */
async function quiet(path: string): Promise<void> {
  for (let seen = -1; seen !== at(path).length; ) {
    seen = at(path).length;
    await new Promise((r) => setTimeout(r, 3000));
  }
}
const at = (path: string) => received.filter((r) => r.path === path);
const delivered = (path: string) => at(path).filter((r) => r.answered === 200);
const verify = (secret: string, r: Received) => {
  const expected = `v1=${createHmac('sha256', secret).update(`${r.headers['octo-webhook-timestamp']}.${r.raw}`).digest('hex')}`;
  return r.headers['octo-webhook-signature'] === expected;
};

describe('OCTO webhooks (octo/webhooks)', () => {
  it('refuses bad registrations in OCTO terms, and lists a reseller its own webhooks only', async () => {
    for (const [body, field] of [
      [{ url: 'not a url', event: 'booking_update' }, /url/],
      [{ url: `${base}/atlas`, event: 'booking_created' }, /event/],
      [{ url: `https://example.com/${'x'.repeat(2100)}`, event: 'booking_update' }, /2048/],
      [{ url: `${base}/atlas`, event: 'booking_update', headers: { 'x-token': 'abc' } }, /headers/],
      [{ url: `${base}/atlas`, event: 'booking_update', capabilities: ['octo/everything'] }, /capabilities/],
      [{ url: 'ftp://example.com/hook', event: 'booking_update' }, /https/],
    ] as const) {
      const r = await octo('POST', '/webhooks', { body });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body).toMatchObject({ error: 'BAD_REQUEST', errorMessage: expect.stringMatching(field) });
    }
    expect((await octo('POST', '/webhooks', { key: null, body: { url: `${base}/atlas`, event: 'booking_update' } })).status).toBe(401);
    expect((await octo('GET', '/webhooks')).body).toEqual([]);
    expect((await octo('DELETE', `/webhooks/${randomUUID()}`)).body.error).toBe('BAD_REQUEST');
  });

  it("delivers a reseller's own booking changes signed, retries after a 500, never twice after a worker restart, and stops once deleted", async () => {
    const hook = await octo('POST', '/webhooks', { body: { url: `${base}/atlas`, event: 'booking_update', capabilities: ['octo/pricing'] } });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    expect(hook.body).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), event: 'booking_update', url: `${base}/atlas`, retryOnError: true, capabilities: ['octo/pricing'], secret: expect.stringMatching(/^whsec_/) });
    const secret: string = hook.body.secret;
    const listed = (await octo('GET', '/webhooks')).body as Json[];
    expect(listed).toEqual([expect.objectContaining({ id: hook.body.id, url: `${base}/atlas` })]);
    expect(listed[0].secret).toBeUndefined();
    const other = await octo('POST', '/webhooks', { key: keys.bayt, body: { url: `${base}/bayt`, event: 'booking_update' } });
    expect(other.status).toBe(200);
    expect(((await octo('GET', '/webhooks', { key: keys.bayt })).body as Json[]).map((w) => w.id)).toEqual([other.body.id]);
    const seats = await octo('POST', '/webhooks', { body: { url: `${base}/availability`, event: 'availability_update' } });
    expect(seats.status).toBe(200);

    const d = await departure({ instant: true, minSeats: 2, free: true });
    const body = reservation(d, ['adult']);
    expect((await octo('POST', '/bookings', { body })).status).toBe(200);
    const onHold = await eventually(async () => delivered('/atlas').find((r) => r.body.booking.uuid === body.uuid), (r) => r !== undefined);
    expect(onHold, 'a delivery of the reservation').toBeDefined();
    expect(zBooking.parse(onHold!.body.booking)).toMatchObject({ uuid: body.uuid, status: 'ON_HOLD', pricing: expect.any(Object) });
    expect(onHold!.body.webhook).toMatchObject({ id: hook.body.id, event: 'booking_update' });
    expect(onHold!.headers['octo-webhook-id']).toBe(hook.body.id);
    expect(verify(secret, onHold!)).toBe(true);
    expect(verify(other.body.secret, onHold!)).toBe(false);
    // The first attempt of that delivery was answered 500, and the same delivery came again.
    const attempts = at('/atlas').filter((r) => r.headers['octo-webhook-delivery'] === onHold!.headers['octo-webhook-delivery']);
    expect(attempts.map((r) => r.answered)).toEqual([500, 200]);

    const seatsChanged = await eventually(async () => delivered('/availability').find((r) => r.body.availability.id === d.availability.id && r.body.productId === d.product.id), (r) => r !== undefined);
    expect(seatsChanged!.body.availability.vacancies).toBeLessThan(d.availability.vacancies);

    expect((await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).status).toBe(200);
    const confirmed = await eventually(async () => delivered('/atlas').find((r) => r.body.booking.uuid === body.uuid && r.body.booking.status === 'CONFIRMED'), (r) => r !== undefined);
    expect(confirmed, 'a delivery once the supplier confirmed').toBeDefined();
    expect(verify(secret, confirmed!)).toBe(true);

    // The worker dies (SIGKILL) and comes back with its feeder's checkpoint gone, so it feeds the whole log again:
    // nothing already sent is sent again.
    const ofBooking = () => at('/atlas').filter((r) => r.body.booking.uuid === body.uuid).length;
    await quiet('/atlas');
    const sentBefore = ofBooking();
    const fedUpTo = Number(await redis().get(webhookFeederKeys(prefix).checkpoint));
    await redis().set(webhookFeederKeys(prefix).checkpoint, '-1');
    await restart('worker');
    const refed = await eventually(async () => Number(await redis().get(webhookFeederKeys(prefix).checkpoint)), (p) => p >= fedUpTo, 90_000);
    expect(refed).toBeGreaterThanOrEqual(fedUpTo);
    await quiet('/atlas');
    expect(ofBooking()).toBe(sentBefore);

    expect((await octo('POST', `/bookings/${body.uuid}/cancel`, { body: { reason: 'webhook test' } })).status).toBe(200);
    const cancelled = await eventually(async () => delivered('/atlas').find((r) => r.body.booking.uuid === body.uuid && r.body.booking.status === 'CANCELLED'), (r) => r !== undefined, 60_000);
    expect(cancelled, 'a delivery of the cancellation after the restart').toBeDefined();
    const perDelivery = new Map<string, number>();
    for (const r of delivered('/atlas')) perDelivery.set(String(r.headers['octo-webhook-delivery']), (perDelivery.get(String(r.headers['octo-webhook-delivery'])) ?? 0) + 1);
    expect([...perDelivery.values()].every((n) => n === 1), JSON.stringify([...perDelivery])).toBe(true);
    expect(perDelivery.size).toBeGreaterThanOrEqual(3);

    // Resellers are kept apart: bayt's receiver never saw atlas's booking.
    expect(at('/bayt').some((r) => r.body.booking?.uuid === body.uuid)).toBe(false);

    const deleted = await octo('DELETE', `/webhooks/${hook.body.id}`);
    expect(deleted.body).toMatchObject({ id: hook.body.id });
    expect((await octo('DELETE', `/webhooks/${hook.body.id}`)).body).toMatchObject({ error: 'BAD_REQUEST', webhookId: hook.body.id });
    const later = reservation(d, ['adult']);
    expect((await octo('POST', '/bookings', { body: later })).status).toBe(200);
    await eventually(async () => delivered('/availability').filter((r) => r.body.availability.id === d.availability.id).length, (n) => n >= 2);
    await new Promise((r) => setTimeout(r, 2000));
    expect(at('/atlas').some((r) => r.body.booking.uuid === later.uuid)).toBe(false);
  }, 180_000);

  it('gives up on a receiver that refuses a delivery for good (410): no retry, a dead letter ops can read', async () => {
    const hook = await octo('POST', '/webhooks', { key: keys.bayt, body: { url: `${base}/gone`, event: 'booking_update' } });
    expect(hook.status).toBe(200);
    const d = await departure({ instant: true, minSeats: 1 });
    const body = reservation(d, ['adult']);
    expect((await octo('POST', '/bookings', { key: keys.bayt, body })).status).toBe(200);
    const failures = await eventually(async () => (await asOps('GET', '/ops/resellers/bayt/webhook-failures')).body.failures as Json[], (f) => f.some((x) => x.webhookId === hook.body.id));
    const failure = failures.find((x) => x.webhookId === hook.body.id);
    expect(failure).toMatchObject({ resellerId: 'bayt', url: `${base}/gone`, attempts: 1, subject: `booking ${body.uuid}`, lastError: expect.stringContaining('410') });
    await new Promise((r) => setTimeout(r, 2500));
    expect(at('/gone').filter((r) => r.headers['octo-webhook-delivery'] === failure.deliveryId)).toHaveLength(1);
    expect((await asOps('GET', '/ops/resellers/atlas/webhook-failures')).body.failures.some((x: Json) => x.webhookId === hook.body.id)).toBe(false);
  }, 120_000);

  it('a check-in of every ticket reaches the webhook as REDEEMED, sent once the check-ins read model has it (the projector paused meanwhile)', async () => {
    const hook = await octo('POST', '/webhooks', { body: { url: `${base}/redeem`, event: 'booking_update' } });
    expect(hook.status).toBe(200);
    const d = await departure({ instant: true, minSeats: 1 });
    const body = reservation(d, ['adult']);
    expect((await octo('POST', '/bookings', { body })).status).toBe(200);
    expect((await octo('POST', `/bookings/${body.uuid}/confirm`, { body: { contact } })).status).toBe(200);
    const listing = await eventually(async () => ((await asOps('GET', '/ops/resellers/atlas/bookings')).body.bookings as Json[]).find((b) => b.uuid === body.uuid), (b) => b !== undefined);
    const tickets = await eventually(async () => (await asOps('GET', `/bookings/${listing.bookingId}/tickets`)).body, (t) => t.items?.[0]?.tickets?.[0]?.code !== undefined);
    const at = d.availability.id as string;
    const departureKey = { experienceId: d.product.id, optionId: d.option.id, date: at.slice(0, 10), startTime: at.slice(11, 16) };
    // The projector is paused over the check-in: the delivery must wait for it, not send the booking as it read before.
    await new Promise((r) => setTimeout(r, 1500));
    signal('projector', 'SIGSTOP');
    let scanned: Json;
    try {
      scanned = await asOps('POST', '/checkin/scans', { scans: [{ scanId: randomUUID(), code: tickets.items[0].tickets[0].code, scannedAt: new Date().toISOString(), departure: departureKey }] });
      await new Promise((r) => setTimeout(r, 4000));
    } finally {
      signal('projector', 'SIGCONT');
    }
    expect(scanned.body.results?.[0]?.outcome, JSON.stringify(scanned.body)).toBe('checkedIn');
    const redeemed = await eventually(async () => delivered('/redeem').find((r) => r.body.booking.uuid === body.uuid && r.body.booking.status === 'REDEEMED'), (r) => r !== undefined);
    expect(redeemed, 'a REDEEMED delivery').toBeDefined();
    expect(redeemed!.body.booking).toMatchObject({ utcRedeemedAt: expect.stringMatching(/Z$/), cancellable: false });
    expect(verify(hook.body.secret, redeemed!)).toBe(true);
  }, 120_000);

  it('ops send a dead letter again once the receiver is mended: the same delivery id, once however often asked, and the dead letter is gone', async () => {
    const hook = await octo('POST', '/webhooks', { key: keys.bayt, body: { url: `${base}/mended`, event: 'booking_update' } });
    expect(hook.status).toBe(200);
    const d = await departure({ instant: true, minSeats: 1 });
    const body = reservation(d, ['adult']);
    expect((await octo('POST', '/bookings', { key: keys.bayt, body })).status).toBe(200);
    const mine = (x: Json) => x.webhookId === hook.body.id;
    // Every reseller's dead letters in one list, with the webhook's event.
    const all = await eventually(async () => (await asOps('GET', '/ops/webhook-failures')).body.failures as Json[], (f) => f.some(mine));
    const failure = all.find(mine)!;
    expect(failure).toMatchObject({ resellerId: 'bayt', url: `${base}/mended`, event: 'booking_update', attempts: 1, lastError: expect.stringContaining('410') });
    expect(failure.redeliveryRequestedAt).toBeUndefined();
    const redeliver = (deliveryId: string, resellerId = 'bayt') => asOps('POST', `/ops/resellers/${resellerId}/webhook-failures/${encodeURIComponent(deliveryId)}/redeliver`, {});
    // Not another reseller's, not an unknown one, not without ops.
    expect((await redeliver(failure.deliveryId, 'atlas')).status).toBe(404);
    expect((await redeliver('octo-webhook--nothing--here')).status).toBe(404);
    expect((await redeliver('../../etc')).status).toBe(400);
    // Still refused: sent again, refused again, a new dead letter with its attempt counted afresh.
    const first = await redeliver(failure.deliveryId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ deliveryId: failure.deliveryId, redelivery: 'queued' });
    await eventually(async () => at('/mended').filter((r) => r.headers['octo-webhook-delivery'] === failure.deliveryId).length, (n) => n === 2);
    const again = await eventually(async () => ((await asOps('GET', '/ops/resellers/bayt/webhook-failures')).body.failures as Json[]).find(mine), (f) => f !== undefined && f.redeliveryRequestedAt === undefined);
    expect(again).toMatchObject({ deliveryId: failure.deliveryId, attempts: 1 });
    // Mended: asked three times at once, it is sent once, and the dead letter is cleared.
    mended = true;
    // The delivery cannot go through (and clear its dead letter) before the three asks are answered: an ask after
    // that finds no dead letter and is answered 404, as the last line shows, and a fast worker made this test race.
    let releaseAnswers = () => {};
    mendedAnswersHeld = new Promise((release) => (releaseAnswers = release));
    const asked = await Promise.all([redeliver(failure.deliveryId), redeliver(failure.deliveryId), redeliver(failure.deliveryId)]);
    releaseAnswers();
    mendedAnswersHeld = null;
    expect(asked.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(asked.filter((a) => a.body.redelivery === 'queued')).toHaveLength(1);
    await eventually(async () => ((await asOps('GET', '/ops/webhook-failures')).body.failures as Json[]).some(mine), (still) => !still);
    await quiet('/mended');
    const sent = at('/mended').filter((r) => r.headers['octo-webhook-delivery'] === failure.deliveryId);
    expect(sent.map((r) => r.answered)).toEqual([410, 410, 200]);
    expect(sent[2]!.body.booking.uuid).toBe(body.uuid);
    expect(verify(hook.body.secret, sent[2]!)).toBe(true);
    expect((await redeliver(failure.deliveryId)).status).toBe(404);
  }, 120_000);
});
