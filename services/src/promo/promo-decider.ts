import type { PromoDefinition, PromoEvent } from '@rihla/events/promo';
import type { Decider } from '../platform/command-handling/decider.ts';
import { promoProblem, type PromoProblem } from './promo-rules.ts';
import { RuleError } from '../platform/rule-error.ts';
import { unreachable } from '../platform/unreachable.ts';

/** releasedFrom: bookings whose refused checkout gave their use back; they never redeem again (a late re-run of the step). */
export type PromoState = { status: 'none' } | { status: 'active'; definition: PromoDefinition; redeemedBy: string[]; releasedFrom: string[] };

export type PromoCommand =
  | { type: 'CreatePromo'; data: PromoDefinition }
  | { type: 'RedeemPromo'; data: { code: string; bookingId: string; now: string } }
  | { type: 'ReleasePromoRedemption'; data: { code: string; bookingId: string; now: string } };

export type PromoRuleCode = 'promoUnknown' | 'promoExpired' | 'promoUsedUp' | 'promoMinSpend' | 'promoEmptyCart' | 'promoExists';

const CODE_OF: Record<PromoProblem['reason'], PromoRuleCode> = {
  unknown: 'promoUnknown',
  expired: 'promoExpired',
  usedUp: 'promoUsedUp',
  minSpendNotMet: 'promoMinSpend',
  emptyCart: 'promoEmptyCart',
  alreadyExists: 'promoExists',
};

/** A promo command refused for a reason the buyer can be told (the message is written for them, in both languages). */
export class PromoRuleError extends RuleError<PromoRuleCode> {
  override readonly name = 'PromoRuleError';
  constructor(readonly problem: PromoProblem) {
    super(CODE_OF[problem.reason], problem.message === problem.localized.en ? problem.localized : problem.message);
  }
}

function evolve(state: PromoState, event: PromoEvent): PromoState {
  switch (event.type) {
    case 'PromoCreated':
      return { status: 'active', definition: event.data, redeemedBy: [], releasedFrom: [] };
    case 'PromoRedeemed':
      if (state.status !== 'active' || state.redeemedBy.includes(event.data.bookingId)) return state;
      return { ...state, redeemedBy: [...state.redeemedBy, event.data.bookingId] };
    case 'PromoRedemptionReleased':
            if (state.status !== 'active') return state;
      return { ...state, redeemedBy: state.redeemedBy.filter((b) => b !== event.data.bookingId), releasedFrom: [...state.releasedFrom, event.data.bookingId] };
    default:
      return unreachable(event);
  }
}

const sameDefinition = (a: PromoDefinition, b: PromoDefinition) =>
  a.code === b.code && a.kind === b.kind && a.value === b.value && a.currency === b.currency && a.minSpend === b.minSpend && a.expiresAt === b.expiresAt && a.usageLimit === b.usageLimit;

function decide(command: PromoCommand, state: PromoState): PromoEvent[] {
  switch (command.type) {
    case 'CreatePromo': {
      if (state.status === 'none') return [{ type: 'PromoCreated', data: command.data }];
      if (sameDefinition(state.definition, command.data)) return [];
      throw new PromoRuleError({ ...promoProblem('alreadyExists', { code: command.data.code }), message: `The promo code ${command.data.code} already exists with different terms.` });
    }
    case 'RedeemPromo': {
      const { code, bookingId, now } = command.data;
      if (state.status === 'none') throw new PromoRuleError(promoProblem('unknown', { code }));
      // A booking that already redeemed the code keeps it, even if the code expired or ran out since.
      if (state.redeemedBy.includes(bookingId)) return [];
      const d = state.definition;
      if (state.releasedFrom.includes(bookingId)) throw new PromoRuleError(promoProblem('usedUp', { code: d.code }));
      if (d.expiresAt !== null && Date.parse(d.expiresAt) <= Date.parse(now)) throw new PromoRuleError(promoProblem('expired', { code: d.code, expiresAt: d.expiresAt }));
      if (d.usageLimit !== null && state.redeemedBy.length >= d.usageLimit) throw new PromoRuleError(promoProblem('usedUp', { code: d.code }));
      return [{ type: 'PromoRedeemed', data: { code: d.code, bookingId, redeemedAt: now } }];
    }
    case 'ReleasePromoRedemption': {
      const { bookingId, now } = command.data;
      if (state.status === 'none' || !state.redeemedBy.includes(bookingId)) return [];
      return [{ type: 'PromoRedemptionReleased', data: { code: state.definition.code, bookingId, releasedAt: now } }];
    }
    default:
      return unreachable(command);
  }
}

/** Decider of `promo-{CODE}`: the code's terms and its redemptions; the usage limit is checked against the folded stream. */
export const promoDecider: Decider<PromoCommand, PromoEvent, PromoState> = { initialState: () => ({ status: 'none' }), evolve, decide };
