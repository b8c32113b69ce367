import { bookingLookupByOrderInput, bookingLookupCodeInput, bookingLookupCodeRequestInput } from '@rihla/events/booking';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { enqueueMail } from '../../notifications/index.ts';
import { clientNetwork } from '../../platform/http/client-address.ts';
import { documented } from '../../platform/http/openapi.ts';
import { HttpProblem, parseInput } from '../../platform/http/problem.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';
import { signBookingLink } from '../links/booking-link.ts';
import { listGuestInvoices, type InvoiceDoc } from '../read-models/customer-bookings-projection.ts';
import { foundBookings, lookupCodeSent, type FoundBookings } from './lookup-api-schemas.ts';
import { codeMatches, lookupCodeOf } from './lookup-code.ts';
import { countWrongCode, forgetLookupRequest, readLookupRequest, saveLookupRequest } from './lookup-requests.ts';
import { emailHashOf } from './email-hash.ts';

export interface BookingLookupDeps {
  redis: Redis;
  prefix: string;
  now: () => Date;
  newId: () => string;
  mailQueue: Queue;
  links: { secret: string; ttlMs: number };
  limits: { perAddress: number; perEmail: number };
}

const WINDOW_SECONDS = 15 * 60;
const TAGS = ['booking'];

const NOT_FOUND = {
  en: 'We found no booking with this order number and e-mail address. Check both, or ask for a code by e-mail.',
  ar: 'لم نجد حجزًا بهذا الرقم وهذا البريد الإلكتروني. تحقّق منهما، أو اطلب رمزًا عبر البريد الإلكتروني.',
};
const CODE_SENT = {
  en: 'If bookings were made with this e-mail address, we sent a code to it. It works for 15 minutes.',
  ar: 'إذا كانت هناك حجوزات بهذا البريد الإلكتروني فقد أرسلنا إليه رمزًا، ويعمل لمدة 15 دقيقة.',
};
const WRONG_CODE = {
  en: 'This code is not valid or has expired. Please ask for a new one.',
  ar: 'هذا الرمز غير صالح أو انتهت صلاحيته. يرجى طلب رمز جديد.',
};

/**
 * "Find my booking" for a guest who lost the e-mail: the order number with the buyer's e-mail opens that booking; the
 * e-mail alone gets a six-digit code (sent only when guest bookings were made with it, the answer the same either
 * way), and the code opens them all. Each opened booking comes as a booking link, the one the messages carry.
 * Every attempt counts against the client address and the e-mail; a code allows five tries.
 */
export function registerBookingLookupRoutes(app: FastifyInstance, deps: BookingLookupDeps): void {
  /** The form parsed, and the attempt counted against the client address and the e-mail it names. */
  const counted = async <S extends z.ZodType<{ email: string }>>(schema: S, req: FastifyRequest, reply: FastifyReply): Promise<z.infer<S>> => {
    const input = parseInput(schema, req.body, 'form');
    await enforceRateLimit(
      deps.redis,
      deps.prefix,
      reply,
      [
        { rule: { name: 'booking-lookup:address', limit: deps.limits.perAddress, windowSeconds: WINDOW_SECONDS }, subject: clientNetwork(req) },
        { rule: { name: 'booking-lookup:email', limit: deps.limits.perEmail, windowSeconds: WINDOW_SECONDS }, subject: input.email },
      ],
      deps.now(),
    );
    return input;
  };

  const found = (docs: InvoiceDoc[]): FoundBookings => {
    const expiresAt = new Date(deps.now().getTime() + deps.links.ttlMs).toISOString();
    return {
      bookings: docs.map((d) => ({
        orderId: d.orderId,
        purchaseDate: d.purchaseDate,
        bookingDates: d.bookingDates,
        experiences: d.items.map((i) => i.experience.name),
        token: signBookingLink({ bookingId: d.bookingId, expiresAt }, deps.links.secret),
      })),
    };
  };

  app.post(
    '/booking-lookup',
    documented({ summary: 'Find a guest booking by its order number and the buyer e-mail', tags: TAGS, body: bookingLookupByOrderInput, errors: [404, 429], response: { 200: foundBookings } }),
    async (req, reply) => {
      const input = await counted(bookingLookupByOrderInput, req, reply);
      const orderId = input.orderId.trim().toUpperCase();
      const match = (await listGuestInvoices(deps.redis, deps.prefix, input.email)).filter((d) => d.orderId.toUpperCase() === orderId);
      if (match.length === 0) throw new HttpProblem(404, 'Not Found', NOT_FOUND, { code: 'bookingNotFound' });
      reply.header('cache-control', 'private, no-store');
      return found(match);
    },
  );

  app.post(
    '/booking-lookup/code-requests',
    documented({ summary: 'E-mail a code that opens the guest bookings made with an address (same answer whether or not there are any)', tags: TAGS, body: bookingLookupCodeRequestInput, errors: [429], response: { 202: lookupCodeSent } }),
    async (req, reply) => {
      const input = await counted(bookingLookupCodeRequestInput, req, reply);
      // Whether bookings exist is decided by the worker's mail job, never here: the answer and its timing are the
      // same for every address. The request is in Redis before the job, so the job always finds it.
      const requestId = deps.newId();
      const emailHash = emailHashOf(input.email);
      await saveLookupRequest(deps.redis, deps.prefix, emailHash, { requestId, email: input.email, attempts: 0 });
      await enqueueMail(deps.mailQueue, { name: 'booking-lookup-code', data: { requestId, emailHash } });
      return reply.status(202).send({ message: CODE_SENT[requestLanguage(req)] });
    },
  );

  app.post(
    '/booking-lookup/codes',
    documented({ summary: 'Open the guest bookings of an address with the e-mailed code (works once, five tries)', tags: TAGS, body: bookingLookupCodeInput, errors: [422, 429], response: { 200: foundBookings } }),
    async (req, reply) => {
      const input = await counted(bookingLookupCodeInput, req, reply);
      const emailHash = emailHashOf(input.email);
      const request = await readLookupRequest(deps.redis, deps.prefix, emailHash);
      if (!request || !codeMatches(input.code, lookupCodeOf(deps.links.secret, request.requestId))) {
        await countWrongCode(deps.redis, deps.prefix, emailHash);
        throw new HttpProblem(422, 'Unprocessable Content', WRONG_CODE, { code: 'lookupCodeInvalid' });
      }
      await forgetLookupRequest(deps.redis, deps.prefix, emailHash);
      reply.header('cache-control', 'private, no-store');
      return found(await listGuestInvoices(deps.redis, deps.prefix, request.email));
    },
  );
}
