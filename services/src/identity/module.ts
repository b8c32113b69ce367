import type { FastifyInstance } from 'fastify';
import type { EngineContext, ModuleDefinition } from '../main/module-context.ts';
import { MAIL_QUEUE } from '../notifications/mail-jobs.ts';
import { identitySettingsOf } from './identity-settings.ts';
import { registerIdentityRoutes, type IdentityAccess } from './routes.ts';
import { ensureConfiguredStaffAccounts } from './staff-accounts.ts';

export type { IdentityAccess };

/** Accounts, sessions, roles (ops, finance), e-mail verification and password reset. */
export const identityModule: ModuleDefinition = { name: 'identity' };

/**
 * Identity's routes, registered before every other module's: they add the CSRF check and the sessions that the later
 * routes' access checks read. The staff accounts named in the config exist once this resolves.
 */
export async function registerIdentity(app: FastifyInstance, { config, store, redis, prefix, now, queues, services, log }: EngineContext & { now: () => Date }): Promise<IdentityAccess> {
  const identity = registerIdentityRoutes(app, { store, redis, prefix, mailQueue: queues.queue(MAIL_QUEUE), now, settings: identitySettingsOf(config), supplierKeys: services.supplierKeys, log });
  await ensureConfiguredStaffAccounts({ store, config, now, log });
  return identity;
}
