import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { resellerCaps, resellerId } from '@rihla/events/octo';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Authorizer } from '../platform/http/authorize.ts';
import { documented } from '../platform/http/openapi.ts';
import { parseInput } from '../platform/http/problem.ts';
import { listOctoBookings, type OctoBookingListing } from './octo-bookings-projection.ts';
import { newResellerKey, resellers } from './reseller-keys.ts';
import { capsInForce, seatUsage, type CapsInForce, type SeatUsage } from './reseller-caps.ts';
import { listResellers, type ResellerDoc } from './resellers-projection.ts';

export interface ResellerAdminDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  now: () => Date;
  authorizer: Authorizer;
  /** Caps where ops set none (OCTO_RESELLER_MAX_HELD_SEATS, OCTO_RESELLER_MAX_DEPARTURE_SHARE). */
  defaultCaps: CapsInForce;
  holdMaxLifeMinutes: number;
}

const createBody = z.strictObject({ resellerId, name: z.string().trim().min(1).max(100) });
const resellerParams = z.object({ resellerId });
const capsBody = resellerCaps.strict();
const keyParams = z.object({ resellerId, keyId: z.string().regex(/^[0-9a-f]{12}$/, 'must be a key id (12 hex digits)') });
const tags = ['ops', 'resellers'];

// What the ops screens read and write (documentation only: answers are not re-validated on the way out).
const resellerListing = z.object({
  resellerId: z.string(),
  name: z.string(),
  registeredAt: z.string(),
  keys: z.array(z.object({ keyId: z.string(), keyPrefix: z.string(), issuedAt: z.string(), revokedAt: z.string().nullable() })),
  caps: z.object({ maxHeldSeats: z.number().nullable(), maxDepartureShare: z.number().nullable() }).meta({ description: 'its own caps (null: the default)' }),
  capsInForce: z.object({ maxHeldSeats: z.number(), maxDepartureShare: z.number() }).meta({ description: 'the caps that apply (its own, else the defaults)' }),
  usage: z.object({ heldSeats: z.number(), bookedSeats: z.number() }),
});
const issuedKey = z.object({ resellerId: z.string(), keyId: z.string(), key: z.string().meta({ description: 'shown once' }), keyPrefix: z.string() });
const octoBookingListing = z.object({
  uuid: z.string(),
  resellerId: z.string(),
  bookingId: z.string(),
  resellerReference: z.string().nullable(),
  supplierReference: z.string(),
  productId: z.string(),
  optionId: z.string(),
  localDate: z.string(),
  reservedAt: z.string(),
});
// Compile-time proof that the documented shapes accept what the handlers return.
type Accepts<Doc, Actual extends Doc> = Actual;
export type _DocsMatch = [
  Accepts<z.infer<typeof resellerListing>, ResellerDoc & { capsInForce: CapsInForce; usage: SeatUsage }>,
  Accepts<z.infer<typeof octoBookingListing>, OctoBookingListing>,
];

/**
 * Ops manages OCTO resellers: registers one (its first API key is in the answer, the only time it is shown), issues
 * further keys, revokes a key (it stops working at once), sets its caps, and sees each reseller's bookings and seats
 * (on hold, booked) against its caps. A refusal (an unknown reseller or key 404, a reseller registered twice 409) is a
 * ResellerRuleError answered from the one table of refusals.
 */
export function registerResellerAdminRoutes(app: FastifyInstance, deps: ResellerAdminDeps): void {
  const issue = async (resellerIdValue: string) => {
    const k = newResellerKey(resellerIdValue);
    await resellers.handle(deps.store, resellerIdValue, { type: 'IssueResellerKey', data: { resellerId: resellerIdValue, keyId: k.keyId, keyHash: k.keyHash, keyPrefix: k.keyPrefix, now: deps.now().toISOString() } });
    return { keyId: k.keyId, key: k.key, keyPrefix: k.keyPrefix };
  };

  app.get('/ops/resellers', documented({ errors: [401, 403], summary: 'OCTO resellers and their keys (ids and prefixes only; ops and finance)', tags, response: { 200: z.object({ resellers: z.array(resellerListing) }) } }), async (req, reply) => {
    await deps.authorizer.requireRole(req, 'ops', 'finance');
    reply.header('cache-control', 'no-store');
    const now = deps.now();
    const list = await listResellers(deps.redis, deps.prefix);
    return {
      defaultCaps: deps.defaultCaps,
      resellers: await Promise.all(
        list.map(async (r) => ({ ...r, capsInForce: capsInForce(r.caps, deps.defaultCaps), usage: await seatUsage(deps.redis, deps.prefix, r.resellerId, now, deps.holdMaxLifeMinutes, true) })),
      ),
    };
  });

  app.put('/ops/resellers/:resellerId/caps', documented({ errors: [401, 403], summary: "Set a reseller's caps: seats on hold across departures and its share of one departure (null: the default; ops only)", tags, params: resellerParams, body: capsBody }), async (req) => {
    const principal = await deps.authorizer.requireRole(req, 'ops');
    const { resellerId: id } = parseInput(resellerParams, req.params, 'url');
    const caps = parseInput(capsBody, req.body, 'request body');
    await resellers.handle(deps.store, id, { type: 'SetResellerCaps', data: { resellerId: id, caps, now: deps.now().toISOString(), by: principal.customerId } });
    return { resellerId: id, caps, capsInForce: capsInForce(caps, deps.defaultCaps) };
  });

  app.post('/ops/resellers', documented({ errors: [401, 403], summary: 'Register an OCTO reseller; the answer carries its first API key, shown once (ops only)', tags, body: createBody, response: { 201: issuedKey.extend({ name: z.string() }) } }), async (req, reply) => {
    const principal = await deps.authorizer.requireRole(req, 'ops');
    const body = parseInput(createBody, req.body, 'request body');
    const k = newResellerKey(body.resellerId);
    await resellers.handle(deps.store, body.resellerId, {
      type: 'RegisterReseller',
      data: { resellerId: body.resellerId, name: body.name, firstKey: { keyId: k.keyId, keyHash: k.keyHash, keyPrefix: k.keyPrefix }, now: deps.now().toISOString(), by: principal.customerId },
    });
    return reply.status(201).send({ resellerId: body.resellerId, name: body.name, keyId: k.keyId, key: k.key, keyPrefix: k.keyPrefix });
  });

  app.post('/ops/resellers/:resellerId/keys', documented({ errors: [401, 403], summary: 'Issue another API key for a reseller, shown once (ops only)', tags, params: resellerParams, response: { 201: issuedKey } }), async (req, reply) => {
    await deps.authorizer.requireRole(req, 'ops');
    const { resellerId: id } = parseInput(resellerParams, req.params, 'url');
    return reply.status(201).send({ resellerId: id, ...(await issue(id)) });
  });

  app.post('/ops/resellers/:resellerId/keys/:keyId/revoke', documented({ errors: [401, 403], summary: "Revoke a reseller's API key; it stops working at once (ops only)", tags, params: keyParams, response: { 200: z.object({ resellerId: z.string(), keyId: z.string(), revoked: z.literal(true) }) } }), async (req) => {
    const principal = await deps.authorizer.requireRole(req, 'ops');
    const { resellerId: id, keyId } = parseInput(keyParams, req.params, 'url');
    await resellers.handle(deps.store, id, { type: 'RevokeResellerKey', data: { resellerId: id, keyId, now: deps.now().toISOString(), by: principal.customerId } });
    return { resellerId: id, keyId, revoked: true };
  });

  app.get('/ops/resellers/:resellerId/bookings', documented({ errors: [401, 403], summary: "A reseller's bookings with their engine booking ids (ops and finance)", tags, params: resellerParams, response: { 200: z.object({ bookings: z.array(octoBookingListing) }) } }), async (req, reply) => {
    await deps.authorizer.requireRole(req, 'ops', 'finance');
    const { resellerId: id } = parseInput(resellerParams, req.params, 'url');
    reply.header('cache-control', 'no-store');
    return { bookings: await listOctoBookings(deps.redis, deps.prefix, id) };
  });
}
