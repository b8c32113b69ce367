// No imports: scripts/server.mjs loads this file as it is (Node strips the types).

/**
 * The pages a person opens to do something at once: type (sign-in, contact, find a booking), pay, scan, work a staff
 * screen. They hydrate as soon as their scripts arrive, as Next writes them. Every other page is read first (home,
 * cities, categories, listings, products, search, blog, help) and paints first: its scripts are fetched and run
 * after the first frame (scripts/paint-first.mjs). The first segment after an optional locale prefix decides.
 */
export const HYDRATE_AT_ONCE_SECTIONS: ReadonlySet<string> = new Set([
  'auth',
  'booking',
  'cart',
  'checkout',
  'contact-us',
  'finance',
  'find-booking',
  'invoices',
  'ops',
  'tickets',
]);

/** The app's other top-level routes, named so that a new route is a decision (paint-first-pages.unit.spec). */
export const PAINT_FIRST_SECTIONS: ReadonlySet<string> = new Set([
  '',
  '[section]',
  'about',
  'blog',
  'experiences',
  'faq',
  'privacy-policy',
  'search',
  'terms-and-conditions',
  'things-to-do',
]);

/** Whether the page at this path (its query ignored) paints before its scripts run. */
export function paintsFirst(path: string): boolean {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  // A two-letter first segment is a locale prefix (/ar, /fr ...): no section is two letters long.
  const section = segments[0] !== undefined && /^[a-z]{2}$/.test(segments[0]) ? segments[1] : segments[0];
  return !HYDRATE_AT_ONCE_SECTIONS.has(section ?? '');
}

/**
 * Set on window (and sent as an event of the same name) once React has hydrated the page (components/layout/Providers):
 * the read-first pages' loader holds what a person did before then and does it again at that moment.
 */
export const HYDRATED_SIGNAL = 'rihlaHydrated';
