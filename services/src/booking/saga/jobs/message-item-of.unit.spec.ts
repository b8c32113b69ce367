import { describe, expect, it } from 'vitest';
import { bookingMessage } from '../../../notifications/index.ts';
import type { ItemState } from '../../decider/booking-state.ts';
import { bookingItem } from '../../testing/booking-items.ts';
import { messageItemOf } from './message-item-of.ts';

const state = (item: ItemState['item']): ItemState => ({
  item,
  value: item.lineTotal,
  attempt: 0,
  round: 0,
  holdId: null,
  holdExpiresAt: null,
  status: 'confirmed',
  answerDueBy: null,
  supplierReference: null,
  failureReason: null,
  capturedBy: null,
});

const message = (item: ItemState['item'], locale: 'en' | 'ar') =>
  bookingMessage('confirmed', locale, { orderId: 'RH-TEST01', items: [messageItemOf(state(item))], total: item.lineTotal }).text;

describe('the items listed in the buyer messages', () => {
  it('count travellers for a per-person item', () => {
    const item = bookingItem('a', { quantity: 3, participants: { adult: 2, child: 1, infant: 0 } });
    expect(messageItemOf(state(item))).toMatchObject({ travellers: 3 });
    expect(message(item, 'en')).toContain('— 3 travellers —');
  });

  it('count the items of a per-item product (a boat): never travellers (issue 28.10)', () => {
    const boat = bookingItem('boat', { quantity: 2, participants: { adult: 0, child: 0, infant: 0 } });
    expect(messageItemOf(state(boat)).travellers).toBeUndefined();
    const en = message(boat, 'en');
    expect(en).toContain('— 2 items —');
    expect(en).not.toContain('traveller');
    const ar = message(boat, 'ar');
    expect(ar).toContain('عنصران');
    expect(ar).not.toContain('مسافر');
    expect(message({ ...boat, quantity: 1 }, 'ar')).toContain('عنصر واحد');
  });
});
