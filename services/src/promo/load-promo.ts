import { promoEvents, promoStream } from '@rihla/events/promo';
import { aggregateStream } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { promoDecider, type PromoState } from './promo-decider.ts';

/** A promo code's terms and redemptions from its own stream. */
export async function loadPromo(store: EventStore, code: string): Promise<PromoState> {
  const { state } = await aggregateStream(store, promoEvents, promoStream(code), promoDecider.evolve, promoDecider.initialState());
  return state;
}
