// Module boundaries of services/src: another module may import only a module's public files, listed here. Anything
// else is the module's inside, free to change without touching its neighbours. platform/ is shared by everyone;
// main/ (the entry points) is nobody's public surface.
//
// A module's public face is one entry, its index.ts (main/ also imports its module.ts, the ModuleDefinition it loops
// over), and its testing face one more, testing/index.ts: other modules' specs and testing/ helpers import those three
// and nothing else. A module still listing several files here has not been given its entries yet; its tests may
// reach further until it has.
//
// To use something another module keeps inside: ask whether it belongs to that module's public face (then export it
// from its index.ts, so the face stays visible in one place) or to platform/ (then move it there).
import { resolve } from 'node:path';

/** Each module's public files, relative to services/src/<module>/. module.ts (what main/ loops over) always is. */
export const publicFiles = {
  booking: [
    'booking-services.ts', // the adapters the engine calls (main/ composes them; every module's `services`)
    'ops-actions.ts', // what ops may do to a booking (its rules, its saga queue)
    'booking-problem-text.ts', // the sentences a booking refusal is read in (identity refuses in the same words)
    'clock.ts',
    'record-supplier-answer.ts', // suppliers' answers, from Kafka or HTTP
    'bookings.ts', // the booking streams' command handler: load a booking, its tail, a command (OCTO, the supplier relay)
    'decider/booking-state.ts',
    'decider/booking-rule-error.ts',
    'decider/slot-start.ts', // when a booked slot starts (reviews: only after the trip)
    'checkout/sell.ts', // the one way to sell: the storefront's cart and a reseller's line (OCTO)
    'checkout/booking-watch.ts',
    'links/booking-link.ts', // the signed booking link a guest opens their booking, PDF and e-invoices with
    'links/guest-booking-link.ts', // a guest booking's manage token (its signed link): identity checks it, the checkout grants it
    'read-models/booking-id-of-stream.ts',
    'read-models/customer-bookings-projection.ts', // read models and their queries
    'read-models/finance-refunds-projection.ts',
    'read-models/invoice-api-schema.ts', // the invoice answer identity's /me/invoices gives too
    'read-models/list-customer-invoices.ts',
    'read-models/refund-ledger-of.ts', // the one refund ledger (the api's, and ops' audit from the event log)
    'saga/supplier-gateway.ts', // the supplier-confirmation port booking calls; suppliers implement it
  ],
  cart: ['cart-decider.ts', 'cart-rule-error.ts', 'carts.ts', 'charged-amount.ts', 'check-availability.ts', 'check-out-cart.ts', 'resolve-line.ts', 'review-of.ts'],
  catalog: [
    'catalog-projection.ts',
    'decider/experience-decider.ts',
    'decider/experiences.ts',
    'included-vat.ts', // the VAT inside catalog prices, per country (OCTO pricing, the PDF invoice)
    'query/calendar.ts',
    'query/catalog-index.ts',
    'query/catalog-snapshot.ts',
    'query/convert-price.ts',
    'query/experience-availability.ts',
    'seed/seed-catalog.ts',
    'seed/data/suppliers.ts',
  ],
  chat: [],
  einvoicing: ['tax-details-of.ts'], // booking's tax-details port: a booking's ZATCA documents (QR) for the PDF invoice
  enquiries: [],
  identity: ['customers.ts'],
  inventory: ['index.ts'],
  notifications: ['booking-email.ts', 'booking-messages.ts', 'configured-notifier.ts', 'format-money.ts', 'mail-jobs.ts', 'mail-worker.ts', 'notifier.ts'],
  octo: [],
  ops: [],
  partners: [],
  payments: ['payment-provider.ts', 'create-payment-provider.ts', 'redis-webhook-receipts.ts', 'webhook-receipts.ts', 'webhook-route.ts'],
  promo: ['index.ts'],
  reviews: [],
  tickets: [
    'booking-redemptions.ts', // check-in as OCTO reports it (REDEEMED and when)
    'booking-ticket-codes.ts', // a booking's working tickets and their QR text (confirmation e-mail, PDF)
    'tickets-of.ts', // booking's tickets port for the PDF invoice
  ],
  suppliers: [
    'kafka-security.ts', // TLS/SASL of the Kafka clients, for the simulator process
    'kafkajs-message-bus.ts',
    'simulated-supplier-gateway.ts',
    'supplier-channel-status.ts',
    'supplier-keys.ts',
    'supplier-simulator.ts',
  ],
};

const entries = ['./module.ts', './index.ts', './testing/index.ts'];
/** The modules given their entries: every public file is its index.ts (or it has none). */
const withEntries = Object.entries(publicFiles).filter(([, files]) => files.every((f) => f === 'index.ts'));

/**
 * import/no-restricted-paths zones for specs and testing/ helpers: another module's module.ts, index.ts and
 * testing/index.ts only, for every module given its entries.
 */
export function testBoundaryZones(repoRoot) {
  const src = resolve(repoRoot, 'services/src');
  return withEntries.map(([name]) => ({
    target: `${src}/!(${name})/**`,
    from: `${src}/${name}`,
    except: entries,
    message: `${name}/ keeps this file inside: a spec or testing/ helper imports ${name}'s index.ts or testing/index.ts (export it there if another module's tests need it).`,
  }));
}

/** import/no-restricted-paths zones: for each module, every other file of services/src may import only its public files. */
export function moduleBoundaryZones(repoRoot) {
  const src = resolve(repoRoot, 'services/src');
  return Object.entries(publicFiles).map(([name, files]) => ({
    target: `${src}/!(${name})/**`,
    from: `${src}/${name}`,
    except: ['./module.ts', ...files.map((f) => `./${f}`)],
    message: `${name}/ keeps this file inside: import its module.ts or a public file (its index.ts), or export the piece from its index.ts (or move the shared piece to platform/).`,
  }));
}
