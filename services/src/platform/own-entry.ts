/**
 * The value `record` holds under `key` itself, never one every object inherits: a client's id such as `__proto__`,
 * `constructor` or `toString` names nothing here instead of reaching Object.prototype. Every lookup of a record
 * (JSON-shaped state keyed by ids) by an id that came from outside goes through this.
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
