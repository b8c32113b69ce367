import type { FastifyRequest } from 'fastify';
import type { Authorizer } from './authorize.ts';
import type { ReadAccess } from './read-access.ts';
import type { SessionStore } from './sessions.ts';

/** Who a request comes from and what it may read: the access module (identity) provides it, every route reads it. */
export interface AccessPort {
  authorizer: Authorizer;
  sessions: SessionStore;
  /** Refuses (with an HttpProblem) a read the caller may not make: pass as `authorize` to the read routes. */
  bookingReadAccess: (req: FastifyRequest, access: ReadAccess) => Promise<void>;
  /** The e-mail addresses an account has proved it owns (its guest bookings are its own). */
  claimedEmailsOf: (customerId: string) => Promise<string[]>;
  /** Resolves when the mail queue has nothing waiting or running (tests: e-mails of earlier requests are sent). */
  settled(): Promise<void>;
}
