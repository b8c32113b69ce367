import type { SlotKey } from '@rihla/events/inventory';
import type { EventStore } from '../platform/eventstore/port.ts';
import { slots } from './slots.ts';

/** Gives a hold's seats back. A no-op when the hold is already released, expired or booked, or was never written. */
export async function releaseHold(store: EventStore, input: { slot: SlotKey; holdId: string; reason: string }): Promise<void> {
  await slots.handle(store, input.slot, { type: 'ReleaseHold', data: { holdId: input.holdId, reason: input.reason } }, { commandId: `release:${input.holdId}` });
}

/** The delayed expiry job: releases the hold only if it is still held and its expiresAt is not after `now`. */
export async function expireHold(store: EventStore, input: { slot: SlotKey; holdId: string; now: Date }): Promise<void> {
  await slots.handle(store, input.slot, { type: 'ExpireHold', data: { holdId: input.holdId, now: input.now.toISOString() } }, { commandId: `expire:${input.holdId}` });
}

/**
 * Keeps a still-active hold until `expiresAt` (never shortens it). Throws SlotRuleError('holdNotActive') when the hold
 * has expired, was released or was booked: its seats may no longer be there to keep.
 */
export async function extendHold(store: EventStore, input: { slot: SlotKey; holdId: string; now: Date; expiresAt: Date }): Promise<void> {
  await slots.handle(
    store,
    input.slot,
    { type: 'ExtendHold', data: { holdId: input.holdId, now: input.now.toISOString(), expiresAt: input.expiresAt.toISOString() } },
    { commandId: `extend:${input.holdId}:${input.expiresAt.toISOString()}` },
  );
}
