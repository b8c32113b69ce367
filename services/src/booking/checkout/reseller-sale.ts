import type { ExperienceState } from '../../catalog/index.ts';
import { experiences as experienceStreams } from '../../catalog/index.ts';
import { CartRuleError, resolveLine, type LineRequest } from '../../cart/index.ts';
import type { EventStore } from '../../platform/eventstore/port.ts';
import { buildBookingItems } from './build-booking-items.ts';
import type { SaleEnd, SaleTerms } from './sale-terms.ts';

/** A reseller sale books one line, always under this item id. */
export const RESELLER_ITEM_ID = 'item-1';

/** What a reseller sells: one option on one departure, with its travellers (or items) and the hold its reservation took; never a price. */
export type ResellerLine = LineRequest & { heldAs: string };

/**
 * A reseller's one line, priced by the catalog as it is now (no promo, no conversion: the reseller is charged in the
 * product's currency). A line the catalog no longer sells is refused, and nothing is written.
 */
export async function termsOfResellerLine(store: EventStore, request: ResellerLine, now: Date): Promise<SaleTerms | SaleEnd> {
  const experience = await experienceStreams.state(store, request.experienceId);
  let line;
  try {
    line = resolveLine(experience, request, now);
  } catch (err) {
    if (!(err instanceof CartRuleError)) throw err;
    return { kind: 'refused', status: 422, detail: err.localized ?? { en: err.message, ar: err.message } };
  }
  const currency = line.lineTotal.currency;
  const discount = { amount: 0, currency };
  const items = buildBookingItems({ currency, lines: [{ ...line, lineId: RESELLER_ITEM_ID }], discount }, new Map<string, ExperienceState>([[request.experienceId, experience]])).map((i) => ({
    ...i,
    heldAs: request.heldAs,
  }));
  return { items, subtotal: line.lineTotal, discount, promoCode: null, total: line.lineTotal, customerId: null };
}
