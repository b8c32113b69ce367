import { describe, expect, it } from 'vitest';
import { BOOKING_OUTCOMES, bookingMessage, type BookingMessageDetails } from './booking-messages.ts';

const sar = (amount: number) => ({ amount, currency: 'SAR' as const });
const details: BookingMessageDetails = {
  orderId: 'RH-1001',
  customerName: 'Sara',
  paymentMethod: 'card',
  total: sar(45000),
  items: [
    { title: { en: 'Desert safari', ar: 'رحلة سفاري في الصحراء' }, date: '2026-03-05', startTime: '16:30', timeZone: 'Asia/Riyadh', travellers: 2, amount: sar(30000), status: 'confirmed' },
    { title: { en: 'Old town walk', ar: 'جولة في البلدة القديمة' }, date: '2026-03-06', startTime: '09:00', timeZone: 'Asia/Riyadh', travellers: 1, amount: sar(15000), status: 'failed' },
  ],
  link: 'http://localhost:3000/bookings/b-1',
};
const ARABIC = /[\u0600-\u06FF]/;

describe('booking messages', () => {
  it('a day ticket reads valid all day with the opening hours, never a start time, in both languages', () => {
    const dayTicket: BookingMessageDetails = {
      ...details,
      items: [{ title: { en: 'Museum day ticket', ar: 'تذكرة يوم في المتحف' }, date: '2026-03-05', startTime: '10:00', timeZone: 'Asia/Riyadh', validAllDay: { opens: '10:00', closes: '22:00' }, travellers: 2, amount: sar(12000), status: 'confirmed' }],
    };
    const en = bookingMessage('confirmed', 'en', dayTicket).text;
    expect(en).toContain('valid all day, open 10:00 AM–10:00 PM');
    expect(en).not.toMatch(/at 10:00/);
    const ar = bookingMessage('confirmed', 'ar', dayTicket).text;
    expect(ar).toContain('صالحة طوال اليوم');
    expect(ar).not.toContain('الساعة');
  });

  it('lists the pickup point, its time and the extras chosen with an item, in both languages', () => {
    const withAddOns: BookingMessageDetails = {
      ...details,
      items: [
        {
          ...details.items[0]!,
          pickup: { name: { en: 'Hilton Riyadh lobby', ar: 'بهو فندق هيلتون الرياض' }, time: '15:45' },
          extras: [{ title: { en: 'Photo package', ar: 'باقة الصور' }, quantity: 2 }],
        },
      ],
    };
    const en = bookingMessage('confirmed', 'en', withAddOns).text;
    expect(en).toContain('Pickup: Hilton Riyadh lobby at 3:45');
    expect(en).toContain('Extras: Photo package × 2');
    const ar = bookingMessage('confirmed', 'ar', withAddOns).text;
    expect(ar).toContain('الالتقاط: بهو فندق هيلتون الرياض');
    expect(ar).toContain('الإضافات: باقة الصور × 2');
  });

  it('a trip charged in one currency across countries states the rates fixed at checkout, in both languages', () => {
    const exchange = { chargeCurrency: 'SAR', rates: [{ from: 'AED', to: 'SAR', rate: 1.021103 }] };
    expect(bookingMessage('confirmed', 'en', { ...details, exchange }).text).toMatch(/Total: SAR.450\.00\nCharged in SAR at the rate fixed when you booked: 1 AED = 1\.021103 SAR\./);
    expect(bookingMessage('confirmed', 'ar', { ...details, exchange }).text).toContain('تم الدفع بعملة SAR بسعر الصرف المثبّت عند الحجز: 1 AED = 1.021103 SAR.');
    expect(bookingMessage('confirmed', 'en', details).text).not.toContain('Charged in');
  });

  it('every outcome has an English and an Arabic subject, e-mail text and WhatsApp text', () => {
    for (const outcome of BOOKING_OUTCOMES) {
      const en = bookingMessage(outcome, 'en', { ...details, refund: sar(45000) });
      const ar = bookingMessage(outcome, 'ar', { ...details, refund: sar(45000) });
      for (const m of [en, ar]) {
        expect(m.subject, outcome).toContain('RH-1001');
        expect(m.text, outcome).toContain('RH-1001');
        expect(m.whatsapp, outcome).toContain('RH-1001');
      }
      expect(ARABIC.test(en.subject + en.text + en.whatsapp), outcome).toBe(false);
      expect(ARABIC.test(ar.subject) && ARABIC.test(ar.text) && ARABIC.test(ar.whatsapp), outcome).toBe(true);
      expect(ar.subject, outcome).not.toBe(en.subject);
    }
  });

  it('uses the spec wording for a declined payment and a booking on hold', () => {
    expect(bookingMessage('paymentDeclined', 'en', { ...details, declineReason: 'insufficient_funds' }).text).toContain(
      'Sorry, payment was not completed. Please check your information and try again.',
    );
    expect(bookingMessage('paymentDeclined', 'en', { ...details, declineReason: 'insufficient_funds' }).text).toContain('insufficient funds');
    expect(bookingMessage('paymentDeclined', 'ar', details).text).toContain('عذرًا، لم تكتمل عملية الدفع. يُرجى التحقق من بياناتك والمحاولة مرة أخرى.');
    const hold = bookingMessage('onHold', 'en', details);
    expect(hold.text).toContain('is only held and charged after confirmation; an update follows by WhatsApp and e-mail.');
    expect(hold.whatsapp).toContain('an update follows by WhatsApp and e-mail');
    expect(bookingMessage('onHold', 'ar', details).text).toContain('واتساب والبريد الإلكتروني');
    // Charged at once (a method that cannot hold): nothing is held, a decline comes back as a refund.
    const charged = bookingMessage('onHold', 'en', { ...details, captured: sar(45000) });
    expect(charged.text).toMatch(/You were charged [^;]*450[^;]* when you paid; whatever the provider declines is refunded to your card within 24 hours\./);
    expect(charged.text).not.toContain('only held');
    expect(bookingMessage('onHold', 'ar', { ...details, captured: sar(45000) }).text).toContain('خلال 24 ساعة');
  });

  it('a failed booking promises the refund within 24 hours when money was taken, and a released hold otherwise', () => {
    const paid = bookingMessage('failed', 'en', { ...details, paymentTaken: true, refund: sar(45000), refundDueBy: '2026-03-02T10:00:00Z' });
    expect(paid.text).toMatch(/refunded to your card within 24 hours \(by Mar 2, 2026, 1:00\sPM Riyadh time\)/);
    expect(paid.text).toContain('Try again: http://localhost:3000/bookings/b-1');
    expect(bookingMessage('failed', 'ar', { ...details, paymentTaken: true }).text).toContain('خلال 24 ساعة');
    const held = bookingMessage('failed', 'en', { ...details, paymentTaken: false });
    expect(held.text).toContain('The amount held on your card has been released; you have not been charged.');
    expect(held.text).not.toContain('24 hours');
  });

  it('lists items with dates, times, travellers and amounts formatted per locale', () => {
    const en = bookingMessage('confirmed', 'en', details).text;
    expect(en).toMatch(/• Desert safari — Thursday, March 5, 2026, at 4:30\sPM Riyadh time — 2 travellers — SAR\s300\.00/);
    expect(en).toMatch(/Total: SAR\s450\.00/);
    const ar = bookingMessage('confirmed', 'ar', details).text;
    expect(ar).toContain('رحلة سفاري في الصحراء');
    expect(ar).toContain('الخميس، 5 مارس 2026');
    expect(ar).toContain('مسافران');
    expect(ar).toContain('مسافر واحد');
    expect(ar).toMatch(/300\.00\sر\.س/);
  });

  it('a partial booking separates confirmed from failed items and states what was charged and released', () => {
    const d = { ...details, captured: sar(30000), released: sar(15000) };
    const en = bookingMessage('partiallyConfirmed', 'en', d).text;
    const confirmed = en.indexOf('Confirmed:');
    const failed = en.indexOf('Could not be booked:');
    expect(confirmed).toBeGreaterThan(-1);
    expect(en.indexOf('Desert safari')).toBeGreaterThan(confirmed);
    expect(en.indexOf('Desert safari')).toBeLessThan(failed);
    expect(en.indexOf('Old town walk')).toBeGreaterThan(failed);
    expect(en).toMatch(/We charged only SAR\s300\.00 .* the remaining SAR\s150\.00 held on your card has been released/);
    expect(bookingMessage('partiallyConfirmed', 'ar', d).text).toContain('الأنشطة التي تعذّر حجزها');
  });

  it('cancellation states the fee and the refund, or that the booking is non-refundable', () => {
    const withFee = bookingMessage('cancelled', 'en', { ...details, paymentTaken: true, penalty: sar(4500), refund: sar(40500) }).text;
    expect(withFee).toMatch(/cancellation fee of SAR\s45\.00/);
    expect(withFee).toMatch(/refund of SAR\s405\.00 will be returned to your card within 24 hours/);
    expect(bookingMessage('cancelled', 'en', { ...details, paymentTaken: true, refund: sar(0) }).text).toContain('non-refundable');
    expect(bookingMessage('cancelled', 'ar', { ...details, paymentTaken: true, refund: sar(0) }).text).toContain('غير قابل للاسترداد');
    expect(bookingMessage('refundIssued', 'en', { ...details, refund: sar(40500) }).subject).toMatch(/Your refund of SAR\s405\.00 has been issued/);
    expect(bookingMessage('payLaterBooked', 'en', { ...details, paymentMethod: 'payLater' }).text).toMatch(/will contact you to arrange payment of SAR\s450\.00/);
  });
});
