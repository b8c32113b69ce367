import type { PromoDefinition } from '@rihla/events/promo';
import type { EventStore } from '../platform/eventstore/port.ts';
import { promos as promoStreams } from './promos.ts';

/** The demo codes: a percent with a minimum spend, a fixed SAR amount, one that has expired, one single-use, one in AED. */
export const SEED_PROMOS: readonly PromoDefinition[] = [
  { code: 'WELCOME10', kind: 'percent', value: 10, currency: 'SAR', minSpend: 10_000, expiresAt: null, usageLimit: null },
  { code: 'RIYADH50', kind: 'fixed', value: 5_000, currency: 'SAR', minSpend: 20_000, expiresAt: null, usageLimit: null },
  { code: 'EXPIRED20', kind: 'percent', value: 20, currency: 'SAR', minSpend: 0, expiresAt: '2024-12-31T20:59:59.000Z', usageLimit: null },
  { code: 'ONEUSE', kind: 'percent', value: 15, currency: 'SAR', minSpend: 0, expiresAt: null, usageLimit: 1 },
  { code: 'DUBAI25', kind: 'fixed', value: 2_500, currency: 'AED', minSpend: 10_000, expiresAt: null, usageLimit: null },
];

/** Creates the demo codes; running it again appends nothing. Returns the codes created by this call. */
export async function seedPromos(store: EventStore, promos: readonly PromoDefinition[] = SEED_PROMOS): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const p of promos) {
    const r = await promoStreams.handle(store, p.code, { type: 'CreatePromo', data: p }, { commandId: 'create' });
    if (r.newEvents.length) created.push(p.code);
  }
  return { created };
}
