import { AvailabilityStatus, BookingStatus, DeliveryFormat, DeliveryMethod, RedemptionMethod, Refund, type Availability, type Booking, type Contact, type UnitItem } from '@octocloud/types';
import type { BookingState } from '../booking/index.ts';
import { remainingSeats, type SlotState } from '../inventory/index.ts';
import { localDateTimeEnd, utcOffsetAt } from './octo-availability-id.ts';
import { isExpired, type OctoBookingState } from './octo-booking-decider.ts';
import type { VatCountry } from '../catalog/index.ts';
import { octoPricing } from './octo-pricing.ts';
import { unreachable } from '../platform/unreachable.ts';
import type { BookingRedemptions } from '../tickets/index.ts';

type Existing = Exclude<OctoBookingState, { status: 'none' }>;

/** OCTO's status: the reservation's own until it is confirmed, then the engine item's. */
export function octoStatusOf(state: Existing, engine: BookingState, now: Date): BookingStatus {
  switch (state.status) {
    case 'reserved':
      return isExpired(state, now.toISOString()) ? BookingStatus.EXPIRED : BookingStatus.ON_HOLD;
    case 'cancelled':
      return BookingStatus.CANCELLED;
    case 'confirmed': {
      const item = engine.status === 'none' ? undefined : engine.items[state.itemId];
      switch (item?.status) {
        case 'confirmed':
          return BookingStatus.CONFIRMED;
        case 'cancelled':
          return BookingStatus.CANCELLED;
        case 'failed':
        case 'unavailable':
          return BookingStatus.REJECTED;
        // Held, being confirmed, or waiting for an on-request supplier's answer.
        default:
          return BookingStatus.ON_HOLD;
      }
    }
    default:
      return unreachable(state);
  }
}

const utc = (iso: string | null): string | null => (iso === null ? null : new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z'));

export interface OctoBookingViewInput {
  state: Existing;
  engine: BookingState;
  slot: SlotState;
  durationMinutes: number;
  countryCode: VatCountry;
  pricing: boolean;
  now: Date;
  /** octo/pickups asked: the booking's pickup fields (octo-pickups.ts bookingPickup). */
  pickup: object | null;
  /** A day ticket: the venue's hours on the booking's date (valid all day); null for a timed departure. */
  openingHours: { opens: string; closes: string } | null;
  /** Check-in of the booking's tickets (tickets' read model); null when unknown or not confirmed. */
  redemptions: BookingRedemptions | null;
}

/** A reseller's booking as OCTO shapes it. */
export function toOctoBooking(v: OctoBookingViewInput): Booking {
  const { state, engine, now } = v;
  const booked = octoStatusOf(state, engine, now);
  // Checked in: every ticket of a confirmed booking scanned is REDEEMED, at the last scan.
  const redeemedAt = booked === BookingStatus.CONFIRMED ? utc(v.redemptions?.allRedeemedAt ?? null) : null;
  const status = redeemedAt !== null ? BookingStatus.REDEEMED : booked;
  // One ticket per unit (per person) gives each unit its own check-in time; per-item tickets give the booking's.
  const tickets = v.redemptions?.tickets ?? [];
  const unitRedeemedAt = (i: number): string | null =>
    booked !== BookingStatus.CONFIRMED ? null : tickets.length === state.unitItems.length ? utc(tickets[i]?.redeemedAt ?? null) : redeemedAt;
  const item = engine.status === 'none' ? undefined : engine.items[state.itemId];
  const contact: Contact = { ...state.contact };
  const hours = v.openingHours;
  // A day ticket's availability runs from opening to closing and is sold until the venue closes.
  const endsAt = hours ? `${state.slot.date}T${hours.closes}:00${utcOffsetAt(state.slot.date, hours.closes, state.timeZone)}` : null;
  const startsAt = new Date(Date.parse(endsAt ?? state.availabilityId));
  const started = startsAt.getTime() <= now.getTime();
  const remaining = remainingSeats(v.slot, state.capacity, now);
  const availability: Availability = {
    id: state.availabilityId,
    localDateTimeStart: state.availabilityId,
    localDateTimeEnd: endsAt ?? localDateTimeEnd(state.slot.date, state.slot.startTime, state.timeZone, v.durationMinutes),
    utcCutoffAt: utc(startsAt.toISOString())!,
    allDay: hours !== null,
    available: !started && remaining > 0,
    status: started ? AvailabilityStatus.CLOSED : remaining > 0 ? AvailabilityStatus.AVAILABLE : AvailabilityStatus.SOLD_OUT,
    vacancies: started ? 0 : remaining,
    capacity: v.slot.status === 'open' ? v.slot.capacity : state.capacity,
    maxUnits: started ? 0 : remaining,
    openingHours: hours ? [{ from: hours.opens, to: hours.closes }] : [],
  };
  const unitPrice = state.unitItems.length ? Math.floor(state.total.amount / state.unitItems.length) : 0;
  const unitItems: UnitItem[] = state.unitItems.map((u, i) => ({
    uuid: u.uuid,
    resellerReference: null,
    supplierReference: `${state.supplierReference}-${i + 1}`,
    unitId: u.unitId,
    status: unitRedeemedAt(i) !== null ? BookingStatus.REDEEMED : booked,
    utcRedeemedAt: unitRedeemedAt(i),
    contact: { fullName: null, firstName: null, lastName: null, emailAddress: null, phoneNumber: null, locales: [], postalCode: null, country: null, notes: null },
    ticket: null,
    ...(v.pricing
      ? { pricing: octoPricing(i === state.unitItems.length - 1 ? state.total.amount - unitPrice * (state.unitItems.length - 1) : unitPrice, state.total.currency, v.countryCode) }
      : {}),
  }));
  return {
    id: state.uuid,
    uuid: state.uuid,
    testMode: false,
    resellerReference: state.resellerReference,
    supplierReference: state.supplierReference,
    status,
    utcCreatedAt: utc(state.reservedAt)!,
    utcUpdatedAt: utc(state.updatedAt)!,
    utcExpiresAt: state.status === 'reserved' ? utc(state.expiresAt) : status === BookingStatus.ON_HOLD ? utc(item?.answerDueBy ?? null) : null,
    utcRedeemedAt: redeemedAt,
    utcConfirmedAt: booked === BookingStatus.CONFIRMED && state.status === 'confirmed' ? utc(state.confirmedAt) : null,
    productId: state.productId,
    optionId: state.optionId,
    // What a cancellation would do now: a reservation gives its seats back, a confirmed booking is cancelled under its
    // policy; a confirmation still being booked or waiting on its supplier's answer cannot be cancelled yet, nor can
    // a booking whose guests all checked in.
    cancellable: !started && (state.status === 'reserved' ? status === BookingStatus.ON_HOLD : status === BookingStatus.CONFIRMED),
    cancellation:
      state.status === 'cancelled'
        ? { refund: Refund[state.refund], reason: state.reason, utcCancelledAt: utc(state.cancelledAt)! }
        : null,
    freesale: false,
    availabilityId: state.availabilityId,
    availability,
    contact,
    notes: state.notes,
    deliveryMethods: [DeliveryMethod.VOUCHER],
    // Delivered by voucher: the object is there from the start (as OCTO's reference supplier does), its QR code once confirmed.
    voucher: {
      redemptionMethod: RedemptionMethod.DIGITAL,
      utcRedeemedAt: redeemedAt,
      deliveryOptions: booked === BookingStatus.CONFIRMED ? [{ deliveryFormat: DeliveryFormat.QRCODE, deliveryValue: state.supplierReference }] : [],
    },
    unitItems,
    ...(v.pickup ?? {}),
    ...(v.pricing ? { pricing: octoPricing(state.total.amount, state.total.currency, v.countryCode) } : {}),
  };
}
