'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiUrl, get, type GetAnswer, type GetInit, type GetPath } from './api-core';

/**
 * A read the page needs once (or every few seconds), without SWR: the header, the booking panel and the prices of
 * every page use this, so SWR's ~6 KB load only with the screens that need its cache (lib/use-api.ts: staff
 * screens, reviews, bookings). Readers of one key share one request while its answer is younger than `keepMs`.
 */
const kept = new Map<string, { at: number; answer: Promise<unknown> }>();
/**
 * The last answer each key got, whichever reader asked: a reader mounted after it came shows it at once instead of
 * after a render, and a reader whose own read is refused keeps showing it.
 */
const answered = new Map<string, { data: unknown }>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function answerOf<T>(key: string, load: () => Promise<T>, fresh: boolean, keepMs: number): Promise<T> {
  const entry = kept.get(key);
  if (!fresh && entry && Date.now() - entry.at < keepMs) return entry.answer as Promise<T>;
  const answer = load();
  kept.set(key, { at: Date.now(), answer });
  answer.then(
    (data) => {
      answered.set(key, { data });
      for (const listener of listeners) listener();
    },
    // A refusal is not kept: the next reader asks again.
    () => kept.get(key)?.answer === answer && kept.delete(key),
  );
  return answer;
}

export interface Loaded<T> {
  /** The answer for this key (kept while a refresh runs or fails), undefined until one came. */
  data: T | undefined;
  error: Error | undefined;
  /** Asked, and no answer nor refusal yet. */
  isLoading: boolean;
  /** Asks again now. */
  reload: () => void;
}

/** `load` answers the key's read; a null key reads nothing (the condition is not met yet). */
export function useLoaded<T>(key: string | null, load: () => Promise<T>, { keepMs = 2000, refreshMs }: { keepMs?: number; refreshMs?: number } = {}): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: Error }>({ key: null });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const read = (fresh: boolean) =>
      answerOf(key, load, fresh, keepMs).then(
        (data) => live && setState({ key, data }),
        (error: unknown) => live && setState({ key, error: error instanceof Error ? error : new Error(String(error)) }),
      );
    void read(asked > 0);
    const timer = refreshMs ? setInterval(() => void read(true), refreshMs) : undefined;
    return () => {
      live = false;
      clearInterval(timer);
    };
    // `load` reads what `key` names: a new function with the same key is the same read.
  }, [key, keepMs, refreshMs, asked]);
  // Hydration renders what the server rendered (no answer); a component mounted later starts from the last answer.
  const earlier = useSyncExternalStore(subscribe, () => (key === null ? undefined : answered.get(key)), () => undefined);
  const mine = key !== null && state.key === key;
  // After a refusal, the key's last answer: this reader's own, if it had one, went through `answered` too, and a
  // reader mounted after the answer came has none of its own to keep.
  const data = mine && !state.error ? state.data : (earlier?.data as T | undefined);
  return { data, error: mine ? state.error : undefined, isLoading: key !== null && !mine && earlier === undefined, reload: () => setAsked((n) => n + 1) };
}

/** One typed GET of the api (the typed client's path and parameters), read with useLoaded. */
export function useGet<P extends GetPath>(path: P | null, init?: GetInit<P>, options?: { keepMs?: number; refreshMs?: number }): Loaded<GetAnswer<P>> {
  return useLoaded(path ? apiUrl(path, init) : null, () => get(path!, init), options);
}
