import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changePasswordInput,
  emailVerificationInput,
  identityMessages,
  passwordResetInput,
  passwordResetRequestInput,
  signInInput,
  signUpInput,
} from '@rihla/events/identity';
import { customerInvoicesSchema } from '../booking/read-models/invoice-api-schema.ts';
import { listCustomerInvoices } from '../booking/read-models/list-customer-invoices.ts';
import type { Queue } from 'bullmq';
import { enqueueMail } from '../notifications/mail-jobs.ts';
import { createAuthorizer, type SupplierKeyCheck } from '../platform/http/authorize.ts';
import { registerCsrfProtection } from '../platform/http/csrf.ts';
import { documented } from '../platform/http/openapi.ts';
import { clientNetwork } from '../platform/http/client-address.ts';
import { conflict, parseInput, unauthorized, unprocessable } from '../platform/http/problem.ts';
import { enforceRateLimit, type RateCheck } from '../platform/http/rate-limit.ts';
import { createSessionStore, type Session } from '../platform/http/sessions.ts';
import type { AccessPort, GuestBookingLinks } from '../platform/http/access-port.ts';
import { bookingReadAccess } from './booking-read-access.ts';
import { confirmEmail } from './confirm-email.ts';
import type { RegisteredCustomer } from './customer-state.ts';
import { customers } from './customers.ts';
import { checkNewPassword } from './new-password-rules.ts';
import { meResponse, messageResponse, signInQuery, signInResponse } from './identity-api-schemas.ts';
import type { IdentityContext } from './identity-context.ts';
import { IdentityRuleError } from './identity-rule-error.ts';
import { createPasswordHasher } from './password-hashing.ts';
import { emailHashOf } from './email-reservation.ts';
import { resetPassword } from './reset-password.ts';
import { principalOf, resolveSignedIn, type SignedIn } from './resolve-principal.ts';
import { safeRedirectPath } from './safe-redirect.ts';
import { checkCredentials } from './sign-in.ts';
import { signUp } from './sign-up.ts';
import { registerSupplierStaffRoutes } from './supplier-staff-routes.ts';

/** The identity context's parts the routes are given (they build the password hasher and the sessions themselves). */
export interface IdentityRouteDeps extends Pick<IdentityContext, 'store' | 'redis' | 'prefix' | 'mailQueue' | 'now' | 'settings' | 'log'> {
  /** Supplier endpoints authenticate with the supplier key (x-supplier-key). */
  supplierKeys?: SupplierKeyCheck;
  /** Guest bookings' signed links (manage tokens); without them, guest bookings are their owner's and staff's only. */
  guestBookingLinks?: GuestBookingLinks;
  newId?: () => string;
}

/** What other modules need from identity: role and owner checks, the booking read hook, sessions. */
/** What identity's routes provide every other route: the api's access port. */
export type IdentityAccess = AccessPort;

const TAGS = ['accounts'];
const RESET_DONE = 'Your password has been changed. Please sign in with your new password.';

function meOf(c: RegisteredCustomer, session: Session) {
  return {
    customerId: c.customerId,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    roles: c.roles,
    emailVerified: c.emailVerified,
    csrfToken: session.csrfToken,
  };
}

async function mailQueueDrained(queue: Queue): Promise<void> {
  for (;;) {
    const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(c).every((n) => n === 0)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Accounts and access: sign up, sign in / out, the signed-in customer (/me), password change and reset, e-mail
 * verification, and the CSRF check on every state-changing request of the whole app. Register it before the other
 * routes so the CSRF hook sees all of them.
 */
export function registerIdentityRoutes(app: FastifyInstance, deps: IdentityRouteDeps): IdentityAccess {
  const { settings, redis, prefix } = deps;
  const sessions = createSessionStore(redis, prefix, { secure: settings.cookieSecure, ttlSeconds: settings.sessionTtlSeconds });
  const ctx: IdentityContext = {
    store: deps.store,
    redis,
    prefix,
    mailQueue: deps.mailQueue,
    now: deps.now,
    settings,
    hasher: createPasswordHasher(settings.passwordHashProfile, settings.nodeEnv),
    sessions,
    newId: deps.newId ?? (() => randomUUID()),
    ...(deps.log ? { log: deps.log } : {}),
  };
  const signedInCache = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();
  const signedIn = (req: FastifyRequest) => {
    let p = signedInCache.get(req);
    if (!p) {
      p = resolveSignedIn(deps.store, sessions, req);
      signedInCache.set(req, p);
    }
    return p;
  };
  const requireSignedIn = async (req: FastifyRequest) => {
    const s = await signedIn(req);
    if (!s) throw unauthorized('Please sign in to continue.');
    return s;
  };
  const authorizer = createAuthorizer(async (req) => {
    const s = await signedIn(req);
    return s ? principalOf(s.customer) : null;
  }, deps.supplierKeys);

  registerCsrfProtection(app, {
    allowedOrigins: settings.allowedOrigins,
    carriesSession: (req) => sessions.hasCookie(req),
    csrfTokenOf: async (req) => (await sessions.fromRequest(req))?.csrfToken ?? null,
  });

  registerSupplierStaffRoutes(app, ctx, authorizer);

  const limits = settings.rateLimits;
  const rule = (name: string, limit: number) => ({ name, limit, windowSeconds: limits.windowSeconds });
  const limit = (reply: FastifyReply, checks: RateCheck[]) => enforceRateLimit(redis, prefix, reply, checks, deps.now());

  /** A new session id on every sign-in (no fixation); the old one, if any, ends. */
  const startSession = async (req: FastifyRequest, reply: FastifyReply, customerId: string) => {
    const previous = await sessions.fromRequest(req);
    if (previous) await sessions.destroy(previous.id);
    const session = await sessions.create(customerId, deps.now());
    sessions.setCookie(reply, session);
    reply.header('cache-control', 'no-store');
    return session;
  };

  app.post('/auth/sign-up', documented({ errors: [409, 422], summary: 'Create a customer account and sign in', tags: TAGS, querystring: signInQuery, body: signUpInput, response: { 201: signInResponse } }), async (req, reply) => {
    const query = parseInput(signInQuery, req.query, 'query');
    const input = parseInput(signUpInput, req.body, 'sign-up form');
    checkNewPassword(input);
    await limit(reply, [
      { rule: rule('sign-up:address', limits.signUpPerAddress), subject: clientNetwork(req) },
      { rule: rule('sign-up:account', limits.signUpPerAccount), subject: input.email },
    ]);
    let customerId: string;
    try {
      ({ customerId } = await signUp(ctx, input));
    } catch (err) {
      if (err instanceof IdentityRuleError && err.code === 'accountExists') {
        throw conflict('An account with this e-mail address already exists. Sign in, or reset your password if you forgot it.', {
          code: 'accountExists',
          errors: [{ path: 'email', message: 'An account with this e-mail address already exists.' }],
        });
      }
      throw err;
    }
    const customer = await customers.state(deps.store, customerId);
    if (customer.status !== 'registered') throw new Error('the account just registered cannot be read back');
    const session = await startSession(req, reply, customerId);
    return reply.status(201).send({ customer: meOf(customer, session), redirectTo: safeRedirectPath(query.next ?? query.redirect) });
  });

  app.post(
    '/auth/sign-in',
    documented({ errors: [401], summary: 'Sign in with e-mail and password', tags: TAGS, querystring: signInQuery, body: signInInput, response: { 200: signInResponse } }),
    async (req, reply) => {
      const query = parseInput(signInQuery, req.query, 'query');
      const input = parseInput(signInInput, req.body, 'sign-in form');
      await limit(reply, [
        { rule: rule('sign-in:address', limits.signInPerAddress), subject: clientNetwork(req) },
        { rule: rule('sign-in:account', limits.signInPerAccount), subject: input.email },
      ]);
      const customer = await checkCredentials(ctx, input.email, input.password);
      const session = await startSession(req, reply, customer.customerId);
      return { customer: meOf(customer, session), redirectTo: safeRedirectPath(input.next ?? input.redirect ?? query.next ?? query.redirect) };
    },
  );

  app.post('/auth/sign-out', documented({ summary: 'Sign out (ends this session)', tags: TAGS, response: { 204: { description: 'Signed out' } } }), async (req, reply) => {
    const session = await sessions.fromRequest(req);
    if (session) await sessions.destroy(session.id);
    sessions.clearCookie(reply);
    return reply.status(204).send();
  });

  app.get('/me', documented({ errors: [401], summary: 'The signed-in account', tags: TAGS, response: { 200: meResponse } }), async (req, reply) => {
    const { customer, session } = await requireSignedIn(req);
    reply.header('cache-control', 'no-store');
    return meOf(customer, session);
  });

  app.get('/me/invoices', documented({ errors: [401], summary: "The signed-in customer's bookings and invoices, newest first", tags: TAGS, response: { 200: customerInvoicesSchema } }), async (req, reply) => {
    const s = await signedIn(req);
    if (!s) throw unauthorized('Please log in to see your invoices.');
    reply.header('cache-control', 'no-store');
    const emails = s.customer.emailVerified ? [s.customer.email] : [];
    return { customerId: s.customer.customerId, invoices: await listCustomerInvoices(redis, prefix, s.customer.customerId, emails) };
  });

  app.post('/me/password', documented({ errors: [401, 422], summary: 'Change the password (other sessions end)', tags: TAGS, body: changePasswordInput, response: { 200: meResponse } }), async (req, reply) => {
    const { customer, session } = await requireSignedIn(req);
    const input = parseInput(changePasswordInput, req.body, 'password form');
    checkNewPassword(input);
    await limit(reply, [{ rule: rule('password-change:account', limits.signInPerAccount), subject: customer.customerId }]);
    if (!(await ctx.hasher.verify(customer.passwordHash, input.currentPassword))) {
      throw unprocessable(identityMessages.wrongPassword, { errors: [{ path: 'currentPassword', message: identityMessages.wrongPassword }] });
    }
    const passwordHash = await ctx.hasher.hash(input.password);
    await customers.handle(deps.store, customer.customerId, { type: 'ChangePassword', data: { passwordHash, now: deps.now() } });
    await sessions.destroyAllOf(customer.customerId);
    const fresh = await sessions.create(customer.customerId, deps.now());
    sessions.setCookie(reply, fresh);
    const after = await customers.state(deps.store, customer.customerId);
    return meOf(after.status === 'registered' ? after : customer, { ...session, ...fresh });
  });

  app.post(
    '/auth/password-reset/request',
    documented({ summary: 'E-mail a password-reset link (same answer whether or not the account exists)', tags: TAGS, body: passwordResetRequestInput, response: { 202: messageResponse } }),
    async (req, reply) => {
      const input = parseInput(passwordResetRequestInput, req.body, 'form');
      await limit(reply, [
        { rule: rule('reset:address', limits.resetPerAddress), subject: clientNetwork(req) },
        { rule: rule('reset:account', limits.resetPerAccount), subject: input.email },
      ]);
      // Whether an account exists is decided by the worker's mail job, never here: status, body and timing are the
      // same for every address. The job is in Redis before the answer, so a crash now still sends the link.
      await enqueueMail(ctx.mailQueue, { name: 'password-reset-link', data: { requestId: ctx.newId(), emailHash: emailHashOf(input.email), requestedAt: deps.now().toISOString() } });
      return reply.status(202).send({ message: identityMessages.resetRequested });
    },
  );

  app.post('/auth/password-reset', documented({ errors: [422], summary: 'Set a new password with the e-mailed link (every session ends)', tags: TAGS, body: passwordResetInput, response: { 200: messageResponse } }), async (req, reply) => {
    await limit(reply, [{ rule: rule('reset-complete:address', limits.resetPerAddress), subject: clientNetwork(req) }]);
    const input = parseInput(passwordResetInput, req.body, 'form');
    checkNewPassword(input);
    await resetPassword(ctx, input.token, input.password);
    sessions.clearCookie(reply);
    return { message: RESET_DONE };
  });

  app.post('/auth/verify-email', documented({ errors: [422], summary: 'Confirm the e-mail address with the e-mailed link', tags: TAGS, body: emailVerificationInput, response: { 200: messageResponse } }), async (req, reply) => {
    await limit(reply, [{ rule: rule('verify:address', limits.resetPerAddress), subject: clientNetwork(req) }]);
    const input = parseInput(emailVerificationInput, req.body, 'form');
    await confirmEmail(ctx, input.token);
    return { message: 'Thank you: your e-mail address is confirmed. Bookings made with it now appear in your account.' };
  });

  app.post('/me/email-verification', documented({ errors: [401], summary: 'Send the e-mail verification link again', tags: TAGS, response: { 202: messageResponse } }), async (req, reply) => {
    const { customer } = await requireSignedIn(req);
    await limit(reply, [{ rule: rule('verify-resend:account', limits.resetPerAccount), subject: customer.customerId }]);
    if (customer.emailVerified) return { message: 'Your e-mail address is already verified.' };
    await enqueueMail(ctx.mailQueue, { name: 'email-verification', data: { requestId: ctx.newId(), customerId: customer.customerId, requestedAt: deps.now().toISOString() } });
    return reply.status(202).send({ message: `We sent a new link to ${customer.email}.` });
  });

  return {
    authorizer,
    sessions,
    bookingReadAccess: bookingReadAccess(authorizer, deps.guestBookingLinks?.vouches),
    ...(deps.guestBookingLinks ? { guestBookingLinks: deps.guestBookingLinks } : {}),
    async claimedEmailsOf(customerId) {
      const c = await customers.state(deps.store, customerId);
      return c.status === 'registered' && c.emailVerified ? [c.email] : [];
    },
    settled: () => mailQueueDrained(deps.mailQueue),
  };
}

