import type { ModuleDefinition } from '../main/module-context.ts';
import { registerSandboxPspRoutes } from './sandbox/psp-routes.ts';

/** The payment provider port; the sandbox provider's hosted page. (The webhook route is booking's: it records results.) */
export const paymentsModule: ModuleDefinition = {
  name: 'payments',
  routes: (app, { services }) => registerSandboxPspRoutes(app, services.provider),
};
