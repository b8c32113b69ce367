import type { FastifyInstance } from 'fastify';
import { documented } from '../../platform/http/openapi.ts';
import { parseInput } from '../../platform/http/problem.ts';
import { clientNetwork } from '../../platform/http/client-address.ts';
import type { IdentityRouteContext } from './identity-route-context.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signInInput, signUpInput } from '@rihla/events/identity';
import { conflict } from '../../platform/http/problem.ts';
import { customers } from '../customers.ts';
import { signInQuery, signInResponse } from '../identity-api-schemas.ts';
import { IdentityRuleError } from '../identity-rule-error.ts';
import { checkNewPassword } from '../new-password-rules.ts';
import { safeRedirectPath } from '../safe-redirect.ts';
import { checkCredentials } from '../sign-in.ts';
import { signUp } from '../sign-up.ts';
import { meOf } from './identity-route-context.ts';

const TAGS = ['accounts'];

/** Sign up, sign in (a new session each time, no fixation) and sign out. */
export function registerSessionRoutes(app: FastifyInstance, r: IdentityRouteContext): void {
  /** A new session id on every sign-in (no fixation); the old one, if any, ends. */
  const startSession = async (req: FastifyRequest, reply: FastifyReply, customerId: string) => {
    const previous = await r.ctx.sessions.fromRequest(req);
    if (previous) await r.ctx.sessions.destroy(previous.id);
    const session = await r.ctx.sessions.create(customerId, r.ctx.now());
    r.ctx.sessions.setCookie(reply, session);
    reply.header('cache-control', 'no-store');
    return session;
  };

  app.post('/auth/sign-up', documented({ errors: [409, 422], summary: 'Create a customer account and sign in', tags: TAGS, querystring: signInQuery, body: signUpInput, response: { 201: signInResponse } }), async (req, reply) => {
    const query = parseInput(signInQuery, req.query, 'query');
    const input = parseInput(signUpInput, req.body, 'sign-up form');
    checkNewPassword(input);
    await r.limit(reply, [
      { rule: r.rule('sign-up:address', r.limits.signUpPerAddress), subject: clientNetwork(req) },
      { rule: r.rule('sign-up:account', r.limits.signUpPerAccount), subject: input.email },
    ]);
    let customerId: string;
    try {
      ({ customerId } = await signUp(r.ctx, input));
    } catch (err) {
      if (err instanceof IdentityRuleError && err.code === 'accountExists') {
        throw conflict('An account with this e-mail address already exists. Sign in, or reset your password if you forgot it.', {
          code: 'accountExists',
          errors: [{ path: 'email', message: 'An account with this e-mail address already exists.' }],
        });
      }
      throw err;
    }
    const customer = await customers.state(r.ctx.store, customerId);
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
      await r.limit(reply, [
        { rule: r.rule('sign-in:address', r.limits.signInPerAddress), subject: clientNetwork(req) },
        { rule: r.rule('sign-in:account', r.limits.signInPerAccount), subject: input.email },
      ]);
      const customer = await checkCredentials(r.ctx, input.email, input.password);
      const session = await startSession(req, reply, customer.customerId);
      return { customer: meOf(customer, session), redirectTo: safeRedirectPath(input.next ?? input.redirect ?? query.next ?? query.redirect) };
    },
  );

  app.post('/auth/sign-out', documented({ summary: 'Sign out (ends this session)', tags: TAGS, response: { 204: { description: 'Signed out' } } }), async (req, reply) => {
    const session = await r.ctx.sessions.fromRequest(req);
    if (session) await r.ctx.sessions.destroy(session.id);
    r.ctx.sessions.clearCookie(reply);
    return reply.status(204).send();
  });
}
