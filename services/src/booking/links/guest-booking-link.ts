import type { FastifyReply } from 'fastify';
import type { GuestBookingLinks } from '../../platform/http/access-port.ts';
import { signBookingLink, verifyBookingLink } from './booking-link.ts';

/** The header an api client (or the link page) presents a booking link in. */
export const BOOKING_LINK_HEADER = 'x-booking-link';

/** The cookie that keeps one guest booking's link in the buyer's browser (HttpOnly, this site only). */
export const bookingLinkCookieName = (bookingId: string, secure: boolean): string => `${secure ? '__Host-' : ''}rihla_booking_${bookingId.replace(/[^A-Za-z0-9_-]/g, '')}`;

/**
 * A guest booking is read and managed with its signed booking link (the manage token), never with its id alone: the
 * link from the buyer's messages, or the one the checkout answer gives the buyer's browser. Api clients send it in
 * the `x-booking-link` header; a browser keeps it in an HttpOnly, SameSite=Lax cookie per booking, set by the
 * checkout answer and by opening the link, so the storefront's pages need nothing else.
 */
export function guestBookingLinks(o: { secret: string; ttlMs: number; secure: boolean; now: () => Date }): GuestBookingLinks {
  const cookie = (reply: FastifyReply, bookingId: string, token: string, expiresAt: string) =>
    reply.setCookie(bookingLinkCookieName(bookingId, o.secure), token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: o.secure,
      path: '/',
      maxAge: Math.max(0, Math.floor((Date.parse(expiresAt) - o.now().getTime()) / 1000)),
    });
  return {
    vouches(req, bookingId) {
      const header = req.headers[BOOKING_LINK_HEADER];
      const presented = [...(Array.isArray(header) ? header : [header]), req.cookies?.[bookingLinkCookieName(bookingId, o.secure)]];
      return presented.some((t) => typeof t === 'string' && t.length <= 300 && verifyBookingLink(t, o.now(), o.secret)?.bookingId === bookingId);
    },
    grant(reply, bookingId) {
      const expiresAt = new Date(o.now().getTime() + o.ttlMs).toISOString();
      const token = signBookingLink({ bookingId, expiresAt }, o.secret);
      cookie(reply, bookingId, token, expiresAt);
      return token;
    },
    keep(reply, token, claim) {
      cookie(reply, claim.bookingId, token, claim.expiresAt);
    },
  };
}
