import { cartMessage, carts, checkCart, type CartState } from '../../cart/index.ts';
import type { ExperienceState } from '../../catalog/index.ts';
import { experiences as experienceStreams } from '../../catalog/index.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { BOOKING_TEXT } from '../booking-problem-text.ts';
import { buildBookingItems } from './build-booking-items.ts';
import { exchangeAtCheckout } from './exchange-at-checkout.ts';
import type { SaleEnd, SaleTerms } from './sale-terms.ts';

/**
 * The storefront's lines: the cart's, checked against the catalog and the seats left (a changed cart goes back to the
 * buyer for review, nothing booked), priced as the cart was reviewed, its promo's discount spread over them.
 */
export async function termsOfCart(store: EventStore, cartId: string, bookingId: string, now: Date): Promise<SaleTerms | SaleEnd> {
  const loaded = await carts.load(store, cartId);
  const cart = loaded.state;
  if (cart.status === 'none') return { kind: 'refused', status: 404, detail: BOOKING_TEXT.noCart(cartId) };
  if (cart.status === 'checkedOut' && cart.bookingId !== bookingId) return { kind: 'refused', status: 409, detail: BOOKING_TEXT.cartAlreadyBooked };
  // The lines sold are the lines checked, priced against the experiences they were checked against: one read of each.
  let current: CartState = cart;
  let checkedAgainst: ReadonlyMap<string, ExperienceState> = new Map();
  if (cart.status === 'open') {
    const checked = await checkCart({ store }, cartId, now, loaded);
    const { review } = checked;
    if (review.state === 'empty') return { kind: 'refused', status: 422, detail: cartMessage('emptyCart') };
    if (review.state !== 'available' || review.promoRemoved) return { kind: 'review', review };
    current = checked.cart;
    checkedAgainst = checked.experiences;
  }
  if (current.status === 'none') return { kind: 'refused', status: 404, detail: BOOKING_TEXT.noCart(cartId) };
  if (current.lines.length === 0) return { kind: 'refused', status: 422, detail: cartMessage('emptyCart') };
  const experiences = new Map<string, ExperienceState>();
  for (const id of new Set(current.lines.map((l) => l.experienceId))) experiences.set(id, checkedAgainst.get(id) ?? (await experienceStreams.state(store, id)));
  return {
    items: buildBookingItems(current, experiences),
    subtotal: current.subtotal,
    discount: current.discount,
    promoCode: current.promo?.code ?? null,
    total: current.total,
    exchange: exchangeAtCheckout(current, now.toISOString()),
    customerId: current.customerId,
  };
}
