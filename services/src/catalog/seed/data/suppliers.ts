import { z } from 'zod';
import { localizedText } from '@rihla/events/common';
import { supplierBehaviour } from '@rihla/events/catalog';
import { CATEGORIES } from './taxonomy.ts';
import suppliers from './suppliers.json' with { type: 'json' };

/**
 * How a seeded supplier answers: `failing` always errors on confirmation (the seeded way to produce failed items and
 * partial bookings on purpose); `declining` answers on-request bookings with a decline (the seeded way to produce an
 * on-hold booking that is released).
 */
export type SupplierBehaviour = z.infer<typeof supplierBehaviour>;

const supplierSeed = z.strictObject({
  supplierId: z.string().min(1),
  name: localizedText,
  behaviour: supplierBehaviour,
  countries: z.array(z.enum(['SA', 'AE'])).min(1),
  categories: z.array(z.enum(CATEGORIES.map((c) => c.categoryId))).min(1),
  /** Local operators serve only their own region; absent means every city of its countries. */
  cities: z.array(z.string().min(1)).optional(),
  /** Relative chance of being chosen among the suppliers that fit an experience. */
  weight: z.number().positive(),
});
export type SupplierSeed = z.infer<typeof supplierSeed>;

/** The seeded suppliers (suppliers.json). */
export const SUPPLIERS: readonly SupplierSeed[] = z.array(supplierSeed).parse(suppliers);

export const confirmationModeOf = (behaviour: SupplierBehaviour): 'instant' | 'onRequest' =>
  behaviour === 'instant' || behaviour === 'failing' ? 'instant' : 'onRequest';
