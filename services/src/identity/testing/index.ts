/** identity's testing face: what other modules' specs and testing/ helpers use of identity beyond its index.ts. */
export { identitySettingsOf } from '../identity-settings.ts';
export { registerIdentityRoutes, type IdentityAccess } from '../routes.ts';
export { ensureConfiguredStaffAccounts } from '../staff-accounts.ts';
export { startAccountsServer, type AccountsServer } from './accounts-server.ts';
export { STOREFRONT, type Reply, type RequestOptions } from './browser-like-request.ts';
export { BOOKING_LINK_TEST_SECRET, FINANCE, OPS, freshEmail, freshIp, identityTestEnv, signUpBody, startIdentityTestApp, type IdentityTestApp } from './identity-test-app.ts';
