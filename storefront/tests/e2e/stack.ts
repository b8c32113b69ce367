/** Where the e2e stack listens; shared by the global setup and the tests. */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4111);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3111);
export const API = `http://127.0.0.1:${API_PORT}`;
/** A second storefront process from the same build, configured as the general variant (/things-to-do). */
export const GENERAL_WEB_PORT = WEB_PORT + 1;
/** Shared by the stack's api and storefronts: the catalog revalidation's secret (a test value, never a real one). */
export const REVALIDATE_SECRET = 'e2e-storefront-revalidate-secret-0123456789';
