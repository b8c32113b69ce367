import { z } from 'zod';
import { localizedText, timeZone } from '@rihla/events/common';
import { motif } from './palettes.ts';
import cities from './cities.json' with { type: 'json' };

/** Named places a template can mention; a template applies to a city only when the city has every place it needs. */
export const placeKey = z.enum(['heritage', 'souq', 'desert', 'sea', 'marina', 'beach', 'island', 'mountain', 'nature', 'museum', 'landmark', 'themePark', 'waterPark', 'mangroves', 'airport', 'transferTo']);

const pickupPointSeed = z.strictObject({ key: z.string().min(1), name: localizedText, address: localizedText });

const citySeed = z.strictObject({
  cityId: z.string().min(1),
  name: localizedText,
  countryCode: z.enum(['SA', 'AE']),
  timeZone,
  aliases: z.array(z.string().min(1)),
  popularity: z.number(),
  lat: z.number(),
  lng: z.number(),
  /** Scales template prices: AlUla and Dubai cost more than Abha or Ajman. */
  costFactor: z.number().positive(),
  /** Only Red Sea cities get the red-sea-trips templates. */
  redSea: z.boolean(),
  motif,
  places: z.partialRecord(placeKey, localizedText),
  pickupPoints: z.array(pickupPointSeed),
}).refine((c) => c.timeZone === (c.countryCode === 'SA' ? 'Asia/Riyadh' : 'Asia/Dubai'), "a city keeps its country's time zone");
export type CitySeed = z.infer<typeof citySeed>;

/** The seeded cities of Saudi Arabia and the Emirates (cities.json). */
export const CITIES: readonly CitySeed[] = z.array(citySeed).parse(cities);
