import { hash } from 'node:crypto';
import { emailStream, identityEvents, normaliseEmail, type IdentityEvent } from '@rihla/events/identity';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import type { Decider } from '../platform/command-handling/decider.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { WrongExpectedVersionError } from '../platform/eventstore/port.ts';
import { IdentityRuleError } from './identity-rule-error.ts';

export type EmailState = { status: 'free' } | { status: 'reserved'; customerId: string };
export type EmailCommand = { type: 'ReserveEmail'; data: { emailHash: string; customerId: string; now: Date } };

export const emailHashOf = (email: string): string => hash('sha256', normaliseEmail(email), 'hex');

export const emailDecider: Decider<EmailCommand, IdentityEvent, EmailState> = {
  initialState: () => ({ status: 'free' }),
  evolve: (state, event) => (event.type === 'EmailReserved' ? { status: 'reserved', customerId: event.data.customerId } : state),
  decide: (command, state) => {
    if (state.status === 'reserved') throw new IdentityRuleError('accountExists', 'An account with this e-mail address already exists.');
    return [{ type: 'EmailReserved', data: { emailHash: command.data.emailHash, customerId: command.data.customerId, reservedAt: command.data.now.toISOString() } }];
  },
};

/** An address's stream is named by its hash, so the stream name carries no personal data. */
const emailReservations = commandHandlerFor({ decider: emailDecider, registry: identityEvents, streamOf: emailStream });

/**
 * Claims an address for one account. The append expects "no stream", so of two concurrent sign-ups with one
 * address exactly one wins; the other gets accountExists.
 */
export async function reserveEmail(store: EventStore, email: string, customerId: string, now: Date, commandId?: string): Promise<void> {
  const emailHash = emailHashOf(email);
  try {
    await emailReservations.handle(store, emailHash, { type: 'ReserveEmail', data: { emailHash, customerId, now } }, { expectedRevision: 'no_stream', ...(commandId ? { commandId } : {}) });
  } catch (err) {
    if (err instanceof WrongExpectedVersionError) throw new IdentityRuleError('accountExists', 'An account with this e-mail address already exists.');
    throw err;
  }
}

/** The account an address belongs to, or null. */
export const customerIdOfEmail = (store: EventStore, email: string): Promise<string | null> => customerIdOfEmailHash(store, emailHashOf(email));

/** The same, by the address's hash (what jobs carry instead of the address). */
export async function customerIdOfEmailHash(store: EventStore, emailHash: string): Promise<string | null> {
  const recorded = await store.readStream(emailStream(emailHash), { maxCount: 1 });
  if (recorded.length === 0) return null;
  const event = identityEvents.parse(recorded[0]!);
  return event.type === 'EmailReserved' ? event.data.customerId : null;
}
