/** The listing's sorts (spec: recommended, price low to high, price high to low), as the api and the url name them. */
const SORTS = ['recommended', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof SORTS)[number];
export const isListingSort = (s: string | undefined): s is ListingSort => (SORTS as readonly string[]).includes(s ?? '');
