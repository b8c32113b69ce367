import { describe, expect, it } from 'vitest';
import type { InvoiceDoc } from '../booking/index.ts';
import type { InvoiceItem } from '../booking/testing/index.ts';
import { tripStateOf } from './trip-state-of.ts';

const item = (over: Partial<InvoiceItem> & { date?: string; experienceId?: string }): InvoiceItem =>
  ({
    itemId: 'i1',
    status: 'confirmed',
    cancellation: null,
    ...over,
    experience: { experienceId: over.experienceId ?? 'exp-1', date: over.date ?? '2030-01-20', time: '16:00', timeZone: 'Asia/Riyadh' },
  }) as unknown as InvoiceItem;
const invoices = (...items: InvoiceItem[]) => [{ items } as unknown as InvoiceDoc];
// 16:00 in Riyadh is 13:00 UTC.
const before = new Date('2030-01-20T12:59:00Z');
const after = new Date('2030-01-20T13:00:00Z');

describe('tripStateOf', () => {
  it('is travelled once a confirmed item of the experience has started, upcoming before', () => {
    expect(tripStateOf(invoices(item({})), 'exp-1', before)).toBe('upcoming');
    expect(tripStateOf(invoices(item({})), 'exp-1', after)).toBe('travelled');
  });

  it('never counts a cancelled, failed or unavailable item as a trip', () => {
    const cancelled = item({ cancellation: { state: 'refunded' } as InvoiceItem['cancellation'] });
    expect(tripStateOf(invoices(cancelled), 'exp-1', after)).toBe('cancelled');
    expect(tripStateOf(invoices(item({ status: 'failed' }), item({ status: 'unavailable' })), 'exp-1', after)).toBe('notBooked');
    // A cancelled booking and another one still ahead: the one ahead is what the customer can wait for.
    expect(tripStateOf(invoices(cancelled, item({ date: '2030-02-01' })), 'exp-1', after)).toBe('upcoming');
    expect(tripStateOf(invoices(cancelled, item({})), 'exp-1', after)).toBe('travelled');
  });

  it('is not booked for another experience, and for an item still awaiting its supplier after its start', () => {
    expect(tripStateOf(invoices(item({ experienceId: 'exp-2' })), 'exp-1', after)).toBe('notBooked');
    expect(tripStateOf(invoices(item({ status: 'awaiting' })), 'exp-1', after)).toBe('upcoming');
  });
});
