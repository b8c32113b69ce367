import type { FastifyInstance } from 'fastify';
import { documented } from '../../platform/http/openapi.ts';
import { parseInput } from '../../platform/http/problem.ts';
import { clientNetwork } from '../../platform/http/client-address.ts';
import type { IdentityRouteContext } from './identity-route-context.ts';
import { changePasswordInput, emailVerificationInput, identityMessages } from '@rihla/events/identity';
import { customerInvoicesSchema, listCustomerInvoices } from '../../booking/index.ts';
import { enqueueMail } from '../../notifications/index.ts';
import { unauthorized, unprocessable } from '../../platform/http/problem.ts';
import { confirmEmail } from '../confirm-email.ts';
import { customers } from '../customers.ts';
import { meResponse, messageResponse } from '../identity-api-schemas.ts';
import { checkNewPassword } from '../new-password-rules.ts';
import { meOf } from './identity-route-context.ts';

const TAGS = ['accounts'];

/** The signed-in account (/me): who it is, its bookings and invoices, changing its password, and confirming its e-mail address. */
export function registerAccountRoutes(app: FastifyInstance, r: IdentityRouteContext): void {
  app.get('/me', documented({ errors: [401], summary: 'The signed-in account', tags: TAGS, response: { 200: meResponse } }), async (req, reply) => {
    const { customer, session } = await r.requireSignedIn(req);
    reply.header('cache-control', 'no-store');
    return meOf(customer, session);
  });

  app.get('/me/invoices', documented({ errors: [401], summary: "The signed-in customer's bookings and invoices, newest first", tags: TAGS, response: { 200: customerInvoicesSchema } }), async (req, reply) => {
    const s = await r.signedIn(req);
    if (!s) throw unauthorized('Please log in to see your invoices.');
    reply.header('cache-control', 'no-store');
    const emails = s.customer.emailVerified ? [s.customer.email] : [];
    return { customerId: s.customer.customerId, invoices: await listCustomerInvoices(r.ctx.redis, r.ctx.prefix, s.customer.customerId, emails) };
  });

  app.post('/me/password', documented({ errors: [401, 422], summary: 'Change the password (other sessions end)', tags: TAGS, body: changePasswordInput, response: { 200: meResponse } }), async (req, reply) => {
    const { customer, session } = await r.requireSignedIn(req);
    const input = parseInput(changePasswordInput, req.body, 'password form');
    checkNewPassword(input);
    await r.limit(reply, [{ rule: r.rule('password-change:account', r.limits.signInPerAccount), subject: customer.customerId }]);
    if (!(await r.ctx.hasher.verify(customer.passwordHash, input.currentPassword))) {
      throw unprocessable(identityMessages.wrongPassword, { errors: [{ path: 'currentPassword', message: identityMessages.wrongPassword }] });
    }
    const passwordHash = await r.ctx.hasher.hash(input.password);
    await customers.handle(r.ctx.store, customer.customerId, { type: 'ChangePassword', data: { passwordHash, now: r.ctx.now() } });
    await r.ctx.sessions.destroyAllOf(customer.customerId);
    const fresh = await r.ctx.sessions.create(customer.customerId, r.ctx.now());
    r.ctx.sessions.setCookie(reply, fresh);
    const after = await customers.state(r.ctx.store, customer.customerId);
    return meOf(after.status === 'registered' ? after : customer, { ...session, ...fresh });
  });

  app.post('/auth/verify-email', documented({ errors: [422], summary: 'Confirm the e-mail address with the e-mailed link', tags: TAGS, body: emailVerificationInput, response: { 200: messageResponse } }), async (req, reply) => {
    await r.limit(reply, [{ rule: r.rule('verify:address', r.limits.resetPerAddress), subject: clientNetwork(req) }]);
    const input = parseInput(emailVerificationInput, req.body, 'form');
    await confirmEmail(r.ctx, input.token);
    return { message: 'Thank you: your e-mail address is confirmed. Bookings made with it now appear in your account.' };
  });

  app.post('/me/email-verification', documented({ errors: [401], summary: 'Send the e-mail verification link again', tags: TAGS, response: { 202: messageResponse } }), async (req, reply) => {
    const { customer } = await r.requireSignedIn(req);
    await r.limit(reply, [{ rule: r.rule('verify-resend:account', r.limits.resetPerAccount), subject: customer.customerId }]);
    if (customer.emailVerified) return { message: 'Your e-mail address is already verified.' };
    await enqueueMail(r.ctx.mailQueue, { name: 'email-verification', data: { requestId: r.ctx.newId(), customerId: customer.customerId, requestedAt: r.ctx.now().toISOString() } });
    return reply.status(202).send({ message: `We sent a new link to ${customer.email}.` });
  });
}
