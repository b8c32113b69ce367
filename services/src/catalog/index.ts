/** catalog's public face: what other modules and main/ import from catalog (main/ also its module.ts); the rest is inside. */
export { catalogProjection, type ExperienceDocument } from './catalog-projection.ts';
export { type ExperienceState } from './decider/experience-decider.ts';
export { experiences } from './decider/experiences.ts';
export { COUNTRY_OF_TIME_ZONE, VAT_RATE_BY_COUNTRY, includedVat, type VatCountry } from './included-vat.ts';
export { BOOKING_HORIZON_DAYS, addDays, isRealDate, localDateIn, weekdayOf, zonedTimeToUtc } from './query/calendar.ts';
export { type IndexedExperience } from './query/catalog-index.ts';
export { openCatalogSnapshot, type CatalogSnapshot } from './query/catalog-snapshot.ts';
export { catalogSupplierIds } from './query/catalog-supplier-ids.ts';
export { convertPrice } from './query/convert-price.ts';
export { buildAvailability, scheduledSlotIds, type SlotView } from './query/experience-availability.ts';
export { SUPPLIERS } from './seed/data/suppliers.ts';
export { seedCatalog } from './seed/seed-catalog.ts';
