import { z } from 'zod';

/** Every visitor-facing text exists in English and Arabic; English is the source of truth. */
export const localizedText = z.object({
  en: z.string().min(1),
  ar: z.string().min(1),
});
export type LocalizedText = z.infer<typeof localizedText>;

export const locale = z.enum(['en', 'ar']);
export type Locale = z.infer<typeof locale>;

export const currencyCode = z.enum(['SAR', 'AED', 'USD', 'EUR']);
export type CurrencyCode = z.infer<typeof currencyCode>;

/** Money is integer minor units plus an ISO currency; never floats. */
export const money = z.object({
  amount: z.number().int(),
  currency: currencyCode,
});
export type Money = z.infer<typeof money>;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
export const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM');
export const isoDateTime = z.string().datetime({ offset: true });
export const timeZone = z.enum(['Asia/Riyadh', 'Asia/Dubai']);
export type TimeZone = z.infer<typeof timeZone>;

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug');
