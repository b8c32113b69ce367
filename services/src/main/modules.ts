import { bookingModule } from '../booking/module.ts';
import { cartModule } from '../cart/module.ts';
import { catalogModule } from '../catalog/module.ts';
import { chatModule } from '../chat/module.ts';
import { einvoicingModule } from '../einvoicing/module.ts';
import { enquiriesModule } from '../enquiries/module.ts';
import { identityModule } from '../identity/module.ts';
import { inventoryModule } from '../inventory/module.ts';
import { notificationsModule } from '../notifications/module.ts';
import { octoModule } from '../octo/module.ts';
import { opsModule } from '../ops/module.ts';
import { partnersModule } from '../partners/module.ts';
import { paymentsModule } from '../payments/module.ts';
import { promoModule } from '../promo/module.ts';
import { reviewsModule } from '../reviews/module.ts';
import { suppliersModule } from '../suppliers/module.ts';
import { ticketsModule } from '../tickets/module.ts';
import type { BookingServices } from '../booking/index.ts';
import type { ModuleDefinition } from '../platform/module.ts';

/** Every module of the engine. The api, worker, projector and relay loop over this list; add a new module here. */
export const modules: readonly ModuleDefinition<BookingServices>[] = [
  catalogModule,
  inventoryModule,
  cartModule,
  bookingModule,
  partnersModule,
  enquiriesModule,
  chatModule,
  reviewsModule,
  octoModule,
  identityModule,
  opsModule,
  paymentsModule,
  promoModule,
  suppliersModule,
  notificationsModule,
  einvoicingModule,
  ticketsModule,
];

/** The BullMQ queues of every module (the ops dashboard shows them). */
export const jobQueues: readonly string[] = modules.flatMap((m) => m.queues ?? []);

/** The one module that provides the api's access port (sessions, roles, read access); its routes register first. */
export function accessModule(list: readonly ModuleDefinition<BookingServices>[]): Required<Pick<ModuleDefinition<BookingServices>, 'access'>> {
  const providers = list.filter((m) => m.access);
  if (providers.length !== 1) throw new Error(`Exactly one module must provide access; ${providers.map((m) => m.name).join(', ') || 'none'} do.`);
  return { access: providers[0]!.access!.bind(providers[0]) };
}
