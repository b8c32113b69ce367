import { describe, expect, it } from 'vitest';
import { checkoutIds } from './booking-ids.ts';

describe('checkoutIds', () => {
  it('keeps the order and purchase ids people already hold (a retried checkout must name the same booking)', () => {
    // Computed by this file before it shared platform/readable-code.ts with the ticket references.
    expect(checkoutIds('known-key')).toEqual({ bookingId: 'bkb9a972c68eb46ba67dbca937', orderId: 'RH-8KPXHY', purchaseId: 'PU-695ZVK92NQ' });
    expect(checkoutIds('known-key', 'cust-7')).toEqual({ bookingId: 'bk1e1cb85b1956f5cefe28810a', orderId: 'RH-WGEY8Z', purchaseId: 'PU-MTDANUP775' });
  });
});
