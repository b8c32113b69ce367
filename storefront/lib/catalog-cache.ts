/**
 * The storefront's cache of the api's catalog answers (Next's data cache). Every catalog read carries the `catalog`
 * tag: the api posts to /api/revalidate when its catalog read model changes (services' catalog/revalidate-storefronts.ts),
 * which drops them all at once. The time lives are only a safety net for a storefront the api could not reach.
 */
export const CATALOG_TAG = 'catalog';

/** Listings, search and product pages: an hour unless the api says the catalog changed. */
export const CATALOG_LIFE_SECONDS = 3600;
/** A listing or search for a date: its departures follow today's date, as the api's own cache does (60 s). */
export const DATED_LIFE_SECONDS = 60;
/** Cities, categories, themes and the filter vocabulary change with the catalog, and rarely. */
export const TAXONOMY_LIFE_SECONDS = 6 * 3600;

/** The tags the revalidation endpoint accepts (anything else is refused, so a caller cannot empty unrelated caches). */
export const REVALIDATABLE_TAGS: readonly string[] = [CATALOG_TAG];
