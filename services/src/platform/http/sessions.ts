import { hash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Server-side sessions: the browser holds only an opaque random id (256 bits); Redis holds what it means, under
 * the sha-256 of the id, so a copy of Redis does not hand out live sessions. Every session of an account is also
 * listed under the account, so a password reset can end them all.
 */
export interface SessionData {
  customerId: string;
  /** Synchronizer token for requests without an Origin header (x-csrf-token). */
  csrfToken: string;
  createdAt: string;
}

export interface Session extends SessionData {
  /** The opaque id (only known while handling the request that presented or created it). */
  id: string;
}

export interface SessionSettings {
  /** Secure + `__Host-` prefix: on for https. */
  secure: boolean;
  ttlSeconds: number;
}

export interface SessionStore {
  readonly cookieName: string;
  create(customerId: string, now: Date): Promise<Session>;
  get(id: string): Promise<Session | null>;
  destroy(id: string): Promise<void>;
  /** Ends every session of an account except `keepId` (if given); returns how many ended. */
  destroyAllOf(customerId: string, keepId?: string): Promise<number>;
  /** The session the request's cookie names, or null (no cookie, unknown or expired id). */
  fromRequest(req: FastifyRequest): Promise<Session | null>;
  hasCookie(req: FastifyRequest): boolean;
  setCookie(reply: FastifyReply, session: Session): void;
  clearCookie(reply: FastifyReply): void;
}

export const sessionCookieName = (secure: boolean): string => (secure ? '__Host-rihla_session' : 'rihla_session');
/** Readable by the page's script, so it can echo the token in x-csrf-token (double submit). */
export const csrfCookieName = (secure: boolean): string => (secure ? '__Host-rihla_csrf' : 'rihla_csrf');

const digest = (id: string) => hash('sha256', id, 'hex');
const ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function createSessionStore(redis: Redis, prefix: string, settings: SessionSettings): SessionStore {
  const key = (id: string) => `${prefix}session:${digest(id)}`;
  const ofKey = (customerId: string) => `${prefix}sessions-of:${customerId}`;
  const cookieName = sessionCookieName(settings.secure);
  const cookieBase: CookieSerializeOptions = { secure: settings.secure, sameSite: 'lax', path: '/' };
  // @fastify/cookie (registered by createHttpServer) parses the header and keeps one Set-Cookie per name.
  const cookieOf = (req: FastifyRequest): string | undefined => req.cookies[cookieName];

  const store: SessionStore = {
    cookieName,
    async create(customerId, now) {
      const id = randomBytes(32).toString('base64url');
      const data: SessionData = { customerId, csrfToken: randomBytes(32).toString('base64url'), createdAt: now.toISOString() };
      await redis
        .multi()
        .set(key(id), JSON.stringify(data), 'EX', settings.ttlSeconds)
        .sadd(ofKey(customerId), digest(id))
        .expire(ofKey(customerId), settings.ttlSeconds)
        .exec();
      return { id, ...data };
    },
    async get(id) {
      if (!ID_SHAPE.test(id)) return null;
      const raw = await redis.get(key(id));
      return raw === null ? null : { id, ...(JSON.parse(raw) as SessionData) };
    },
    async destroy(id) {
      if (!ID_SHAPE.test(id)) return;
      const raw = await redis.get(key(id));
      const m = redis.multi().del(key(id));
      if (raw !== null) m.srem(ofKey((JSON.parse(raw) as SessionData).customerId), digest(id));
      await m.exec();
    },
    async destroyAllOf(customerId, keepId) {
      const keep = keepId ? digest(keepId) : null;
      const digests = (await redis.smembers(ofKey(customerId))).filter((d) => d !== keep);
      if (digests.length === 0) return 0;
      await redis
        .multi()
        .del(...digests.map((d) => `${prefix}session:${d}`))
        .srem(ofKey(customerId), ...digests)
        .exec();
      return digests.length;
    },
    async fromRequest(req) {
      const id = cookieOf(req);
      return id ? store.get(id) : null;
    },
    hasCookie: (req) => cookieOf(req) !== undefined,
    setCookie(reply, session) {
      reply.setCookie(cookieName, session.id, { ...cookieBase, httpOnly: true, maxAge: settings.ttlSeconds });
      reply.setCookie(csrfCookieName(settings.secure), session.csrfToken, { ...cookieBase, httpOnly: false, maxAge: settings.ttlSeconds });
    },
    clearCookie(reply) {
      reply.clearCookie(cookieName, { ...cookieBase, httpOnly: true });
      reply.clearCookie(csrfCookieName(settings.secure), { ...cookieBase, httpOnly: false });
    },
  };
  return store;
}
