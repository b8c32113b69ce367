/** booking's testing face: what other modules' specs and testing/ helpers use of booking beyond its index.ts. */
export { checkoutIds } from '../checkout/booking-ids.ts';
export { setSharedClock } from '../clock.ts';
export { signBookingLink } from '../links/booking-link.ts';
export { sendLookupCode } from '../lookup/send-lookup-code.ts';
export { bookingStatusProjection } from '../read-models/booking-status-projection.ts';
export { customerBookingsProjection, type InvoiceItem } from '../read-models/customer-bookings-projection.ts';
export { financeRefundLedgerProjection } from '../read-models/finance-refunds-projection.ts';
export { opsQueuesProjection } from '../read-models/ops-queues-projection.ts';
export { registerBookingReadRoutes } from '../read-models/routes.ts';
export { registerBookingRoutes } from '../routes.ts';
export { reactorKeys } from '../saga/reactor.ts';
export { CARDS, DATE, FIXED_NOW, bookingExperiences, buyer, instantTour, onRequestTourB } from './booking-fixtures.ts';
export { spawnReadyProcess, spawnWorker, startBookingHarness, stopWorkerProcess, withSandboxProvider, type BookingHarness, type Json } from './booking-harness.ts';
export { at, checkoutRequested, sar, testItem } from './booking-history.ts';
export { bookingItem, checkoutRequestedOf } from './booking-items.ts';
export { OUTCOME_TYPES, bookingStreamProblems } from './booking-stream-problems.ts';
export { confirmedItems, expectedMessageKeys } from './owed-effects.ts';
export { compareWithCleanRebuild } from './read-models-vs-rebuild.ts';
