import { customerBookingsProjection } from '../booking/read-models/customer-bookings-projection.ts';
import { bookingStatusProjection } from '../booking/read-models/booking-status-projection.ts';
import { financeRefundLedgerProjection } from '../booking/read-models/finance-refunds-projection.ts';
import { opsQueuesProjection } from '../booking/read-models/ops-queues-projection.ts';
import { cartProjection } from '../cart/cart-projection.ts';
import { catalogProjection } from '../catalog/catalog-projection.ts';
import { slotProjection } from '../inventory/slot-projection.ts';
import { partnerApplicationsProjection } from '../partners/partner-applications-projection.ts';
import { enquiriesProjection } from '../enquiries/enquiries-projection.ts';
import { reviewsProjection } from '../reviews/reviews-projection.ts';
import { octoBookingsProjection } from '../octo/octo-bookings-projection.ts';
import { resellersProjection } from '../octo/resellers-projection.ts';
import { registerProjection, type RegisteredProjection } from './registered-projection.ts';

/** The booking engine's read models: result page, customer bookings and invoices, ops queues, finance refund ledger. */
export const bookingProjections: readonly RegisteredProjection[] = [
  registerProjection(bookingStatusProjection),
  registerProjection(customerBookingsProjection),
  registerProjection(opsQueuesProjection),
  registerProjection(financeRefundLedgerProjection),
];

/** Every read model the projector keeps and `rebuild` can rebuild. Add a module's projections here. */
export const projections: readonly RegisteredProjection[] = [
  registerProjection(catalogProjection),
  registerProjection(slotProjection),
  registerProjection(cartProjection),
  ...bookingProjections,
  registerProjection(partnerApplicationsProjection),
  registerProjection(enquiriesProjection),
  registerProjection(reviewsProjection),
  registerProjection(resellersProjection),
  registerProjection(octoBookingsProjection),
];

/** The projections with these names; none or "all" means every one. */
export function projectionsNamed(names: readonly string[]): RegisteredProjection[] {
  if (names.length === 0 || names.includes('all')) return [...projections];
  const unknown = names.filter((n) => !projections.some((p) => p.name === n));
  if (unknown.length) {
    throw new Error(`unknown read model ${unknown.map((n) => `"${n}"`).join(', ')}; known: ${projections.map((p) => p.name).join(', ')}, or all`);
  }
  return projections.filter((p) => names.includes(p.name));
}
