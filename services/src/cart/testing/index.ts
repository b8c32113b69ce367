/** cart's testing face: what other modules' specs and testing/ helpers use of cart beyond its index.ts. */
export { registerCartRoutes } from '../routes.ts';
export { DATE, FIXED_NOW, fixtureExperience, fixtureOption, museumDay, publishExperiences, safari } from './cart-fixtures.ts';
export { startCartTestApp, type CartTestApp } from './cart-test-app.ts';
