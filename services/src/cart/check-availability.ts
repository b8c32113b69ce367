import type { CartLine, PromoRemovalReason, UnavailableReason } from '@rihla/events/cart';
import type { ExperienceState } from '../catalog/index.ts';
import { experiences as experienceStreams } from '../catalog/index.ts';
import { slots, remainingSeats } from '../inventory/index.ts';
import type { Fold } from '../platform/command-handling/state-cache.ts';
import { WrongExpectedVersionError, type EventStore } from '../platform/eventstore/port.ts';
import { promos } from '../promo/index.ts';
import { CART_MESSAGES, CartRuleError, type CartRuleCode } from './cart-rule-error.ts';
import type { CartState } from './cart-decider.ts';
import { carts } from './carts.ts';
import { requestOfLine, resolveLine } from './resolve-line.ts';
import { reviewOf, type CartReview, type LineFacts } from './review-of.ts';

function unavailableFor(err: CartRuleError): { reason: UnavailableReason; message: string } {
  const byCode: Partial<Record<CartRuleCode, { reason: UnavailableReason; message: string }>> = {
    unknownExperience: { reason: 'withdrawn', message: CART_MESSAGES.unavailable },
    unavailable: { reason: 'withdrawn', message: CART_MESSAGES.unavailable },
    unknownOption: { reason: 'optionUnavailable', message: 'This option is no longer offered.' },
    notRunning: { reason: 'notRunning', message: CART_MESSAGES.noOptionOnDate },
    unknownStartTime: { reason: 'notRunning', message: CART_MESSAGES.noOptionOnDate },
    beyondHorizon: { reason: 'notRunning', message: CART_MESSAGES.noOptionOnDate },
    departed: { reason: 'started', message: 'This departure has already started.' },
  };
  return byCode[err.code] ?? { reason: 'optionUnavailable', message: err.message };
}

async function factsOf(store: EventStore, lines: readonly CartLine[], now: Date): Promise<{ facts: LineFacts[]; experiences: Map<string, ExperienceState> }> {
  const reading = new Map<string, Promise<ExperienceState>>();
  const experiences = new Map<string, ExperienceState>();
  const experience = (id: string) => {
    let p = reading.get(id);
    if (!p) reading.set(id, (p = experienceStreams.state(store, id).then((e) => (experiences.set(id, e), e))));
    return p;
  };
  const facts = await Promise.all(
    lines.map(async (line): Promise<LineFacts> => {
      let current;
      try {
        current = resolveLine(await experience(line.experienceId), requestOfLine(line), now);
      } catch (err) {
        if (err instanceof CartRuleError) return { lineId: line.lineId, unavailable: unavailableFor(err), current: null };
        throw err;
      }
      const { state } = await slots.load(store, { experienceId: line.experienceId, optionId: line.optionId, date: line.date, startTime: line.startTime });
      const remaining = remainingSeats(state, current.capacity, now);
      if (remaining < line.quantity) {
        const unavailable =
          remaining === 0
            ? { reason: 'soldOut' as const, message: 'This departure is sold out.' }
            : { reason: 'notEnoughSeats' as const, message: `Only ${remaining} ${remaining === 1 ? 'place is' : 'places are'} left on this departure; you chose ${line.quantity}.` };
        return { lineId: line.lineId, unavailable, current: null };
      }
      return { lineId: line.lineId, unavailable: null, current };
    }),
  );
  return { facts, experiences };
}

async function promoProblemAt(store: EventStore, code: string, now: Date): Promise<PromoRemovalReason | null> {
  const promo = await promos.state(store, code);
  if (promo.status === 'none') return 'withdrawn';
  const d = promo.definition;
  if (d.expiresAt !== null && Date.parse(d.expiresAt) <= now.getTime()) return 'expired';
  if (d.usageLimit !== null && promo.redeemedBy.length >= d.usageLimit) return 'usedUp';
  return null;
}

/** A cart as checked: the review, the cart as it stands once the review is recorded, and the experiences it was checked against. */
export interface CheckedCart {
  review: CartReview;
  cart: CartState;
  experiences: ReadonlyMap<string, ExperienceState>;
}

/**
 * Checks every line against the catalog and the seats left now, and answers with the spec's review state.
 * When lines are unavailable or prices moved, the review is recorded on the cart (CartReviewed): unavailable lines
 * are taken out and current prices accepted, so the buyer reviews what changed and proceeds with the cart as it
 * now stands. A cart already checked out is only reported on. `loaded` is the cart as the caller just read it (a
 * checkout reads it first): the first check starts from it instead of reading the stream again.
 */
export async function checkCart(deps: { store: EventStore }, cartId: string, now: Date, loaded?: Fold<CartState>): Promise<CheckedCart> {
  const { store } = deps;
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = attempt === 1 && loaded ? loaded : await carts.load(store, cartId);
    if (state.status === 'none') throw new CartRuleError('cartNotFound', 'There is no such cart.');
    const { facts, experiences } = await factsOf(store, state.lines, now);
    const { review } = reviewOf(state, facts);
    if (state.status === 'checkedOut') return { review, cart: state, experiences };
    const promoInvalid = state.promo ? await promoProblemAt(store, state.promo.code, now) : null;
    try {
      // The facts were gathered for this exact revision: a cart edited meanwhile is checked again.
      const { newEvents, newState } = await carts.handle(
        store,
        cartId,
        { type: 'RecordReview', data: { facts, promoInvalid, now: now.toISOString() } },
        { expectedRevision: revision },
      );
      const removed = newEvents.find((e) => e.type === 'PromoRemoved');
      return { review: removed?.type === 'PromoRemoved' ? { ...review, promoRemoved: { code: removed.data.code, reason: removed.data.reason } } : review, cart: newState, experiences };
    } catch (err) {
      if (err instanceof WrongExpectedVersionError && attempt < 5) continue;
      throw err;
    }
  }
}

/** The review of a cart checked now (see checkCart). */
export async function checkCartAvailability(deps: { store: EventStore }, cartId: string, now: Date): Promise<CartReview> {
  return (await checkCart(deps, cartId, now)).review;
}
