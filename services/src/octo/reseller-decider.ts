import type { ResellerCaps, ResellerEvent } from '@rihla/events/octo';
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

export type ResellerState = { status: 'none' } | { status: 'registered'; resellerId: string; name: string; keys: ResellerKey[]; caps: ResellerCaps };

const NO_CAPS: ResellerCaps = { maxHeldSeats: null, maxDepartureShare: null };

export type ResellerCommand =
  /** Registers the reseller with its first key in one append: a reseller never exists without a way in. */
  | { type: 'RegisterReseller'; data: { resellerId: string; name: string; firstKey: { keyId: string; keyHash: string; keyPrefix: string }; now: string; by: string } }
  | { type: 'IssueResellerKey'; data: { resellerId: string; keyId: string; keyHash: string; keyPrefix: string; now: string } }
  | { type: 'RevokeResellerKey'; data: { resellerId: string; keyId: string; now: string; by: string } }
  | { type: 'SetResellerCaps'; data: { resellerId: string; caps: ResellerCaps; now: string; by: string } };

export class ResellerRuleError extends RuleError<'unknownReseller' | 'resellerExists' | 'unknownKey'> {
  override readonly name = 'ResellerRuleError';
}

function evolve(state: ResellerState, event: ResellerEvent): ResellerState {
  switch (event.type) {
    case 'ResellerRegistered':
      return { status: 'registered', resellerId: event.data.resellerId, name: event.data.name, keys: [], caps: NO_CAPS };
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
    default:
      return unreachable(command);
  }
}

export const resellerDecider: Decider<ResellerCommand, ResellerEvent, ResellerState> = { initialState: () => ({ status: 'none' }), evolve, decide };
