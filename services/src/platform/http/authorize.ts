import type { FastifyRequest } from 'fastify';
import type { Role } from '@rihla/events/identity';
import { forbidden, unauthorized } from './problem.ts';

/** Who is making the request, as far as any route needs to know. */
export interface Principal {
  customerId: string;
  roles: readonly Role[];
  /** The account's e-mail once verified (guest bookings made with it belong to the account); null before. */
  verifiedEmail: string | null;
  /** Supplier staff: the one supplier they work for. */
  supplierId?: string | null;
}

export type PrincipalResolver = (req: FastifyRequest) => Promise<Principal | null>;
/** The supplier a presented key belongs to, or null. */
export type SupplierKeyCheck = (presentedKey: string) => string | null;

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

export interface Authorizer {
  principal(req: FastifyRequest): Promise<Principal | null>;
  /** The signed-in principal, or 401. */
  signedIn(req: FastifyRequest): Promise<Principal>;
  /** A principal holding one of `roles`: 401 without a session, 403 with another role. */
  requireRole(req: FastifyRequest, ...roles: Role[]): Promise<Principal>;
  /** The supplier whose key is in x-supplier-key, or 401. */
  supplier(req: FastifyRequest): string;
}

export function createAuthorizer(resolve: PrincipalResolver, supplierKeys?: SupplierKeyCheck): Authorizer {
  const cache = new WeakMap<FastifyRequest, Promise<Principal | null>>();
  const principal = (req: FastifyRequest) => {
    let p = cache.get(req);
    if (!p) {
      p = resolve(req);
      cache.set(req, p);
    }
    return p;
  };
  return {
    principal,
    async signedIn(req) {
      const p = await principal(req);
      if (!p) throw unauthorized(SIGN_IN_REQUIRED);
      return p;
    },
    async requireRole(req, ...roles) {
      const p = await principal(req);
      if (!p) throw unauthorized(SIGN_IN_REQUIRED);
      if (!roles.some((r) => p.roles.includes(r))) throw forbidden(`This page is for ${roles.join(' or ')} staff only.`);
      return p;
    },
    supplier(req) {
      const presented = req.headers['x-supplier-key'];
      const supplierId = typeof presented === 'string' && supplierKeys ? supplierKeys(presented) : null;
      if (!supplierId) throw unauthorized('Send your supplier key in the x-supplier-key header.');
      return supplierId;
    },
  };
}

export const hasRole = (p: Principal | null, ...roles: Role[]): boolean => p !== null && roles.some((r) => p.roles.includes(r));
