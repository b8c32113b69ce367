import type { Notifier } from '../notifications/index.ts';
import type { SupplierKeyCheck } from '../platform/http/authorize.ts';
import { MAIL_QUEUE } from '../notifications/index.ts';
import type { ModuleDefinition } from '../platform/module.ts';
import { identityMailSenders } from './identity-mail-senders.ts';
import { identitySettingsOf } from './identity-settings.ts';
import { linkSecretOf } from './link-secret.ts';
import { registerIdentityRoutes } from './routes.ts';
import { ensureConfiguredStaffAccounts } from './staff-accounts.ts';
import { guestBookingLinks } from '../booking/index.ts';

/** Accounts, sessions, roles (ops, finance), e-mail verification and password reset: the api's access port. */
export const identityModule: ModuleDefinition<{ notifier: Notifier; supplierKeys: SupplierKeyCheck }> = {
  name: 'identity',
  /**
   * Identity's routes, registered before every other module's: they add the CSRF check and the sessions that the
   * later routes' access checks read. The staff accounts named in the config exist once this resolves.
   */
  async access(app, { config, store, redis, prefix, now, queues, services, log }) {
    const settings = identitySettingsOf(config);
    // A guest booking's manage token: its signed booking link (BOOKING_LINK_SECRET), kept in a cookie like the session's.
    const links = guestBookingLinks({ secret: config.bookingLinkSecret, ttlMs: config.BOOKING_LINK_TTL_DAYS * 86_400_000, secure: settings.cookieSecure, now });
    const access = registerIdentityRoutes(app, { store, redis, prefix, mailQueue: queues.queue(MAIL_QUEUE), now, settings, supplierKeys: services.supplierKeys, guestBookingLinks: links, log });
    await ensureConfiguredStaffAccounts({ store, config, now, log });
    return access;
  },
  // Only the worker derives link tokens: the secret is read (or made once) where the links are sent.
  mailSenders: async ({ config, store, redis, prefix, services }) =>
    identityMailSenders({ store, notifier: services.notifier, settings: identitySettingsOf(config), linkSecret: await linkSecretOf(config.LINK_TOKEN_SECRET, redis, prefix) }),
};
