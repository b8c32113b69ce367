import type { Redis } from 'ioredis';
import type { ScanInput, ScanResult, TicketSummary } from '@rihla/events/tickets';
import { bookings } from '../booking/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { findTicket } from './manifest-projection.ts';
import { scanMessages } from './scan-messages.ts';
import { readTicketCode } from './ticket-code.ts';
import { tickets } from './tickets.ts';
import type { StaffScope } from './ticket-decider.ts';
import { ticketOfBooking } from './ticket-facts-of.ts';
import { TicketRuleError } from './ticket-rule-error.ts';

export interface ScanDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  /** The Rihla-only ticket secret (TICKET_SECRET). */
  secret: string;
  now: () => Date;
}

const refused = (scanId: string, code: ScanResult['code'], message: ScanResult['message'], ticket: TicketSummary | null = null, redemption: ScanResult['redemption'] = null, conflict = false): ScanResult => ({
  scanId,
  outcome: 'refused',
  code,
  message,
  ticket,
  redemption,
  conflict,
});

/**
 * One scan, from the code's text to the answer the scanner shows: signature, reference, the booking's stream (so a
 * cancellation stops a ticket at once), then the ticket's decider. Forged, unknown and other-supplier codes are
 * answered without anything about a ticket.
 */
export async function scanTicket(deps: ScanDeps, staff: StaffScope, scan: ScanInput): Promise<ScanResult> {
  const read = readTicketCode(deps.secret, scan.code);
  if (read.kind !== 'ref') return refused(scan.scanId, read.kind, scanMessages[read.kind]);
  const found = await findTicket(deps.redis, deps.prefix, read.ref);
  const ticket = found ? ticketOfBooking(await bookings.state(deps.store, found.bookingId), found.itemId, read.ref) : null;
  if (!ticket) return refused(scan.scanId, 'unknown', scanMessages.unknown);
  if (staff.supplierId !== null && staff.supplierId !== ticket.facts.supplierId) return refused(scan.scanId, 'otherSupplier', scanMessages.otherSupplier);
  const { facts, summary } = ticket;
  const zone = facts.departure.timeZone;
  const validWhen = { date: facts.departure.date, startTime: facts.departure.startTime, location: facts.location };
  const now = deps.now();
  try {
    const { newState } = await tickets.handle(
      deps.store,
      facts.ticketRef,
      { type: 'RedeemTicket', data: { ticket: facts, staff, scanId: scan.scanId, scannedAt: new Date(scan.scannedAt), where: scan.where, departure: scan.departure ?? null, now } },
      { commandId: `scan:${scan.scanId}` },
    );
    if (newState.status !== 'redeemed') throw new Error(`ticket ${facts.ticketRef} was not redeemed`);
    const r = newState.redemption;
    return { scanId: scan.scanId, outcome: 'checkedIn', code: null, message: scanMessages.checkedIn(summary.guest), ticket: summary, redemption: { at: r.at, scannedAt: r.scannedAt, by: r.by.name, where: r.where }, conflict: false };
  } catch (err) {
    if (!(err instanceof TicketRuleError)) throw err;
    const state = await tickets.state(deps.store, facts.ticketRef);
    switch (err.code) {
      case 'alreadyCheckedIn': {
        if (state.status !== 'redeemed') throw err;
        const r = state.redemption;
        // A phone that read the code before the other scan was recorded could not have known: a conflict to show.
        const conflict = Date.parse(scan.scannedAt) <= Date.parse(r.at);
        return refused(scan.scanId, 'alreadyCheckedIn', scanMessages.alreadyCheckedIn(r.at, r.by.name, r.where, zone), summary, { at: r.at, scannedAt: r.scannedAt, by: r.by.name, where: r.where }, conflict);
      }
      case 'noShow':
        if (state.status !== 'noShow') throw err;
        return refused(scan.scanId, 'noShow', scanMessages.noShow(state.mark.at, state.mark.by.name, zone), summary);
      case 'wrongDeparture':
      case 'wrongDay':
        return refused(scan.scanId, err.code, scanMessages[err.code](validWhen), summary);
      case 'cancelled':
      case 'notConfirmed':
        return refused(scan.scanId, err.code, scanMessages[err.code], summary);
      case 'otherSupplier':
        return refused(scan.scanId, 'otherSupplier', scanMessages.otherSupplier);
      case 'beforeStart':
        throw err;
      default:
        return err.code satisfies never;
    }
  }
}
