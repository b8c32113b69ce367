/**
 * The methods each route pattern answers, collected as routes are added, so a request with a method no route
 * declares for its path can be answered 405 with an Allow header instead of 404 (RFC 9110 §15.5.6).
 */
export interface RouteMethods {
  add(url: string, methods: string | string[]): void;
  /** Methods declared for a concrete path (empty when no route matches it at all). */
  allowedFor(path: string): string[];
}

const patternOf = (url: string): RegExp =>
  new RegExp(
    `^${url
      .split('/')
      .map((seg) => (seg === '*' ? '.*' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );

export function createRouteMethods(): RouteMethods {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  return {
    add(url, methods) {
      const entry = routes.get(url) ?? { pattern: patternOf(url), methods: new Set<string>() };
      for (const m of Array.isArray(methods) ? methods : [methods]) entry.methods.add(m.toUpperCase());
      routes.set(url, entry);
    },
    allowedFor(path) {
      const allowed = new Set<string>();
      for (const { pattern, methods } of routes.values()) if (pattern.test(path)) for (const m of methods) allowed.add(m);
      return [...allowed].sort();
    },
  };
}
