import type { FastifyRequest } from 'fastify';

/**
 * The address a request is counted against by every per-address limit. fastify's trustProxy (server.ts) decides
 * which hops may set X-Forwarded-For, so `req.ip` is the client as far as trusted proxies say.
 */
export const clientAddress = (req: FastifyRequest): string => req.ip || 'unknown';
