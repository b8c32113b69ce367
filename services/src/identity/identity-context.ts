import type { Redis } from 'ioredis';
import type { Queue } from 'bullmq';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Logger } from '../platform/log.ts';
import type { SessionStore } from '../platform/http/sessions.ts';
import type { IdentitySettings } from './identity-settings.ts';
import type { PasswordHasher } from './password-hashing.ts';

/** What the identity use cases share; built once by registerIdentityRoutes. */
export interface IdentityContext {
  store: EventStore;
  redis: Redis;
  prefix: string;
  /** Verification and reset e-mails are jobs on this queue (the worker sends them). */
  mailQueue: Queue;
  now: () => Date;
  settings: IdentitySettings;
  hasher: PasswordHasher;
  sessions: SessionStore;
  newId: () => string;
  log?: Logger;
}

/** Storefront links in English and Arabic (/ar prefix). */
export function storefrontLinks(ctx: { settings: IdentitySettings }, path: string, token: string): { en: string; ar: string } {
  const q = `?token=${encodeURIComponent(token)}`;
  return { en: `${ctx.settings.storefrontUrl}${path}${q}`, ar: `${ctx.settings.storefrontUrl}/ar${path}${q}` };
}
