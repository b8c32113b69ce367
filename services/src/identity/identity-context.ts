import type { Redis } from 'ioredis';
import type { Notifier } from '../notifications/notifier.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Logger } from '../platform/log.ts';
import type { SessionStore } from '../platform/http/sessions.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import type { IdentitySettings } from './identity-settings.ts';
import type { PasswordHasher } from './password-hashing.ts';

/** What the identity use cases share; built once by registerIdentityRoutes. */
export interface IdentityContext {
  store: EventStore;
  redis: Redis;
  prefix: string;
  notifier: Pick<Notifier, 'sendEmail'>;
  now: () => Date;
  settings: IdentitySettings;
  hasher: PasswordHasher;
  sessions: SessionStore;
  tasks: BackgroundTasks;
  newId: () => string;
  log?: Logger;
}

/** Storefront links in English and Arabic (/ar prefix). */
export function storefrontLinks(ctx: IdentityContext, path: string, token: string): { en: string; ar: string } {
  const q = `?token=${encodeURIComponent(token)}`;
  return { en: `${ctx.settings.storefrontUrl}${path}${q}`, ar: `${ctx.settings.storefrontUrl}/ar${path}${q}` };
}
