// Bookings of the seeded catalog (the generator `npm run seed` appends, with its default seed and size): real
// experience and option names in English and Arabic, real prices, both countries.
import type { BookingItem } from '@rihla/events/booking';
import type { Experience } from '@rihla/events/catalog';
import type { CurrencyCode, Locale } from '@rihla/events/common';
import { generateCatalog } from '../../catalog/testing/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { exchangeRate } from '../../platform/money/exchange-rate.ts';
import type { Checkout } from '../documents/booking-documents.ts';

let catalog: Experience[] | null = null;

/** The seeded catalog's experiences (generated once per test file). */
export function seededExperiences(): Experience[] {
  if (!catalog) {
    const { CATALOG_SEED, CATALOG_SIZE } = loadConfig({});
    catalog = generateCatalog({ seed: CATALOG_SEED, size: CATALOG_SIZE }).flatMap(({ events }) => events.flatMap((e) => (e.type === 'ExperiencePublished' ? [e.data] : [])));
  }
  return catalog;
}

/** The n-th seeded experience that runs in this time zone. */
export function seededExperience(timeZone: Experience['timeZone'], n = 0): Experience {
  const found = seededExperiences().filter((e) => e.timeZone === timeZone)[n];
  if (!found) throw new Error(`the seeded catalog has no experience #${n} in ${timeZone}`);
  return found;
}

/** A booking item for `travellers` adults on the experience's first option, priced in `currency` as checkout converts it. */
export function seededItem(itemId: string, e: Experience, travellers: number, currency: CurrencyCode, discount = 0): BookingItem {
  const option = e.options[0]!;
  const unit = option.pricing.mode === 'perPerson' ? option.pricing.units[0]!.amount : option.pricing.amount;
  const lineTotal = Math.round(unit * travellers * exchangeRate(option.pricing.currency, currency));
  return {
    itemId,
    experienceId: e.experienceId,
    optionId: option.optionId,
    title: e.title,
    optionTitle: option.title,
    slot: { experienceId: e.experienceId, optionId: option.optionId, date: '2026-12-20', startTime: option.startTimes[0]! },
    timeZone: e.timeZone,
    capacity: option.capacityPerSlot,
    quantity: travellers,
    participants: { adult: travellers, child: 0, infant: 0 },
    extras: [],
    pickup: null,
    lineTotal: { amount: lineTotal, currency },
    discount: { amount: discount, currency },
    supplier: e.supplier,
    cancellationPolicy: e.cancellationPolicy,
    location: e.location.address,
  };
}

/** A checkout of these items, as the booking stream records it. */
export function seededCheckout(bookingId: string, items: BookingItem[], o: { locale: Locale; reseller?: string; paymentMethod?: 'card' | 'payLater'; taxBuyer?: Checkout['taxBuyer'] }): Checkout {
  const currency = items[0]!.lineTotal.currency;
  const total = items.reduce((s, i) => s + i.lineTotal.amount - i.discount.amount, 0);
  const discount = items.reduce((s, i) => s + i.discount.amount, 0);
  return {
    bookingId,
    orderId: `RH-${bookingId.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(-6).padStart(6, '0')}`,
    purchaseId: `PU-${bookingId}`,
    cartId: `cart-${bookingId}`,
    idempotencyKey: `key-${bookingId}`,
    customerId: null,
    buyer: { firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com', phone: { countryCode: '+966', number: '501234567' } },
    locale: o.locale,
    paymentMethod: o.paymentMethod ?? 'card',
    items,
    subtotal: { amount: total + discount, currency },
    discount: { amount: discount, currency },
    promoCode: null,
    total: { amount: total, currency },
    ...(o.reseller ? { reseller: { resellerId: o.reseller, name: o.reseller, reference: null } } : {}),
    ...(o.taxBuyer ? { taxBuyer: o.taxBuyer } : {}),
    requestedAt: '2026-11-26T08:00:00.000Z',
  };
}
