import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { documented } from '../../platform/http/openapi.ts';
import { HttpProblem, parseInput } from '../../platform/http/problem.ts';
import { verifyBookingLink, type BookingLinkClaim } from './booking-link.ts';

// 300: the router's longest path segment (longer ones are refused 414 before the route runs).
const params = z.object({ token: z.string().min(1).max(300) });

const INVALID = {
  en: 'This booking link is not valid or has expired. Sign in to see your bookings, or contact us.',
  ar: 'رابط الحجز هذا غير صالح أو انتهت صلاحيته. سجّل الدخول لرؤية حجوزاتك، أو تواصل معنا.',
};

/**
 * The booking link from the buyer's messages: which booking it opens and until when. Opening it keeps the link in the
 * buyer's browser (`keep`: an HttpOnly cookie), so the page it leads to reads that guest booking's status and cancels
 * it with the link, on any device.
 */
export function registerBookingLinkRoutes(app: FastifyInstance, deps: { secret: string; now: () => Date; keep?: (reply: FastifyReply, token: string, claim: BookingLinkClaim) => void }): void {
  app.get(
    '/booking-links/:token',
    documented({ summary: 'The booking a signed booking link opens, and until when', tags: ['booking'], params, response: { 200: z.object({ bookingId: z.string(), expiresAt: z.string() }) } }),
    async (req, reply) => {
      const { token } = parseInput(params, req.params, 'url');
      const claim = verifyBookingLink(token, deps.now(), deps.secret);
      if (!claim) throw new HttpProblem(404, 'Not Found', INVALID.en, { code: 'bookingLinkInvalid', localizedDetail: INVALID });
      reply.header('cache-control', 'private, no-store');
      deps.keep?.(reply, token, claim);
      return claim;
    },
  );
}
