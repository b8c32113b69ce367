import { useSyncExternalStore } from 'react';

/**
 * The option the booking panel has chosen, per experience, for the parts of the product page that depend on it
 * (Good to know, Not included). A small store in the page: the panel writes it, the facts read it.
 */
const chosen = new Map<string, string | null>();
const listeners = new Set<() => void>();

export function chooseOption(experienceId: string, optionId: string | null): void {
  if (chosen.get(experienceId) === optionId) return;
  chosen.set(experienceId, optionId);
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useChosenOption(experienceId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => chosen.get(experienceId) ?? null,
    () => null,
  );
}
