// A buyer who asks for a tax invoice with their VAT number at checkout (issue 22.5): the number must be ZATCA's shape
// (15 digits, the first and the last 3) or the checkout is refused and nothing is booked; a paid booking with one gets
// a standard (B2B) tax invoice naming the buyer, from the worker's e-invoicing jobs.
import { describe, expect, it } from 'vitest';
import { einvoicingEvents } from '@rihla/events/einvoicing';
import { bookingHarnessForFile } from './testing/booking-harness.ts';
import { buyer, CARDS } from './testing/booking-fixtures.ts';

const h = bookingHarnessForFile('taxbuyer');
const taxBuyer = {
  vatNumber: '310122393500003',
  name: 'Faisal Trading Co',
  address: { street: 'Olaya Street', building: '2121', district: 'Al Olaya', city: 'Riyadh', postalZone: '12214', country: 'SA' },
};
const checkoutWith = (cartId: string, key: string, tax: unknown) =>
  h.http('POST', '/checkout', { cartId, buyer, paymentMethod: 'card', locale: 'en', returnUrl: 'https://shop.example/checkout/result', taxBuyer: tax }, { 'idempotency-key': key });

describe('a tax invoice with the buyer’s VAT number', () => {
  it('refuses a VAT number that is not 15 digits starting and ending with 3 (and a bad address), naming the field; nothing is booked', async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 1 }]);
    const bad = [
      { ...taxBuyer, vatNumber: '300000000000001' },
      { ...taxBuyer, vatNumber: '410122393500003' },
      { ...taxBuyer, vatNumber: '31012239350003' },
      { ...taxBuyer, vatNumber: '3101223935000a3' },
      { ...taxBuyer, address: { ...taxBuyer.address, postalZone: '1221' } },
      { ...taxBuyer, address: { ...taxBuyer.address, country: 'AE' } },
    ];
    for (const [i, tax] of bad.entries()) {
      const res = await checkoutWith(cartId, `tax-bad-${i}-${cartId}`, tax);
      expect(res.status, JSON.stringify(tax)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/taxBuyer\.(vatNumber|address)/);
    }
    // The cart was never claimed: the same cart checks out with a good number.
    const ok = await checkoutWith(cartId, `tax-good-${cartId}`, taxBuyer);
    expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(300);
  });

  it('a paid booking with a VAT number gets a standard tax invoice naming the buyer', async () => {
    const cartId = await h.cartWith([{ experienceId: 'exp-instant', adults: 2 }]);
    const res = await checkoutWith(cartId, `tax-paid-${cartId}`, taxBuyer);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect((await h.pay(res.body.redirectUrl, CARDS.success)).status).toBe(303);
    const events = await h.waitForEvent(res.body.bookingId, 'BookingConfirmed');
    expect(events[0]).toMatchObject({ type: 'CheckoutRequested', data: { taxBuyer } });
    let issued: { profile: string; xml: string } | undefined;
    await expect
      .poll(
        async () => {
          const chain = (await h.ctx.store.readStream('invoice-chain-egs-1')).map((r) => einvoicingEvents.parse(r));
          const doc = chain.find((e) => e.type === 'DocumentIssued' && e.data.bookingId === res.body.bookingId);
          issued = doc?.type === 'DocumentIssued' ? { profile: doc.data.profile, xml: doc.data.xml } : undefined;
          return issued?.profile;
        },
        { timeout: 30_000 },
      )
      .toBe('standard');
    expect(issued!.xml).toContain('name="0100000"');
    expect(issued!.xml).toMatch(/<cac:AccountingCustomerParty>[\s\S]*<cbc:CompanyID>310122393500003<\/cbc:CompanyID>[\s\S]*Faisal Trading Co[\s\S]*<\/cac:AccountingCustomerParty>/);
  });
});
