import { describe, expect, it } from 'vitest';
import { DEV_ZATCA_SELLER } from '../../platform/config.ts';
import { seededCheckout, seededExperiences, seededItem } from '../testing/seeded-bookings.ts';
import { invoiceForCapture } from './booking-documents.ts';

const parties = { seller: DEV_ZATCA_SELLER, resellerBuyers: {} };

describe("an e-invoice's lines", () => {
  it('name a day ticket valid all day (no start time), a timed departure by its start time, in English and Arabic', () => {
    const dayTicket = seededExperiences().find((e) => e.availabilityType === 'OPENING_HOURS' && e.countryCode === 'SA')!;
    const timed = seededExperiences().find((e) => e.availabilityType === undefined && e.countryCode === 'SA')!;
    const hours = { opens: dayTicket.openingHours[0]!.opens, closes: dayTicket.openingHours[0]!.closes };
    for (const locale of ['en', 'ar'] as const) {
      const checkout = seededCheckout(`day-${locale}`, [{ ...seededItem('i1', dayTicket, 2, 'SAR'), validAllDay: hours }, seededItem('i2', timed, 1, 'SAR')], { locale });
      const draft = invoiceForCapture(checkout, { captureId: 'cap-1', amount: checkout.total, itemIds: ['i1', 'i2'], at: '2026-11-26T09:00:00.000Z' }, parties);
      const [day, departure] = draft.lines.map((l) => l.name);
      expect(day).toContain(locale === 'en' ? '(2026-12-20 valid all day)' : '(2026-12-20 صالحة طوال اليوم)');
      expect(departure).toContain(`(2026-12-20 ${timed.options[0]!.startTimes[0]})`);
    }
  });
});
