import type { ModuleDefinition } from '../platform/module.ts';
import type { FastifyInstance } from 'fastify';

/** The payment provider PAYMENT_PROVIDER names (built in main/booking-services.ts) and the pages it needs the api to serve. */
export const paymentsModule: ModuleDefinition<{ paymentPages?: (app: FastifyInstance) => void }> = {
  name: 'payments',
  routes: (app, { services }) => services.paymentPages?.(app),
};
