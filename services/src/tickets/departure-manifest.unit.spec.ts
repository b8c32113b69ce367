import { describe, expect, it } from 'vitest';
import { departureManifestOf } from './departure-manifest.ts';
import type { ManifestBooking, ManifestItem } from './manifest-projection.ts';

const departure = { experienceId: 'museum', optionId: 'standard', date: '2030-01-20', startTime: '09:00' };
const item = (over: Partial<ManifestItem> = {}): ManifestItem => ({
  itemId: 'i1',
  departure,
  timeZone: 'Asia/Riyadh',
  supplierId: 'sup-1',
  title: { en: 'National Museum', ar: 'المتحف الوطني' },
  optionTitle: { en: 'Standard ticket', ar: 'تذكرة عادية' },
  location: { en: 'Riyadh', ar: 'الرياض' },
  participants: { adult: 1, child: 0, infant: 0 },
  extras: [],
  pickup: null,
  status: 'confirmed',
  tickets: [{ ticketRef: 'T-1', unit: 'adult', number: 1, of: 1, state: 'notYet', at: null, by: null, where: null }],
  ...over,
});
const booking = (i: ManifestItem): ManifestBooking => ({ bookingId: 'bk1', orderId: 'RH-1', customerId: null, guest: 'Sara Test', phone: '+966500000000', items: { [i.itemId]: i } });
// Riyadh is UTC+3: 10:00 there is 07:00Z, 20:30 there 17:30Z.
const at = (riyadh: string) => new Date(`2030-01-20T${String(Number(riyadh.slice(0, 2)) - 3).padStart(2, '0')}:${riyadh.slice(3)}:00Z`);

describe('a departure manifest', () => {
  it('of a timed departure: no-shows from its start time, no day hours', () => {
    const m = departureManifestOf([booking(item())], departure, null, at('09:30'))!;
    expect(m.started).toBe(true);
    expect(m.validAllDay).toBeUndefined();
  });

  it("of a day ticket's day: valid all day with its hours, and no-shows only after closing (its guests may come until then)", () => {
    const dayTicket = item({ validAllDay: { opens: '09:00', closes: '20:00' } });
    const morning = departureManifestOf([booking(dayTicket)], departure, null, at('10:00'))!;
    expect(morning.validAllDay).toEqual({ opens: '09:00', closes: '20:00' });
    expect(morning.started).toBe(false);
    expect(departureManifestOf([booking(dayTicket)], departure, null, at('19:59'))!.started).toBe(false);
    expect(departureManifestOf([booking(dayTicket)], departure, null, at('20:00'))!.started).toBe(true);
  });

  it('of a day ticket open past midnight: no-shows from the next morning\'s closing time', () => {
    const late = item({ validAllDay: { opens: '16:00', closes: '01:00' } });
    expect(departureManifestOf([booking(late)], departure, null, at('23:30'))!.started).toBe(false);
    expect(departureManifestOf([booking(late)], departure, null, new Date('2030-01-20T22:00:00Z'))!.started).toBe(true);
  });
});
