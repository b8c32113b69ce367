import { hash } from 'node:crypto';
import type { Buyer, PaymentMethod, SaleBuyer, TaxBuyer } from '@rihla/events/booking';
import type { Locale } from '@rihla/events/common';
import { DuplicateEventIdError, type EventStore } from '../../platform/eventstore/port.ts';
import { bookings } from '../bookings.ts';
import { BOOKING_TEXT } from '../booking-problem-text.ts';
import { BookingRuleError } from '../decider/booking-rule-error.ts';
import { holdIdFor } from '../decider/booking-state.ts';
import { checkoutIds, idsOfHash } from './booking-ids.ts';
import { termsOfCart } from './cart-sale.ts';
import { claimCheckout, type CheckoutToClaim } from './claim-checkout.ts';
import { RESELLER_ITEM_ID, termsOfResellerLine, type ResellerLine } from './reseller-sale.ts';
import type { SaleEnd, SaleStart, SaleTerms } from './sale-terms.ts';

/**
 * Ids of a reseller's sale, from the reseller and the sale's key (a random key its reservation chose and recorded):
 * the same key always names the same booking and the same hold (the one its reservation takes and the saga's first
 * round finds). They come from their own space (`reseller-sale:` is never hashed for a storefront key), so no
 * storefront checkout can take them first, and nobody knowing only the reseller and its uuid can name them.
 */
export function resellerSaleIds(resellerId: string, saleKey: string): { bookingId: string; orderId: string; purchaseId: string; itemId: string; holdId: string } {
  const ids = idsOfHash(hash('sha256', `reseller-sale:${resellerId}:${saleKey}`, 'hex'));
  return { ...ids, itemId: RESELLER_ITEM_ID, holdId: holdIdFor(ids.bookingId, RESELLER_ITEM_ID, 0) };
}

/** The storefront sells the priced lines of a cart, to a guest or an account, paid by card or later. */
export interface StorefrontSale {
  channel: 'storefront';
  cartId: string;
  buyer: Buyer;
  paymentMethod: PaymentMethod;
  locale: Locale;
  returnUrl?: string | undefined;
  /** A VAT-registered buyer asking for a tax invoice with their VAT number (ZATCA standard invoice). */
  taxBuyer?: TaxBuyer | undefined;
  /** The buyer's Idempotency-Key, scoped to the account (guests share one scope). */
  idempotencyKey: string;
  customerId: string | null;
}

/** A reseller sells one line it reserved under its own uuid; it collects the price and settles with us (pay later). */
export interface ResellerSale {
  channel: 'reseller';
  reseller: { resellerId: string; name: string; reference: string | null };
  /** The key the sale's ids come from (resellerSaleIds), recorded by the reseller's reservation. */
  saleKey: string;
  line: ResellerLine;
  buyer: SaleBuyer;
  locale: Locale;
}

export type Sale = StorefrontSale | ResellerSale;

/**
 * The one way a booking is sold, whatever the channel: the same sale (its key) answers with the same booking; otherwise
 * its lines are checked and priced against the catalog, and the booking's first event (CheckoutRequested) is written
 * before anything else changes. Only then are its promo code and cart claimed (claimCheckout), idempotently, here
 * for the answer and again by the saga's first step, so a crash at any point leaves either nothing or a booking that
 * the saga carries through (holds, supplier, settlement): never a spent code or a closed cart without a booking.
 */
export async function sell(store: EventStore, sale: Sale, now: Date): Promise<SaleStart> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sellOnce(store, sale, now);
    } catch (err) {
      // A double submit with the same key, running beside this one, wrote the same step first (same event ids, its
      // own timestamp): its write stands, and looking again continues from there or finds the booking it started.
      if (err instanceof DuplicateEventIdError && attempt < 5) continue;
      throw err;
    }
  }
}

const keyOf = (sale: Sale): string => (sale.channel === 'storefront' ? sale.idempotencyKey : `reseller:${sale.reseller.resellerId}:${sale.saleKey}`);
const idsOf = (sale: Sale) => (sale.channel === 'storefront' ? checkoutIds(sale.idempotencyKey, sale.customerId) : resellerSaleIds(sale.reseller.resellerId, sale.saleKey));
const cartIdOf = (sale: Sale): string | null => (sale.channel === 'storefront' ? sale.cartId : null);

async function sellOnce(store: EventStore, sale: Sale, now: Date): Promise<SaleStart> {
  const { bookingId, orderId, purchaseId } = idsOf(sale);
  const idempotencyKey = keyOf(sale);
  const existing = await bookings.load(store, bookingId);
  if (existing.state.status !== 'none') {
    if (existing.state.checkout.cartId !== cartIdOf(sale)) return { kind: 'refused', status: 422, detail: BOOKING_TEXT.keyReusedForAnotherCart };
    // A retry after a crash between the booking's first event and its claims finishes them (or hears the refusal).
    return claimed(store, existing.state.checkout, now);
  }
  const terms: SaleTerms | SaleEnd =
    sale.channel === 'storefront' ? await termsOfCart(store, sale.cartId, bookingId, now) : await termsOfResellerLine(store, sale.line, now);
  if ('kind' in terms) return terms;
  try {
    await bookings.handle(
      store,
      bookingId,
      {
        type: 'RequestCheckout',
        data: {
          bookingId,
          orderId,
          purchaseId,
          cartId: cartIdOf(sale),
          idempotencyKey,
          customerId: sale.channel === 'storefront' ? (sale.customerId ?? terms.customerId) : null,
          buyer: sale.buyer,
          locale: sale.locale,
          // A reseller collects the price and settles with us: nothing is charged to a card here.
          paymentMethod: sale.channel === 'storefront' ? sale.paymentMethod : 'payLater',
          items: terms.items,
          subtotal: terms.subtotal,
          discount: terms.discount,
          promoCode: terms.promoCode,
          total: terms.total,
          ...(terms.exchange ? { exchange: terms.exchange } : {}),
          ...(sale.channel === 'storefront' && sale.paymentMethod === 'card' && sale.returnUrl ? { returnUrl: sale.returnUrl } : {}),
          ...(sale.channel === 'storefront' && sale.taxBuyer ? { taxBuyer: sale.taxBuyer } : {}),
          ...(sale.channel === 'reseller' ? { reseller: sale.reseller } : {}),
          now: now.toISOString(),
        },
      },
      { commandId: `checkout-${bookingId}` },
    );
  } catch (err) {
    if (err instanceof BookingRuleError && err.code === 'idempotencyKeyReused') return { kind: 'refused', status: 422, detail: BOOKING_TEXT.keyReusedForAnotherCart };
    throw err;
  }
  return claimed(store, { bookingId, cartId: cartIdOf(sale), promoCode: terms.promoCode }, now);
}

async function claimed(store: EventStore, checkout: CheckoutToClaim, now: Date): Promise<SaleStart> {
  const claim = await claimCheckout(store, checkout, now);
  return claim.ok ? { kind: 'started', bookingId: checkout.bookingId } : { kind: 'refused', status: 409, detail: claim.detail };
}
