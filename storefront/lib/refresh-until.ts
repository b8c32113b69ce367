/**
 * Re-reads a read model until it shows a change the api has just accepted: read models follow the event log a moment
 * later, so one re-read right after a write can still show the old state (and would then stay on screen).
 */
export async function refreshUntil<T>(reread: () => Promise<T | undefined>, shows: (data: T) => boolean, { everyMs = 700, forMs = 30_000 } = {}): Promise<void> {
  const until = Date.now() + forMs;
  for (;;) {
    const data = await reread().catch(() => undefined);
    if (data !== undefined && shows(data)) return;
    if (Date.now() + everyMs > until) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
