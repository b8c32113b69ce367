import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authorizer } from './authorize.ts';
import type { ReadAccess } from './read-access.ts';
import type { SessionStore } from './sessions.ts';

/**
 * A guest booking's manage token, its signed booking link: checked on every read and action of a guest booking,
 * handed to the buyer's browser by the checkout and by opening the link.
 */
export interface GuestBookingLinks {
  /** Whether the request carries a genuine, unexpired link of this booking (header or cookie). */
  vouches(req: FastifyRequest, bookingId: string): boolean;
  /** A new link of the booking, valid for the configured time, kept in the buyer's browser too; returns it. */
  grant(reply: FastifyReply, bookingId: string): string;
  /** Keeps an existing link (the one the buyer opened) in the buyer's browser until it expires. */
  keep(reply: FastifyReply, token: string, claim: { bookingId: string; expiresAt: string }): void;
}

/** Who a request comes from and what it may read: the access module (identity) provides it, every route reads it. */
export interface AccessPort {
  authorizer: Authorizer;
  sessions: SessionStore;
  /** Refuses (with an HttpProblem) a read the caller may not make: pass as `authorize` to the read routes. */
  bookingReadAccess: (req: FastifyRequest, access: ReadAccess) => Promise<void>;
  /** Guest bookings' signed links (absent: guest bookings are their owner's and staff's only). */
  guestBookingLinks?: GuestBookingLinks;
  /** The e-mail addresses an account has proved it owns (its guest bookings are its own). */
  claimedEmailsOf: (customerId: string) => Promise<string[]>;
  /** Resolves when the mail queue has nothing waiting or running (tests: e-mails of earlier requests are sent). */
  settled(): Promise<void>;
}
