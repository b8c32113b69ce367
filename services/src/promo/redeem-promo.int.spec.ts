import { describe, expect, it } from 'vitest';
import { promoStream } from '@rihla/events/promo';
import { testContextPerFile } from '../platform/testing/test-context-per-file.ts';
import { promos } from './promos.ts';
import { redeemPromo } from './redeem-promo.ts';
import { SEED_PROMOS, seedPromos } from './seed-promos.ts';

const ctx = testContextPerFile('promo');

const NOW = new Date('2030-01-07T06:00:00.000Z');

describe('promo codes on the real event store', () => {
  it('seedPromos creates each code once; running it again appends nothing', async () => {
    expect((await seedPromos(ctx.store)).created).toEqual(SEED_PROMOS.map((p) => p.code));
    expect((await seedPromos(ctx.store)).created).toEqual([]);
    for (const p of SEED_PROMOS) expect(await ctx.store.readStream(promoStream(p.code))).toHaveLength(1);
    expect(await promos.state(ctx.store, 'welcome10')).toMatchObject({ status: 'active', definition: { code: 'WELCOME10', kind: 'percent', value: 10 } });
  });

  it('a single-use code redeemed by 20 bookings at once is used exactly once; the winner may redeem again', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => redeemPromo(ctx.store, { code: 'ONEUSE', bookingId: `b${i}`, now: NOW })));
    const winners = results.flatMap((r, i) => (r.ok ? [`b${i}`] : []));
    expect(winners).toHaveLength(1);
    const usedUp = 'The promo code ONEUSE has already been used as many times as it allows.';
    for (const r of results) if (!r.ok) expect(r).toEqual({ ok: false, reason: 'usedUp', message: usedUp, localized: { en: usedUp, ar: expect.any(String) } });
    expect(await redeemPromo(ctx.store, { code: 'oneuse', bookingId: winners[0]!, now: NOW })).toEqual({ ok: true });
    const stream = await ctx.store.readStream(promoStream('ONEUSE'));
    expect(stream.map((e) => e.type)).toEqual(['PromoCreated', 'PromoRedeemed']);
  });

  it('an unlimited code counts every booking once; expired and unknown codes are refused with their reason', async () => {
    await Promise.all(['x1', 'x2', 'x3', 'x1'].map((bookingId) => redeemPromo(ctx.store, { code: 'WELCOME10', bookingId, now: NOW })));
    expect(await promos.state(ctx.store, 'WELCOME10')).toMatchObject({ redeemedBy: expect.arrayContaining(['x1', 'x2', 'x3']) });
    expect(await ctx.store.readStream(promoStream('WELCOME10'))).toHaveLength(4);
    expect(await redeemPromo(ctx.store, { code: 'EXPIRED20', bookingId: 'y', now: NOW })).toMatchObject({ ok: false, reason: 'expired' });
    expect(await redeemPromo(ctx.store, { code: 'NOSUCH', bookingId: 'y', now: NOW })).toMatchObject({ ok: false, reason: 'unknown' });
    expect(await ctx.store.readStream(promoStream('NOSUCH'))).toHaveLength(0);
  });
});
