import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true once the page's script runs. A control that React
 * resets on hydration (a controlled input starts from its state) stays disabled until then, so nothing typed or
 * chosen before the script arrived on a slow phone is silently thrown away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
