import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { cartStream } from '@rihla/events/cart';
import type { CurrencyCode } from '@rihla/events/common';
import { experiences } from '../catalog/index.ts';
import { WrongExpectedVersionError, type EventStore } from '../platform/eventstore/port.ts';
import { badRequest, HttpProblem, notFound, parseInput } from '../platform/http/problem.ts';
import { documented } from '../platform/http/openapi.ts';
import { readModelKeys } from '../platform/projection-runner.ts';
import {
  addItemBody,
  cartParams,
  changeItemBody,
  currencyBody,
  lineParams,
  openCartBody,
  priceFieldsIn,
  promoBody,
} from './cart-api-schemas.ts';
import { promos } from '../promo/index.ts';
import type { CartCommand } from './cart-decider.ts';
import { cartProjection, CART_COLLECTION } from './cart-projection.ts';
import { toCartView, type CartView } from './cart-view.ts';
import { carts } from './carts.ts';
import { cartReviewSchema, cartSchema } from './cart-view-api-schema.ts';
import { localizedTextShape } from '../platform/http/named-shapes.ts';
import { checkCartAvailability } from './check-availability.ts';

export interface CartRouteDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  now: () => Date;
  newId: () => string;
  /** Display currency of a cart opened without one (the public default). */
  defaultCurrency?: CurrencyCode;
}

/** If-Match: "3", W/"3" or 3 -> 3. Absent -> undefined (the write retries on a concurrent edit instead). */
function expectedRevisionOf(req: FastifyRequest): number | undefined {
  const h = req.headers['if-match'];
  if (h === undefined) return undefined;
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(String(h));
  if (!m) throw badRequest(`If-Match must be the cart's ETag (for example "3"), not ${JSON.stringify(h)}.`, [{ path: 'If-Match', message: 'must be an ETag' }]);
  return Number(m[1]);
}

function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const h = req.headers['idempotency-key'];
  if (h === undefined) return undefined;
  if (typeof h !== 'string' || !/^[A-Za-z0-9_-]{8,128}$/.test(h)) {
    throw badRequest('Idempotency-Key must be 8 to 128 letters, digits, "-" or "_".', [{ path: 'Idempotency-Key', message: 'not a valid key' }]);
  }
  return h;
}

const derivedId = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 22);

/**
 * The body as a JSON object, refused if it is anything else or carries prices. Price fields are looked for before
 * schema parsing so the client hears the real reason rather than "unknown field".
 */
function bodyOf(req: FastifyRequest, optional = false): object {
  const body = req.body;
  if (body === undefined && optional) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Send the request body as a JSON object (Content-Type: application/json).');
  rejectPrices(body);
  return body;
}

function rejectPrices(body: unknown): void {
  const fields = priceFieldsIn(body);
  if (fields.length) {
    throw badRequest(
      `Prices are never taken from the client; remove ${fields.map((f) => `"${f}"`).join(', ')}. The price of every item comes from the catalog.`,
      fields.map((path) => ({ path, message: 'prices are not accepted' })),
    );
  }
}

const tags = ['cart'];
/** A cart write can meet a stale If-Match (412), a checked-out cart (409) or a business rule (422). */
/** DELETE /carts/{id}/items/{lineId}: the cart, and what was removed (for the confirmation; only lineId when it was not there). */
const removedLineAnswer = z.object({
  removed: z.object({ lineId: z.string(), title: localizedTextShape.optional(), optionTitle: localizedTextShape.optional(), date: z.string().optional(), startTime: z.string().optional() }),
  cart: cartSchema,
});

const CART_WRITE_ERRORS = [409, 412, 422];

/**
 * Cart api under /carts. Every write goes through the cart decider with the experience or promo loaded from its
 * own stream; answers carry the cart and its revision as ETag, and If-Match makes a write conditional.
 */
export async function registerCartRoutes(app: FastifyInstance, deps: CartRouteDeps): Promise<void> {
  const { store } = deps;
  const collection = readModelKeys(deps.prefix, cartProjection.name).collection(CART_COLLECTION);

  const send = (reply: FastifyReply, view: CartView, status = 200, extra?: Record<string, unknown>) =>
    reply
      .status(status)
      .header('etag', `"${view.revision}"`)
      .send(extra ? { ...extra, cart: view } : view);

  async function run(req: FastifyRequest, cartId: string, command: CartCommand, commandId?: string): Promise<CartView> {
    const expectedRevision = expectedRevisionOf(req);
    try {
      const r = await carts.handle(store, cartId, command, { expectedRevision, commandId });
      if (r.newState.status === 'none') throw notFound(`There is no cart ${cartId}.`);
      return toCartView(r.newState, r.nextExpectedRevision);
    } catch (err) {
      // A refusal (CartRuleError) is answered from the one table of refusals by the api's error handler.
      if (err instanceof WrongExpectedVersionError) {
        if (err.actual === 'no_stream') throw notFound(`There is no cart ${cartId}.`);
        throw new HttpProblem(412, 'Precondition Failed', `The cart changed since revision ${String(err.expected)} (it is now at ${err.actual}); reload it and try again.`, {
          currentRevision: err.actual,
        });
      }
      throw err;
    }
  }

  /** The read model's document when it is up to date with the stream, else the stream folded here (read-your-writes). */
  async function currentView(cartId: string): Promise<CartView> {
    const [json, last] = await Promise.all([deps.redis.hget(collection, cartId), store.readStream(cartStream(cartId), { direction: 'backwards', maxCount: 1 })]);
    if (last.length === 0) throw notFound(`There is no cart ${cartId}.`);
    const doc = json ? (JSON.parse(json) as CartView) : null;
    if (doc && doc.revision === last[0]!.revision) return doc;
    const { state, revision } = await carts.load(store, cartId);
    if (state.status === 'none') throw notFound(`There is no cart ${cartId}.`);
    return toCartView(state, revision);
  }

  const now = () => deps.now().toISOString();

  app.post('/carts', documented({ summary: 'Open a cart', tags, body: openCartBody, response: { 201: cartSchema }, errors: [409, 412] }), async (req, reply) => {
    const body = parseInput(openCartBody, bodyOf(req), 'request body');
    const key = idempotencyKeyOf(req);
    const cartId = key ? derivedId('cart', key) : deps.newId();
    const view = await run(req, cartId, { type: 'OpenCart', data: { cartId, customerId: null, currency: body.currency ?? deps.defaultCurrency ?? 'SAR', currencyChosen: body.currency !== undefined, now: now() } });
    reply.header('location', `/carts/${cartId}`);
    return send(reply, view, 201);
  });

  app.get('/carts/:id', documented({ summary: 'A cart with its lines, discount, total and display amounts', tags, params: cartParams, response: { 200: cartSchema } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    return send(reply, await currentView(id));
  });

  app.post('/carts/:id/items', documented({ summary: 'Add an item (prices come from the catalog)', tags, params: cartParams, errors: CART_WRITE_ERRORS, body: addItemBody, response: { 201: z.object({ lineId: z.string(), cart: cartSchema }) } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    const body = parseInput(addItemBody, bodyOf(req), 'request body');
    const key = idempotencyKeyOf(req);
    const lineId = key ? derivedId('line', id, key) : deps.newId();
    const experience = await experiences.state(store, body.experienceId);
    const view = await run(req, id, { type: 'AddItem', data: { lineId, request: body, experience, now: now() } }, key ? `cart-${id}:add:${lineId}` : undefined);
    return send(reply, view, 201, { lineId });
  });

  app.patch(
    '/carts/:id/items/:lineId',
    documented({ summary: 'Change the travellers, items or extras of an item', tags, params: lineParams, errors: CART_WRITE_ERRORS, body: changeItemBody, response: { 200: cartSchema } }),
    async (req, reply) => {
      const { id, lineId } = parseInput(lineParams, req.params, 'url');
      const body = parseInput(changeItemBody, bodyOf(req), 'request body');
      const { state } = await carts.load(store, id);
      const line = state.status === 'none' ? undefined : state.lines.find((l) => l.lineId === lineId);
      // Unknown cart or line: the decider says which, with the experience it would not need.
      const experience = line ? await experiences.state(store, line.experienceId) : ({ status: 'none' } as const);
      return send(reply, await run(req, id, { type: 'ChangeItem', data: { lineId, ...body, experience, now: now() } }));
    },
  );

  app.delete('/carts/:id/items/:lineId', documented({ summary: 'Remove an item (answers with its title for the confirmation)', tags, params: lineParams, errors: CART_WRITE_ERRORS, response: { 200: removedLineAnswer } }), async (req, reply) => {
    const { id, lineId } = parseInput(lineParams, req.params, 'url');
    const { state } = await carts.load(store, id);
    const line = state.status === 'none' ? undefined : state.lines.find((l) => l.lineId === lineId);
    const view = await run(req, id, { type: 'RemoveItem', data: { lineId, now: now() } });
    const removed = line ? { lineId, title: line.title, optionTitle: line.optionTitle, date: line.date, startTime: line.startTime } : { lineId };
    return send(reply, view, 200, { removed });
  });

  app.put('/carts/:id/promo', documented({ summary: 'Apply a promo code', tags, params: cartParams, errors: CART_WRITE_ERRORS, body: promoBody, response: { 200: cartSchema } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    const { code, replace } = parseInput(promoBody, bodyOf(req), 'request body');
    const promo = await promos.state(store, code);
    return send(reply, await run(req, id, { type: 'ApplyPromo', data: { code, promo, now: now(), replace: replace === true } }));
  });

  app.delete('/carts/:id/promo', documented({ summary: 'Remove the promo code', tags, params: cartParams, errors: CART_WRITE_ERRORS, response: { 200: cartSchema } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    return send(reply, await run(req, id, { type: 'RemovePromo', data: { now: now() } }));
  });

  app.put('/carts/:id/currency', documented({ summary: 'Choose the currency the cart is shown and charged in (items in others are converted; checkout fixes the rate)', tags, params: cartParams, errors: CART_WRITE_ERRORS, body: currencyBody, response: { 200: cartSchema } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    const { currency } = parseInput(currencyBody, bodyOf(req), 'request body');
    return send(reply, await run(req, id, { type: 'ChooseCurrency', data: { currency, now: now() } }));
  });

  app.post('/carts/:id/review', documented({ summary: 'Check availability and prices before checkout', tags, params: cartParams, errors: CART_WRITE_ERRORS, response: { 200: z.object({ review: cartReviewSchema, cart: cartSchema }) } }), async (req, reply) => {
    const { id } = parseInput(cartParams, req.params, 'url');
    const review = await checkCartAvailability({ store }, id, deps.now());
    const { state, revision } = await carts.load(store, id);
    if (state.status === 'none') throw notFound(`There is no cart ${id}.`);
    return send(reply, toCartView(state, revision), 200, { review });
  });
}
