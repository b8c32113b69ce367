import type { BookingData, ItemState, RoundState } from './booking-state.ts';
import { currentRound } from './booking-state.ts';
import { ownEntry } from '../../platform/own-entry.ts';

/** The booking's items with those named changed (unknown ids are skipped). */
export const withItems = (b: BookingData, itemIds: readonly string[], change: (i: ItemState) => ItemState): Record<string, ItemState> => {
  const items = { ...b.items };
  for (const id of itemIds) {
    const item = ownEntry(items, id);
    if (item) items[id] = change(item);
  }
  return items;
};

/** The booking's rounds with the current (last) one changed. */
export const withCurrentRound = (b: BookingData, change: (r: RoundState) => RoundState): RoundState[] => [...b.rounds.slice(0, -1), change(currentRound(b))];
