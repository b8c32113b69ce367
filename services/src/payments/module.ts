import type { ModuleDefinition } from '../main/module-context.ts';

/** The payment provider PAYMENT_PROVIDER names (built in main/booking-services.ts) and the pages it needs the api to serve. */
export const paymentsModule: ModuleDefinition = {
  name: 'payments',
  routes: (app, { services }) => services.paymentPages?.(app),
};
