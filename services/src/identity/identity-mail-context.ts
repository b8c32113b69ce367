import type { Notifier } from '../notifications/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { IdentitySettings } from './identity-settings.ts';

/** What the worker's identity mail jobs need: the account streams, the notifier, the link settings and secret. */
export interface IdentityMailContext {
  store: EventStore;
  notifier: Pick<Notifier, 'sendEmail'>;
  settings: IdentitySettings;
  /** Derives link tokens (tokens.ts derivedLinkToken); only the worker holds it. */
  linkSecret: string;
}
