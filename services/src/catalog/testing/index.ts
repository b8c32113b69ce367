/** catalog's testing face: what other modules' specs and testing/ helpers use of catalog beyond its index.ts. */
export { generateCatalog } from '../seed/generate-catalog.ts';
export { WITHDRAWN_ID, fixtureCatalogStreams } from './catalog-fixtures.ts';
