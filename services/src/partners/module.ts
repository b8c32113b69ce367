import type { ModuleDefinition } from '../platform/module.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { partnerApplicationsProjection } from './partner-applications-projection.ts';
import { registerPartnerRoutes } from './routes.ts';

/** The partner registration form and ops' list of applications. */
export const partnersModule: ModuleDefinition = {
  name: 'partners',
  projections: [registerProjection(partnerApplicationsProjection)],
  routes: (app, { store, redis, prefix, now, access }) => registerPartnerRoutes(app, { store, redis, prefix, now, authorizer: access.authorizer }),
};
