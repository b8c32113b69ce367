import type { FastifyRequest } from 'fastify';
import { normaliseEmail } from '@rihla/events/identity';
import { BOOKING_TEXT } from '../booking/index.ts';
import type { ReadAccess } from '../platform/http/read-access.ts';
import { hasRole, type Authorizer, type Principal } from '../platform/http/authorize.ts';
import { notFound } from '../platform/http/problem.ts';

/** Staff who may look at any booking (support and refund audits). */
const STAFF = ['ops', 'finance'] as const;

/** A booking is the principal's when it was made signed in to their account, or as a guest with their verified address. */
export function ownsBooking(p: Principal, booking: { customerId: string | null; buyerEmail: string }): boolean {
  if (booking.customerId !== null) return booking.customerId === p.customerId;
  return p.verifiedEmail !== null && booking.buyerEmail !== '' && normaliseEmail(booking.buyerEmail) === p.verifiedEmail;
}

/** Whether a request carries the signed link (manage token) of this guest booking. */
export type GuestLinkCheck = (req: FastifyRequest, bookingId: string) => boolean;

/**
 * The booking read routes' authorize hook. Ops and finance pages need the role (401 / 403). Someone else's booking
 * or invoice answers exactly like one that does not exist (404), so ids cannot be probed. A booking (its status,
 * events, tickets, cancellation and retry) is its owner's and staff's; a guest booking also whoever presents its signed
 * booking link (`guestLink`: the link from the buyer's messages, or the one the checkout answer gave the buyer's
 * browser), never whoever merely knows its id.
 */
export function bookingReadAccess(authorizer: Authorizer, guestLink: GuestLinkCheck = () => false): (req: FastifyRequest, access: ReadAccess) => Promise<void> {
  return async (req, access) => {
    switch (access.kind) {
      case 'opsQueues':
        await authorizer.requireRole(req, 'ops');
        return;
      case 'financeRefunds':
        await authorizer.requireRole(req, 'finance');
        return;
      case 'customerInvoices': {
        const p = await authorizer.signedIn(req);
        if (p.customerId !== access.customerId && !hasRole(p, ...STAFF)) throw notFound(`There is no customer ${access.customerId}.`);
        return;
      }
      case 'invoice': {
        const p = await authorizer.signedIn(req);
        if (!ownsBooking(p, access) && !hasRole(p, ...STAFF)) throw notFound(BOOKING_TEXT.noInvoice(access.bookingId));
        return;
      }
      case 'bookingStatus': {
        if (access.customerId === null && guestLink(req, access.bookingId)) return;
        const p = await authorizer.principal(req);
        if (p === null || (!ownsBooking(p, access) && !hasRole(p, ...STAFF))) throw notFound(BOOKING_TEXT.noBooking(access.bookingId));
        return;
      }
      default: {
        const never: never = access;
        return never;
      }
    }
  };
}
