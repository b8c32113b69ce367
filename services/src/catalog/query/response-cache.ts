import type { EncodedBody } from './encoded-body.ts';

/**
 * Serialized responses (UTF-8 bytes and their compressed forms, so a hit costs no encoding) by key, valid for one catalog version (and optionally until a deadline, for answers that
 * depend on today's date). Least recently used entries go first once the byte budget is spent.
 */
export interface ResponseCache {
  get(key: string, version: number, nowMs: number): EncodedBody | undefined;
  set(key: string, version: number, body: EncodedBody, expiresAtMs?: number): void;
  readonly size: number;
}

interface Entry {
  version: number;
  body: EncodedBody;
  expiresAtMs: number;
}

export function createResponseCache(opts: { maxBytes: number; maxEntries: number }): ResponseCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Compressed forms are added after the entry is stored; the JSON alone is charged, with room for them (~1/4).
  const cost = (key: string, e: Entry) => key.length * 2 + Math.ceil(e.body.json.length * 1.25);
  const remove = (key: string, e: Entry) => {
    entries.delete(key);
    bytes -= cost(key, e);
  };
  return {
    get(key, version, nowMs) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.version !== version || e.expiresAtMs <= nowMs) {
        remove(key, e);
        return undefined;
      }
      // Re-insert to mark as most recently used (Map keeps insertion order).
      entries.delete(key);
      entries.set(key, e);
      return e.body;
    },
    set(key, version, body, expiresAtMs = Number.POSITIVE_INFINITY) {
      const old = entries.get(key);
      if (old) remove(key, old);
      const e = { version, body, expiresAtMs };
      if (cost(key, e) > opts.maxBytes) return;
      entries.set(key, e);
      bytes += cost(key, e);
      for (const [k, v] of entries) {
        if (bytes <= opts.maxBytes && entries.size <= opts.maxEntries) break;
        remove(k, v);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
