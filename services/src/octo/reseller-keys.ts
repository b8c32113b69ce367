import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { resellerEvents, resellerStream } from '@rihla/events/octo';
import { createStateCache, handleCommand } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { resellerDecider, type ResellerCommand, type ResellerState } from './reseller-decider.ts';

/**
 * A reseller key names its reseller (`rk_{resellerId}_{secret}`), so checking it reads one small stream from the
 * event store: a key works the moment it is issued and stops the moment it is revoked, with no read-model lag.
 */
const KEY = /^rk_([a-z0-9][a-z0-9-]{1,39})_([A-Za-z0-9_-]{32,})$/;

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export function newResellerKey(resellerId: string): { key: string; keyId: string; keyHash: string; keyPrefix: string } {
  const key = `rk_${resellerId}_${randomBytes(24).toString('base64url')}`;
  const keyHash = hashKey(key);
  return { key, keyId: keyHash.slice(0, 12), keyHash, keyPrefix: key.slice(0, resellerId.length + 7) };
}

const states = createStateCache<ResellerState>(2_000);

export async function loadReseller(store: EventStore, resellerId: string): Promise<ResellerState> {
  const streamName = resellerStream(resellerId);
  const held = states.get(store, streamName);
  const recorded = await store.readStream(streamName, held ? { fromRevision: held.revision + 1 } : {});
  if (recorded.length === 0) return held?.state ?? resellerDecider.initialState();
  const state = recorded.map((r) => resellerEvents.parse(r)).reduce(resellerDecider.evolve, held?.state ?? resellerDecider.initialState());
  states.set(store, streamName, { state, revision: recorded[recorded.length - 1]!.revision });
  return state;
}

/** The reseller a presented key belongs to while the key is not revoked, else null. */
export async function resellerOfKey(store: EventStore, presented: string): Promise<{ resellerId: string; name: string } | null> {
  const m = KEY.exec(presented);
  if (!m) return null;
  const state = await loadReseller(store, m[1]!);
  if (state.status !== 'registered') return null;
  const hash = Buffer.from(hashKey(presented), 'hex');
  const match = state.keys.find((k) => k.revokedAt === null && timingSafeEqual(Buffer.from(k.keyHash, 'hex'), hash));
  return match ? { resellerId: state.resellerId, name: state.name } : null;
}

export async function runResellerCommand(store: EventStore, resellerId: string, command: ResellerCommand, commandId?: string): Promise<ResellerState> {
  const { newState } = await handleCommand({ store, registry: resellerEvents, decider: resellerDecider, streamName: resellerStream(resellerId), command, ...(commandId ? { commandId } : {}) });
  return newState;
}
