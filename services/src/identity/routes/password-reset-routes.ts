import type { FastifyInstance } from 'fastify';
import { documented } from '../../platform/http/openapi.ts';
import { parseInput } from '../../platform/http/problem.ts';
import { clientNetwork } from '../../platform/http/client-address.ts';
import type { IdentityRouteContext } from './identity-route-context.ts';
import { identityMessages, passwordResetInput, passwordResetRequestInput } from '@rihla/events/identity';
import { enqueueMail } from '../../notifications/index.ts';
import { emailHashOf } from '../email-reservation.ts';
import { messageResponse } from '../identity-api-schemas.ts';
import { checkNewPassword } from '../new-password-rules.ts';
import { resetPassword } from '../reset-password.ts';

const RESET_DONE = 'Your password has been changed. Please sign in with your new password.';

const TAGS = ['accounts'];

/** Forgotten passwords: e-mail a reset link (the same answer for every address), and set a new password with it. */
export function registerPasswordResetRoutes(app: FastifyInstance, r: IdentityRouteContext): void {
  app.post(
    '/auth/password-reset/request',
    documented({ summary: 'E-mail a password-reset link (same answer whether or not the account exists)', tags: TAGS, body: passwordResetRequestInput, response: { 202: messageResponse } }),
    async (req, reply) => {
      const input = parseInput(passwordResetRequestInput, req.body, 'form');
      await r.limit(reply, [
        { rule: r.rule('reset:address', r.limits.resetPerAddress), subject: clientNetwork(req) },
        { rule: r.rule('reset:account', r.limits.resetPerAccount), subject: input.email },
      ]);
      // Whether an account exists is decided by the worker's mail job, never here: status, body and timing are the
      // same for every address. The job is in Redis before the answer, so a crash now still sends the link.
      await enqueueMail(r.ctx.mailQueue, { name: 'password-reset-link', data: { requestId: r.ctx.newId(), emailHash: emailHashOf(input.email), requestedAt: r.ctx.now().toISOString() } });
      return reply.status(202).send({ message: identityMessages.resetRequested });
    },
  );

  app.post('/auth/password-reset', documented({ errors: [422], summary: 'Set a new password with the e-mailed link (every session ends)', tags: TAGS, body: passwordResetInput, response: { 200: messageResponse } }), async (req, reply) => {
    await r.limit(reply, [{ rule: r.rule('reset-complete:address', r.limits.resetPerAddress), subject: clientNetwork(req) }]);
    const input = parseInput(passwordResetInput, req.body, 'form');
    checkNewPassword(input);
    await resetPassword(r.ctx, input.token, input.password);
    r.ctx.sessions.clearCookie(reply);
    return { message: RESET_DONE };
  });
}
