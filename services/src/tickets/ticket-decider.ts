import type { LocalizedText, TimeZone } from '@rihla/events/common';
import type { DepartureKey, TicketEvent } from '@rihla/events/tickets';
import { localDateIn } from '../catalog/index.ts';
import type { Decider } from '../platform/command-handling/decider.ts';
import { unreachable } from '../platform/unreachable.ts';
import { TicketRuleError } from './ticket-rule-error.ts';

export type Redemption = Extract<TicketEvent, { type: 'TicketRedeemed' }>['data'];
export type NoShowMark = Extract<TicketEvent, { type: 'TicketNoShowMarked' }>['data'];

export type TicketState = { status: 'issued' } | { status: 'redeemed'; redemption: Redemption } | { status: 'noShow'; mark: NoShowMark };

/** What the booking says about the ticket at the moment of the scan (read from its stream, never from a read model). */
export interface TicketFacts {
  ticketRef: string;
  bookingId: string;
  itemId: string;
  supplierId: string;
  /** confirmed: valid; cancelled: stopped at once; pending: not confirmed (yet), e.g. waiting for the supplier. */
  itemStatus: 'confirmed' | 'cancelled' | 'pending';
  departure: DepartureKey & { timeZone: TimeZone };
  /** From when its guest may be marked a no-show (UTC): the departure's start, a day ticket's closing (no-shows-from.ts). */
  noShowsFrom: Date;
  location: LocalizedText;
}

export interface StaffScope {
  by: { customerId: string; name: string };
  /** Supplier staff scan only their supplier's tickets; null for ops. */
  supplierId: string | null;
}

export type TicketCommand =
  | {
      type: 'RedeemTicket';
      data: { ticket: TicketFacts; staff: StaffScope; scanId: string; scannedAt: Date; where: string; departure: DepartureKey | null; now: Date };
    }
  | { type: 'MarkNoShow'; data: { ticket: TicketFacts; staff: StaffScope; now: Date } };

const sameDeparture = (a: DepartureKey, b: DepartureKey) => a.experienceId === b.experienceId && a.optionId === b.optionId && a.date === b.date && a.startTime === b.startTime;

function checkScope(ticket: TicketFacts, staff: StaffScope): void {
  if (staff.supplierId !== null && staff.supplierId !== ticket.supplierId) throw new TicketRuleError('otherSupplier', 'This ticket is not for one of your products.');
}

function redeem(data: Extract<TicketCommand, { type: 'RedeemTicket' }>['data'], state: TicketState): TicketEvent[] {
  const { ticket, staff } = data;
  checkScope(ticket, staff);
  switch (state.status) {
    case 'redeemed':
      // The same scan sent again (the phone's offline queue, a retried request) is the same check-in.
      if (state.redemption.scanId === data.scanId) return [];
      throw new TicketRuleError('alreadyCheckedIn', `Already checked in at ${state.redemption.at} by ${state.redemption.by.name}.`);
    case 'noShow':
      throw new TicketRuleError('noShow', `Marked as a no-show at ${state.mark.at} by ${state.mark.by.name}.`);
    case 'issued':
      break;
    default:
      return unreachable(state);
  }
  if (ticket.itemStatus === 'cancelled') throw new TicketRuleError('cancelled', 'This ticket was cancelled.');
  if (ticket.itemStatus === 'pending') throw new TicketRuleError('notConfirmed', 'This booking is not confirmed yet.');
  if (data.departure && !sameDeparture(data.departure, ticket.departure)) throw new TicketRuleError('wrongDeparture', 'This ticket is for another departure.');
  if (!data.departure && localDateIn(data.scannedAt, ticket.departure.timeZone) !== ticket.departure.date) throw new TicketRuleError('wrongDay', 'This ticket is for another day.');
  return [
    {
      type: 'TicketRedeemed',
      data: {
        ticketRef: ticket.ticketRef,
        bookingId: ticket.bookingId,
        itemId: ticket.itemId,
        supplierId: ticket.supplierId,
        by: staff.by,
        where: data.where,
        scanId: data.scanId,
        scannedAt: data.scannedAt.toISOString(),
        at: data.now.toISOString(),
      },
    },
  ];
}

function markNoShow(data: Extract<TicketCommand, { type: 'MarkNoShow' }>['data'], state: TicketState): TicketEvent[] {
  const { ticket, staff } = data;
  checkScope(ticket, staff);
  if (data.now < ticket.noShowsFrom) throw new TicketRuleError('beforeStart', 'Guests can be marked as no-shows only after the start time.');
  // Checked-in, already marked and cancelled tickets are not no-shows: marking "the rest" skips them.
  if (state.status !== 'issued' || ticket.itemStatus !== 'confirmed') return [];
  return [{ type: 'TicketNoShowMarked', data: { ticketRef: ticket.ticketRef, bookingId: ticket.bookingId, itemId: ticket.itemId, supplierId: ticket.supplierId, by: staff.by, at: data.now.toISOString() } }];
}

/** One ticket's day of the tour: redeemed once, or marked a no-show after the start; never both. */
export const ticketDecider: Decider<TicketCommand, TicketEvent, TicketState> = {
  initialState: () => ({ status: 'issued' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'TicketRedeemed':
        return { status: 'redeemed', redemption: event.data };
      case 'TicketNoShowMarked':
        return state.status === 'issued' ? { status: 'noShow', mark: event.data } : state;
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RedeemTicket':
        return redeem(command.data, state);
      case 'MarkNoShow':
        return markNoShow(command.data, state);
      default:
        return unreachable(command);
    }
  },
};
