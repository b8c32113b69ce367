/** partners's testing face: what other modules' specs and testing/ helpers use of partners beyond its index.ts. */
export { partnerApplicationsProjection } from '../partner-applications-projection.ts';
export { registerPartnerRoutes } from '../routes.ts';
