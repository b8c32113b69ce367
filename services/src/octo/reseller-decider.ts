import type { OctoWebhookEvent, ResellerCaps, ResellerEvent } from '@rihla/events/octo';
import type { Decider } from '../platform/command-handling/decider.ts';
import { unreachable } from '../platform/unreachable.ts';
import { RuleError } from '../platform/rule-error.ts';

export interface ResellerKey {
  keyId: string;
  keyHash: string;
  keyPrefix: string;
  issuedAt: string;
  revokedAt: string | null;
}

/** A webhook the reseller registered (octo/webhooks). */
export interface ResellerWebhook {
  webhookId: string;
  event: OctoWebhookEvent;
  url: string;
  capabilities: ('octo/pricing' | 'octo/content' | 'octo/pickups')[];
  registeredAt: string;
}

/** Webhooks one reseller may have at once. */
export const MAX_WEBHOOKS_PER_RESELLER = 10;

export type ResellerState = { status: 'none' } | { status: 'registered'; resellerId: string; name: string; keys: ResellerKey[]; caps: ResellerCaps; webhooks: ResellerWebhook[] };

const NO_CAPS: ResellerCaps = { maxHeldSeats: null, maxDepartureShare: null };

export type ResellerCommand =
  /** Registers the reseller with its first key in one append: a reseller never exists without a way in. */
  | { type: 'RegisterReseller'; data: { resellerId: string; name: string; firstKey: { keyId: string; keyHash: string; keyPrefix: string }; now: string; by: string } }
  | { type: 'IssueResellerKey'; data: { resellerId: string; keyId: string; keyHash: string; keyPrefix: string; now: string } }
  | { type: 'RevokeResellerKey'; data: { resellerId: string; keyId: string; now: string; by: string } }
  | { type: 'SetResellerCaps'; data: { resellerId: string; caps: ResellerCaps; now: string; by: string } }
  | { type: 'RegisterResellerWebhook'; data: { resellerId: string } & Omit<ResellerWebhook, 'registeredAt'> & { now: string } }
  | { type: 'DeleteResellerWebhook'; data: { resellerId: string; webhookId: string; now: string } };

export class ResellerRuleError extends RuleError<'unknownReseller' | 'resellerExists' | 'unknownKey' | 'unknownWebhook' | 'tooManyWebhooks'> {
  override readonly name = 'ResellerRuleError';
}

function evolve(state: ResellerState, event: ResellerEvent): ResellerState {
  switch (event.type) {
    case 'ResellerRegistered':
      return { status: 'registered', resellerId: event.data.resellerId, name: event.data.name, keys: [], caps: NO_CAPS, webhooks: [] };
    case 'ResellerCapsSet':
      return state.status === 'registered' ? { ...state, caps: event.data.caps } : state;
    case 'ResellerKeyIssued': {
      if (state.status !== 'registered') return state;
      const { keyId, keyHash, keyPrefix, issuedAt } = event.data;
      return { ...state, keys: [...state.keys, { keyId, keyHash, keyPrefix, issuedAt, revokedAt: null }] };
    }
    case 'ResellerKeyRevoked':
      if (state.status !== 'registered') return state;
      return { ...state, keys: state.keys.map((k) => (k.keyId === event.data.keyId && k.revokedAt === null ? { ...k, revokedAt: event.data.revokedAt } : k)) };
    case 'ResellerWebhookRegistered': {
      if (state.status !== 'registered' || state.webhooks.some((w) => w.webhookId === event.data.webhookId)) return state;
      const { webhookId, event: on, url, capabilities, registeredAt } = event.data;
      return { ...state, webhooks: [...state.webhooks, { webhookId, event: on, url, capabilities, registeredAt }] };
    }
    case 'ResellerWebhookDeleted':
      return state.status === 'registered' ? { ...state, webhooks: state.webhooks.filter((w) => w.webhookId !== event.data.webhookId) } : state;
    default:
      return unreachable(event);
  }
}

function decide(command: ResellerCommand, state: ResellerState): ResellerEvent[] {
  switch (command.type) {
    case 'RegisterReseller': {
      const { resellerId, name, firstKey, now, by } = command.data;
      if (state.status === 'registered') {
        if (state.name === name && state.keys.some((k) => k.keyId === firstKey.keyId)) return [];
        throw new ResellerRuleError('resellerExists', `A reseller ${resellerId} already exists.`);
      }
      return [
        { type: 'ResellerRegistered', data: { resellerId, name, registeredAt: now, registeredBy: by } },
        { type: 'ResellerKeyIssued', data: { resellerId, ...firstKey, issuedAt: now } },
      ];
    }
    case 'IssueResellerKey': {
      if (state.status !== 'registered') throw new ResellerRuleError('unknownReseller', `There is no reseller ${command.data.resellerId}.`);
      const { resellerId, keyId, keyHash, keyPrefix, now } = command.data;
      if (state.keys.some((k) => k.keyId === keyId)) return [];
      return [{ type: 'ResellerKeyIssued', data: { resellerId, keyId, keyHash, keyPrefix, issuedAt: now } }];
    }
    case 'RevokeResellerKey': {
      if (state.status !== 'registered') throw new ResellerRuleError('unknownReseller', `There is no reseller ${command.data.resellerId}.`);
      const key = state.keys.find((k) => k.keyId === command.data.keyId);
      if (!key) throw new ResellerRuleError('unknownKey', `Reseller ${state.resellerId} has no key ${command.data.keyId}.`);
      if (key.revokedAt !== null) return [];
      return [{ type: 'ResellerKeyRevoked', data: { resellerId: state.resellerId, keyId: key.keyId, keyHash: key.keyHash, revokedAt: command.data.now, revokedBy: command.data.by } }];
    }
    case 'SetResellerCaps': {
      if (state.status !== 'registered') throw new ResellerRuleError('unknownReseller', `There is no reseller ${command.data.resellerId}.`);
      const { caps, now, by } = command.data;
      if (caps.maxHeldSeats === state.caps.maxHeldSeats && caps.maxDepartureShare === state.caps.maxDepartureShare) return [];
      return [{ type: 'ResellerCapsSet', data: { resellerId: state.resellerId, caps, setAt: now, setBy: by } }];
    }
    case 'RegisterResellerWebhook': {
      if (state.status !== 'registered') throw new ResellerRuleError('unknownReseller', `There is no reseller ${command.data.resellerId}.`);
      const { now, resellerId: _reseller, ...webhook } = command.data;
      if (state.webhooks.some((w) => w.webhookId === webhook.webhookId)) return [];
      if (state.webhooks.length >= MAX_WEBHOOKS_PER_RESELLER) throw new ResellerRuleError('tooManyWebhooks', `A reseller has at most ${MAX_WEBHOOKS_PER_RESELLER} webhooks; delete one first.`);
      return [{ type: 'ResellerWebhookRegistered', data: { resellerId: state.resellerId, ...webhook, registeredAt: now } }];
    }
    case 'DeleteResellerWebhook': {
      if (state.status !== 'registered') throw new ResellerRuleError('unknownReseller', `There is no reseller ${command.data.resellerId}.`);
      if (!state.webhooks.some((w) => w.webhookId === command.data.webhookId)) throw new ResellerRuleError('unknownWebhook', `There is no webhook ${command.data.webhookId}.`);
      return [{ type: 'ResellerWebhookDeleted', data: { resellerId: state.resellerId, webhookId: command.data.webhookId, deletedAt: command.data.now } }];
    }
    default:
      return unreachable(command);
  }
}

export const resellerDecider: Decider<ResellerCommand, ResellerEvent, ResellerState> = { initialState: () => ({ status: 'none' }), evolve, decide };
