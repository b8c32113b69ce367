import type { BookingConfirmationBody } from '@octocloud/types';
import type { Buyer } from '@rihla/events/booking';
import type { OctoContact } from '@rihla/events/octo';
import { bookings } from '../booking/bookings.ts';
import type { BookingWatch } from '../booking/checkout/booking-watch.ts';
import { buildBookingItems } from '../booking/checkout/build-booking-items.ts';
import type { BookingState } from '../booking/decider/booking-state.ts';
import { carts } from '../cart/carts.ts';
import { checkOutCart } from '../cart/check-out-cart.ts';
import type { ExperienceState } from '../catalog/decider/experience-decider.ts';
import { experiences as experienceStreams } from '../catalog/decider/experiences.ts';
import { extendHold } from '../inventory/release-hold.ts';
import { SlotRuleError } from '../inventory/slot-decider.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { octoBookingDecider, OctoRuleError, type OctoBookingState } from './octo-booking-decider.ts';
import { octoBookingIdOf, octoBookings } from './octo-booking-stream.ts';
import { normaliseContact } from './octo-contact.ts';
import { badRequest, invalidBookingUuid, unprocessable } from './octo-error.ts';
import { engineIdsOf, type Reseller } from './reserve-octo-booking.ts';

export interface ConfirmDeps {
  store: EventStore;
  watch: BookingWatch;
  /** How long a confirmed booking's seats stay held while the saga books them (the engine's hold time). */
  holdTtlMs: number;
  /** How long the answer waits for the supplier's instant confirmation before answering with the booking as it is. */
  waitMs: number;
}

/** `+966 50 123 4567` -> { +966, 501234567 }: the buyer's phone as the engine stores it (E.164 with the country code). */
export function phoneOf(raw: string | null): Buyer['phone'] | null {
  const digits = (raw ?? '').replace(/[\s().-]/g, '');
  const m = /^\+(966|971|973|974|965|968|20|1|44|\d{1,3}?)(\d{4,14})$/.exec(digits);
  return m ? { countryCode: `+${m[1]}`, number: m[2]! } : null;
}

/** The buyer the engine needs, from an OCTO contact; every missing field named at once. */
export function buyerOf(contact: OctoContact): Buyer {
  const [first, ...rest] = (contact.fullName ?? '').split(/\s+/).filter(Boolean);
  const firstName = contact.firstName ?? first ?? null;
  const lastName = contact.lastName ?? (rest.length ? rest.join(' ') : null);
  const phone = phoneOf(contact.phoneNumber);
  const email = contact.emailAddress !== null && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.emailAddress) ? contact.emailAddress : null;
  const missing = [
    ...(firstName ? [] : ['contact.firstName (or fullName)']),
    ...(lastName ? [] : ['contact.lastName (or fullName)']),
    ...(email ? [] : ['contact.emailAddress']),
    ...(phone ? [] : ['contact.phoneNumber (with its country code, e.g. +966501234567)']),
  ];
  if (missing.length) throw badRequest(`The booking needs ${missing.join(', ')}.`);
  return { firstName: firstName!, lastName: lastName!, email: email!, phone: phone! };
}

const settledOrWaiting = (s: BookingState) => s.status === 'confirmed' || s.status === 'partiallyConfirmed' || s.status === 'failed' || s.status === 'onHold';

/** Creates the engine booking a confirmed reservation becomes; every step is idempotent, so a retry finishes it. */
async function ensureEngineBooking(store: EventStore, reseller: Reseller, state: Exclude<OctoBookingState, { status: 'none' }>, buyer: Buyer, now: Date): Promise<void> {
  const ids = engineIdsOf(reseller.resellerId, state.uuid);
  if ((await bookings.load(store, ids.bookingId)).state.status !== 'none') return;
  const cartId = `octo-${ids.bookingId}`;
  const experience = await experienceStreams.state(store, state.productId);
  const request = state.unitItems.length && experience.status !== 'none'
    ? {
        experienceId: state.productId,
        optionId: state.optionId,
        date: state.slot.date,
        startTime: state.slot.startTime,
        ...(experience.experience.options.find((o) => o.optionId === state.optionId)?.pricing.mode === 'perItem'
          ? { quantity: state.quantity }
          : { participants: { adult: state.unitItems.filter((u) => u.unitId === 'adult').length, child: state.unitItems.filter((u) => u.unitId === 'child').length, infant: state.unitItems.filter((u) => u.unitId === 'infant').length } }),
      }
    : null;
  if (!request) throw unprocessable('This product can no longer be booked.');
  const at = now.toISOString();
  await carts.handle(store, cartId, { type: 'OpenCart', data: { cartId, customerId: null, currency: state.total.currency, currencyChosen: false, now: at } }, { commandId: `${cartId}:open` });
  await carts.handle(store, cartId, { type: 'AddItem', data: { lineId: ids.itemId, request, experience, now: at } }, { commandId: `${cartId}:add` });
  await checkOutCart(store, { cartId, bookingId: ids.bookingId, now });
  const cart = await carts.state(store, cartId);
  if (cart.status === 'none') throw new Error(`cart ${cartId} vanished`);
  const experiences = new Map<string, ExperienceState>([[state.productId, experience]]);
  await bookings.handle(
    store,
    ids.bookingId,
    {
      type: 'RequestCheckout',
      data: {
        bookingId: ids.bookingId,
        orderId: ids.orderId,
        purchaseId: ids.purchaseId,
        cartId,
        idempotencyKey: `octo:${reseller.resellerId}:${state.uuid}`,
        customerId: null,
        buyer,
        locale: state.contact.locales.some((l) => l.toLowerCase().startsWith('ar')) ? 'ar' : 'en',
        // The reseller collects the price and settles with us: nothing is charged to a card here.
        paymentMethod: 'payLater',
        items: buildBookingItems(cart, experiences),
        subtotal: cart.subtotal,
        discount: cart.discount,
        promoCode: null,
        total: cart.total,
        reseller: { resellerId: reseller.resellerId, name: reseller.name, reference: state.resellerReference },
        now: at,
      },
    },
    { commandId: `checkout-${ids.bookingId}` },
  );
}

/**
 * POST /bookings/{uuid}/confirm: the reservation becomes an engine booking through the same saga as the
 * storefront's (the saga's hold step finds the reservation's hold, so no second seat is taken), then the confirmation
 * is recorded. On-request products stay ON_HOLD until their supplier answers.
 */
export async function confirmOctoBooking(deps: ConfirmDeps, reseller: Reseller, uuid: string, body: BookingConfirmationBody, now: Date): Promise<OctoBookingState> {
  const { store } = deps;
  const loaded = await octoBookings.load(store, octoBookingIdOf(reseller.resellerId, uuid));
  if (loaded.state.status === 'none') throw invalidBookingUuid(uuid);
  const contact = normaliseContact({ ...loaded.state.contact, ...body.contact });
  const resellerReference = body.resellerReference ?? loaded.state.resellerReference;
  const command = { type: 'ConfirmOctoBooking' as const, data: { uuid, contact, resellerReference, now: now.toISOString() } };
  try {
    octoBookingDecider.decide(command, loaded.state);
  } catch (err) {
    if (err instanceof OctoRuleError) throw unprocessable(err.message);
    throw err;
  }
  const buyer = buyerOf(loaded.state.status === 'confirmed' ? loaded.state.contact : contact);
  if (loaded.state.status === 'reserved') {
    try {
      await extendHold(store, { slot: loaded.state.slot, holdId: loaded.state.holdId, now, expiresAt: new Date(now.getTime() + deps.holdTtlMs) });
    } catch (err) {
      if (err instanceof SlotRuleError) throw unprocessable(`Booking ${uuid} can no longer be confirmed: its seats are no longer held (${err.message}).`);
      throw err;
    }
  }
  await ensureEngineBooking(store, reseller, loaded.state, buyer, now);
  const { newState } = await octoBookings.handle(store, octoBookingIdOf(reseller.resellerId, uuid), command, { commandId: `octo-confirm:${reseller.resellerId}:${uuid}` });
  await deps.watch.waitFor(engineIdsOf(reseller.resellerId, uuid).bookingId, settledOrWaiting, deps.waitMs);
  return newState;
}
