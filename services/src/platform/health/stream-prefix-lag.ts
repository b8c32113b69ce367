import type { EventStore } from '../eventstore/port.ts';
import type { CheckpointLag } from './check-readiness.ts';

/**
 * How many events a consumer of some streams only (the saga reactor, the supplier relay: booking streams) has still
 * to handle. Its checkpoint moves only on those streams' events, so head - checkpoint would count every catalog or
 * cart event after it; instead the probe reads at most `window` events after the checkpoint and counts its own (a
 * lower bound when more than `window` events follow).
 */
export function streamPrefixLag(deps: { store: EventStore; read: () => Promise<number>; prefixes: readonly string[]; window: number }): CheckpointLag {
  return async () => {
    const checkpoint = await deps.read();
    const after = await deps.store.readAll({ ...(checkpoint >= 0 ? { after: checkpoint } : {}), maxCount: deps.window });
    return { checkpoint, behind: after.filter((e) => deps.prefixes.some((p) => e.streamName.startsWith(p))).length };
  };
}
