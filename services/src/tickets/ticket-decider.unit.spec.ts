import { describe, expect, it } from 'vitest';
import type { TicketEvent } from '@rihla/events/tickets';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import { readTicketCode, signedTicketCode, ticketRefFor } from './ticket-code.ts';
import { ticketDecider, type TicketCommand, type TicketFacts } from './ticket-decider.ts';
import { TicketRuleError } from './ticket-rule-error.ts';
import { ticketsOfItem } from './tickets-of-item.ts';
import { testItem } from '../booking/testing/index.ts';

const spec = deciderSpecFor(ticketDecider);
const REF = ticketRefFor('bk1', 'i1', 1);
const departure = { experienceId: 'exp-1', optionId: 'opt-1', date: '2030-01-20', startTime: '09:00' };
const ticket = (over: Partial<TicketFacts> = {}): TicketFacts => ({
  ticketRef: REF,
  bookingId: 'bk1',
  itemId: 'i1',
  supplierId: 'sup-1',
  itemStatus: 'confirmed',
  departure: { ...departure, timeZone: 'Asia/Riyadh' },
  noShowsFrom: new Date('2030-01-20T06:00:00Z'),
  location: { en: 'Riyadh', ar: 'الرياض' },
  ...over,
});
const guide = { by: { customerId: 'staff-1', name: 'Omar (Dunes Co)' }, supplierId: 'sup-1' };
const ops = { by: { customerId: 'ops-1', name: 'Rihla Operations' }, supplierId: null };
// 09:41 in Riyadh on the departure day.
const MORNING = new Date('2030-01-20T06:41:00Z');
const redeem = (over: Partial<Extract<TicketCommand, { type: 'RedeemTicket' }>['data']> = {}): TicketCommand => ({
  type: 'RedeemTicket',
  data: { ticket: ticket(), staff: guide, scanId: 'scan-0001', scannedAt: MORNING, where: 'Gate A', departure: null, now: MORNING, ...over },
});
const redeemed: TicketEvent = {
  type: 'TicketRedeemed',
  data: { ticketRef: REF, bookingId: 'bk1', itemId: 'i1', supplierId: 'sup-1', by: guide.by, where: 'Gate A', scanId: 'scan-0001', scannedAt: MORNING.toISOString(), at: MORNING.toISOString() },
};

describe('ticket redemption', () => {
  it('redeems a confirmed ticket on its day, recording who, when (phone and server) and where', () => {
    spec.given([]).when(redeem()).then([redeemed]);
  });

  it('redeems for the departure the scanner checks in', () => {
    spec.given([]).when(redeem({ departure })).then([redeemed]);
  });

  it('refuses a second scan saying when and by whom the guest checked in', () => {
    spec.given([redeemed]).when(redeem({ scanId: 'scan-0002', staff: ops })).thenThrows(TicketRuleError, { code: 'alreadyCheckedIn', message: `Already checked in at ${MORNING.toISOString()} by Omar (Dunes Co).` });
  });

  it('takes the same scan sent again (offline replay) as the same check-in, appending nothing', () => {
    spec.given([redeemed]).when(redeem()).thenNothing();
  });

  it('stops a cancelled item’s tickets at once', () => {
    spec.given([]).when(redeem({ ticket: ticket({ itemStatus: 'cancelled' }) })).thenThrows(TicketRuleError, { code: 'cancelled' });
  });

  it('refuses a ticket whose item is not confirmed (on request, waiting for the supplier)', () => {
    spec.given([]).when(redeem({ ticket: ticket({ itemStatus: 'pending' }) })).thenThrows(TicketRuleError, { code: 'notConfirmed' });
  });

  it('refuses another supplier’s ticket before saying anything else about it', () => {
    spec.given([redeemed]).when(redeem({ staff: { ...guide, supplierId: 'sup-2' } })).thenThrows(TicketRuleError, { code: 'otherSupplier' });
  });

  it('lets ops scan every supplier’s tickets', () => {
    expect(spec.given([]).when(redeem({ staff: ops })).result().state.status).toBe('redeemed');
  });

  it('refuses a scan for another departure, and on another day (in the departure’s zone)', () => {
    spec.given([]).when(redeem({ departure: { ...departure, startTime: '16:00' } })).thenThrows(TicketRuleError, { code: 'wrongDeparture' });
    // 23:30 UTC on the 19th is already 02:30 on the 20th in Riyadh: valid. 20:59 UTC on the 19th is still the 19th there.
    spec.given([]).when(redeem({ scannedAt: new Date('2030-01-19T23:30:00Z') })).then([{ ...redeemed, data: { ...redeemed.data, scannedAt: '2030-01-19T23:30:00.000Z' } }]);
    spec.given([]).when(redeem({ scannedAt: new Date('2030-01-19T20:59:00Z') })).thenThrows(TicketRuleError, { code: 'wrongDay' });
  });
});

describe('no-shows', () => {
  const AFTER = new Date('2030-01-20T06:30:00Z');
  const mark = (over: Partial<Extract<TicketCommand, { type: 'MarkNoShow' }>['data']> = {}): TicketCommand => ({ type: 'MarkNoShow', data: { ticket: ticket(), staff: ops, now: AFTER, ...over } });
  const marked: TicketEvent = { type: 'TicketNoShowMarked', data: { ticketRef: REF, bookingId: 'bk1', itemId: 'i1', supplierId: 'sup-1', by: ops.by, at: AFTER.toISOString() } };

  it('marks an unscanned ticket after the start time, never before', () => {
    spec.given([]).when(mark()).then([marked]);
    spec.given([]).when(mark({ now: new Date('2030-01-20T05:59:00Z') })).thenThrows(TicketRuleError, { code: 'beforeStart' });
  });

  it('skips checked-in, already marked and cancelled tickets', () => {
    spec.given([redeemed]).when(mark()).thenNothing();
    spec.given([marked]).when(mark()).thenNothing();
    spec.given([]).when(mark({ ticket: ticket({ itemStatus: 'cancelled' }) })).thenNothing();
  });

  it('refuses a late scan of a no-show and another supplier marking it', () => {
    spec.given([marked]).when(redeem()).thenThrows(TicketRuleError, { code: 'noShow' });
    spec.given([]).when(mark({ staff: { ...guide, supplierId: 'sup-2' } })).thenThrows(TicketRuleError, { code: 'otherSupplier' });
  });
});

describe('ticket codes', () => {
  const SECRET = 'a-ticket-secret-of-at-least-32-characters';

  it('reads its own signed code, refuses altered or otherwise-signed ones, and reads typed references', () => {
    const code = signedTicketCode(SECRET, REF);
    expect(code).toMatch(/^RIHLA-T1\.TK-[2-9A-Z]{10}\.[\w-]{22}$/);
    expect(code).not.toContain('bk1');
    expect(readTicketCode(SECRET, code)).toEqual({ kind: 'ref', ref: REF, signed: true });
    const other = ticketRefFor('bk1', 'i1', 2);
    expect(readTicketCode(SECRET, code.replace(REF, other))).toEqual({ kind: 'forged' });
    expect(readTicketCode('another-secret-of-at-least-32-characters!', code)).toEqual({ kind: 'forged' });
    expect(readTicketCode(SECRET, `${code}x`)).toEqual({ kind: 'forged' });
    expect(readTicketCode(SECRET, ` ${REF.toLowerCase().replace('-', ' ')} `)).toEqual({ kind: 'ref', ref: REF, signed: false });
    expect(readTicketCode(SECRET, 'https://example.com/qr')).toEqual({ kind: 'unreadable' });
  });

  it('keeps the references tickets already carry (every read model derives them again on a rebuild)', () => {
    // Computed by ticket-code.ts before it shared platform/readable-code.ts with the order ids.
    expect(ticketRefFor('bk0123456789abcdef01234567', 'item-1', 1)).toBe('TK-E55QKDN45C');
  });

  it('issues a ticket per traveller, or per item for per-item products, with distinct references', () => {
    const perPerson = ticketsOfItem('bk1', testItem('i1', { participants: { adult: 2, child: 1, infant: 0 }, quantity: 3 }));
    expect(perPerson.map((t) => [t.unit, t.number, t.of])).toEqual([['adult', 1, 3], ['adult', 2, 3], ['child', 3, 3]]);
    expect(new Set(perPerson.map((t) => t.ticketRef)).size).toBe(3);
    const boat = ticketsOfItem('bk1', testItem('i2', { participants: { adult: 5, child: 0, infant: 0 }, quantity: 1 }));
    expect(boat.map((t) => [t.unit, t.of])).toEqual([['item', 1]]);
  });
});
