import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { resellerEvents, resellerStream, type ResellerCaps } from '@rihla/events/octo';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { createStateCache } from '../platform/command-handling/state-cache.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { resellerDecider, type ResellerState } from './reseller-decider.ts';

/**
 * A reseller key names its reseller (`rk_{resellerId}_{secret}`), so checking it reads one small stream from the
 * event store: a key works the moment it is issued and stops the moment it is revoked, with no read-model lag.
 */
const KEY = /^rk_([a-z0-9][a-z0-9-]{1,39})_([A-Za-z0-9_-]{32,})$/;

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export function newResellerKey(resellerId: string): { key: string; keyId: string; keyHash: string; keyPrefix: string } {
  const key = `rk_${resellerId}_${randomBytes(24).toString('base64url')}`;
  const keyHash = hashKey(key);
  return { key, keyId: keyHash.slice(0, 12), keyHash, keyPrefix: key.slice(0, `rk_${resellerId}_`.length + 4) };
}

/** Reseller streams, folded through a per-process cache: a key check reads only what was appended since. */
export const resellers = commandHandlerFor({ decider: resellerDecider, registry: resellerEvents, streamOf: resellerStream, stateCache: createStateCache<ResellerState>(2_000) });

/** The reseller a presented key belongs to while the key is not revoked (with the caps ops set), else null. */
export async function resellerOfKey(store: EventStore, presented: string): Promise<{ resellerId: string; name: string; caps: ResellerCaps } | null> {
  const m = KEY.exec(presented);
  if (!m) return null;
  const { state } = await resellers.load(store, m[1]!);
  if (state.status !== 'registered') return null;
  const hash = Buffer.from(hashKey(presented), 'hex');
  const match = state.keys.find((k) => k.revokedAt === null && timingSafeEqual(Buffer.from(k.keyHash, 'hex'), hash));
  return match ? { resellerId: state.resellerId, name: state.name, caps: state.caps } : null;
}
