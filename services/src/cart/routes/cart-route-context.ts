import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { cartStream } from '@rihla/events/cart';
import type { CurrencyCode } from '@rihla/events/common';
import { WrongExpectedVersionError, type EventStore } from '../../platform/eventstore/port.ts';
import { badRequest, HttpProblem, notFound } from '../../platform/http/problem.ts';
import { readModelKeys } from '../../platform/projection-runner.ts';
import { priceFieldsIn } from '../cart-api-schemas.ts';
import type { CartCommand } from '../cart-decider.ts';
import { cartProjection, CART_COLLECTION } from '../cart-projection.ts';
import { toCartView, type CartView } from '../cart-view.ts';
import { carts } from '../carts.ts';
import { cartSchema } from '../cart-view-api-schema.ts';
import { localizedTextShape } from '../../platform/http/named-shapes.ts';


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
export function expectedRevisionOf(req: FastifyRequest): number | undefined {
  const h = req.headers['if-match'];
  if (h === undefined) return undefined;
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(String(h));
  if (!m) throw badRequest(`If-Match must be the cart's ETag (for example "3"), not ${JSON.stringify(h)}.`, [{ path: 'If-Match', message: 'must be an ETag' }]);
  return Number(m[1]);
}

export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const h = req.headers['idempotency-key'];
  if (h === undefined) return undefined;
  if (typeof h !== 'string' || !/^[A-Za-z0-9_-]{8,128}$/.test(h)) {
    throw badRequest('Idempotency-Key must be 8 to 128 letters, digits, "-" or "_".', [{ path: 'Idempotency-Key', message: 'not a valid key' }]);
  }
  return h;
}

export const derivedId = (...parts: string[]) => hash('sha256', parts.join('\n'), 'base64url').slice(0, 22);

/**
 * The body as a JSON object, refused if it is anything else or carries prices. Price fields are looked for before
 * schema parsing so the client hears the real reason rather than "unknown field".
 */
export function bodyOf(req: FastifyRequest, optional = false): object {
  const body = req.body;
  if (body === undefined && optional) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Send the request body as a JSON object (Content-Type: application/json).');
  rejectPrices(body);
  return body;
}

export function rejectPrices(body: unknown): void {
  const fields = priceFieldsIn(body);
  if (fields.length) {
    throw badRequest(
      `Prices are never taken from the client; remove ${fields.map((f) => `"${f}"`).join(', ')}. The price of every item comes from the catalog.`,
      fields.map((path) => ({ path, message: 'prices are not accepted' })),
    );
  }
}

export const tags = ['cart'];
/** A cart write can meet a stale If-Match (412), a checked-out cart (409) or a business rule (422). */
/** DELETE /carts/{id}/items/{lineId}: the cart, and what was removed (for the confirmation; only lineId when it was not there). */
export const removedLineAnswer = z.object({
  removed: z.object({ lineId: z.string(), title: localizedTextShape.optional(), optionTitle: localizedTextShape.optional(), date: z.string().optional(), startTime: z.string().optional() }),
  cart: cartSchema,
});

export const CART_WRITE_ERRORS = [409, 412, 422];

/** What the cart's route files share: commands with If-Match, the answer with its ETag, and the cart as it stands. */
export type CartRouteContext = ReturnType<typeof cartRouteContext>;

export function cartRouteContext(deps: CartRouteDeps) {
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

  return { deps, store, send, run, currentView, now };
}
