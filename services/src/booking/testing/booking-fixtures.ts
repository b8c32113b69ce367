import type { Experience } from '@rihla/events/catalog';
import { fixtureExperience, fixtureOption } from '../../cart/testing/index.ts';

export { DATE, FIXED_NOW } from '../../cart/testing/index.ts';

const text = (en: string) => ({ en, ar: `${en} (ar)` });
type Behaviour = Experience['supplier']['behaviour'];

/** Free until 2 days before the start, then 25 %: at FIXED_NOW (24 h before DATE 09:00 Riyadh) a cancellation pays 25 %. */
export const PENALTY_POLICY: Experience['cancellationPolicy'] = { kind: 'freeCancellation', freeUntilMinutesBefore: 2880, tiers: [{ minutesBefore: 2880, penaltyPercent: 25 }] };

function withSupplier(experienceId: string, behaviour: Behaviour, adultPrice: number, capacity = 10, currency: 'SAR' | 'AED' = 'SAR'): Experience {
  return fixtureExperience({
    experienceId,
    title: text(`Tour by a ${behaviour} supplier (${experienceId})`),
    supplier: { supplierId: `sup-${behaviour}`, name: text(`${behaviour} Tours`), confirmationMode: behaviour === 'instant' || behaviour === 'failing' ? 'instant' : 'onRequest', behaviour },
    cancellationPolicy: PENALTY_POLICY,
    options: [fixtureOption({ optionId: 'std', capacityPerSlot: capacity, pricing: { mode: 'perPerson', currency, units: [{ unit: 'adult', amount: adultPrice, ageMin: 12, ageMax: 99 }] } })],
  });
}

/** One experience per supplier behaviour, so each outcome of the saga can be produced on purpose. */
export const instantTour = withSupplier('exp-instant', 'instant', 25_000);
export const onRequestTour = withSupplier('exp-onrequest', 'onRequest', 30_000);
export const failingTour = withSupplier('exp-failing', 'failing', 20_000);
export const decliningTour = withSupplier('exp-declining', 'declining', 15_000);
/** A second instant tour with room for many buyers (load and recovery scenarios). */
export const instantTourB = withSupplier('exp-instant-b', 'instant', 12_000, 50);
/** An on-request tour with room for many buyers (its supplier answers over Kafka in the replicated-stack test). */
export const onRequestTourB = withSupplier('exp-onrequest-b', 'onRequest', 18_000, 50);
/** Two seats per departure: a third buyer finds it sold out. */
export const tinyTour = withSupplier('exp-tiny', 'instant', 10_000, 2);

/** An instant tour priced in dirhams: a trip across both countries puts it in one cart with Saudi tours. */
export const dirhamTour = withSupplier('exp-dirham', 'instant', 20_000, 10, 'AED');

export const bookingExperiences: readonly Experience[] = [instantTour, instantTourB, onRequestTour, failingTour, decliningTour, tinyTour, dirhamTour];

export const buyer = { firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com', phone: { countryCode: '+966', number: '501234567' } };

/** madaChargedAtOnce: the sandbox's method that cannot hold (captured whole at once; test-cards.ts). */
export const CARDS = { success: '4242424242424242', madaChargedAtOnce: '5888450000000011', declined: '4000000000000002', insufficientFunds: '4000000000009995' } as const;
