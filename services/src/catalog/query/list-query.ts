import { z } from 'zod';
import { calendarDatePattern, currencyCode, TRIMMED, type CurrencyCode, type Locale } from '@rihla/events/common';
import { bestFor, label, languageCode, occasion, recipient } from '@rihla/events/catalog';
import { DURATION_BANDS, SORTS, TIMES_OF_DAY, type DurationBand, type Sort, type TimeOfDay } from '../vocabulary.ts';
import { isRealDate } from './calendar.ts';

/**
 * Query-string schemas. Every parameter carries its own readable message, naming the parameter and what it
 * accepts, because the message goes straight into the 400 a person reads. Fastify does no validation; this does.
 */

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE = 10_000;

const quote = (vs: string[]) => vs.map((v) => `"${v}"`).join(', ');

/** One value only: a repeated parameter arrives as an array and is refused rather than silently picked. */
const singleParam = () => z.string({ error: 'appears more than once; give it once' }).optional();

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * What a repeated, comma-separated filter accepts, as the pattern the OpenAPI document states: values from the list,
 * white space around each (trimmed), empty ones (dropped). Written so that it never backtracks more than linearly.
 */
function listPattern(allowed: readonly string[]): string {
  const item = `[${TRIMMED}]*(?:(?:${[...allowed].sort((a, b) => b.length - a.length).map(escapeRegex).join('|')})[${TRIMMED}]*)?`;
  return `^${item}(?:,${item})*$`;
}

/** The message for values a filter does not know. */
export function unknownValues(noun: string, unknown: string[], allowed: readonly string[]): string {
  const what = unknown.length === 1 ? `is not a known ${noun}` : `are not known ${noun} values`;
  return `${quote(unknown)} ${what}; use ${allowed.length ? `one or more of ${allowed.join(', ')}` : 'no value: there are none yet'}`;
}

/** The values of a repeated, comma-separated filter: trimmed, empty ones dropped, each once. */
export const listValues = (raw: string | string[] | undefined): string[] =>
  raw === undefined ? [] : [...new Set((Array.isArray(raw) ? raw : [raw]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];

/**
 * Repeated and comma-separated values, each one from the allowed list; null: the catalog's own ids (cities,
 * categories, themes), which change with it: any value here, and one the catalog does not hold is the route's 422.
 */
export function multiParam(noun: string, allowed: readonly string[] | null, description: string) {
  const known = allowed ? new Set(allowed) : null;
  const item = allowed ? z.string().meta({ pattern: listPattern(allowed) }) : z.string();
  return z
    .union([item, z.array(item)])
    .optional()
    .transform((raw, ctx): string[] => {
      const values = listValues(raw);
      const unknown = known ? values.filter((v) => !known.has(v)) : [];
      if (unknown.length && allowed) {
        ctx.addIssue({ code: 'custom', message: unknownValues(noun, unknown, allowed) });
        return z.NEVER;
      }
      return values;
    })
    .meta({ description: `${description} Repeat the parameter or separate values with commas; values of one filter are alternatives (OR).` });
}

/**
 * A number as the OpenAPI document's `type: number`/`integer` means it, written in decimal (an exponent allowed for a
 * number: 1e-05 is how some clients write one). An empty value is not a number.
 */
const NUMBER_SHAPE = /^-?[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?$/;
const INTEGER_SHAPE = /^-?[0-9]+$/;

function numberParam(opts: { min: number; max: number; integer: boolean; hint: string }) {
  return singleParam()
    .transform((s, ctx): number | undefined => {
      if (s === undefined) return undefined;
      const n = Number(s);
      if (!(opts.integer ? INTEGER_SHAPE : NUMBER_SHAPE).test(s) || !Number.isFinite(n) || n < opts.min || n > opts.max) {
        ctx.addIssue({ code: 'custom', message: `must be ${opts.hint}; got "${s}"` });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description: `${opts.hint[0]!.toUpperCase()}${opts.hint.slice(1)}.`, type: opts.integer ? 'integer' : 'number', minimum: opts.min, maximum: opts.max });
}

function optionalEnumParam<const T extends readonly string[]>(name: string, values: T, description: string) {
  return singleParam()
    .transform((s, ctx): T[number] | undefined => {
      if (s === undefined) return undefined;
      if (!(values as readonly string[]).includes(s)) {
        ctx.addIssue({ code: 'custom', message: `"${s}" is not a valid ${name}; use one of ${values.join(', ')}` });
        return z.NEVER;
      }
      return s as T[number];
    })
    .meta({ description: `${description} One of ${values.join(', ')}.`, enum: [...values] });
}

function enumParam<const T extends readonly string[]>(name: string, values: T, fallback: T[number], description: string) {
  return optionalEnumParam(name, values, `${description} Default ${fallback}.`).transform((v): T[number] => v ?? fallback);
}

/** Free text: at most `maxLength` characters as sent (code points, as the document's maxLength counts), trimmed. */
function textParam(maxLength: number, description: string) {
  return singleParam()
    .transform((raw, ctx): string | undefined => {
      if (raw !== undefined && [...raw].length > maxLength) {
        ctx.addIssue({ code: 'custom', message: `must be at most ${maxLength} characters long` });
        return z.NEVER;
      }
      return raw?.trim() || undefined;
    })
    .meta({ description, maxLength });
}

const DATE_REQUIRED = 'is required: give the day to check as YYYY-MM-DD';

/** A calendar date written YYYY-MM-DD (the document: format date, and the pattern of real dates). */
function dateParam<R extends boolean>(description: string, { required }: { required: R }) {
  const value = z.string({ error: (iss) => (iss.input === undefined ? DATE_REQUIRED : 'appears more than once; give it once') });
  const checked = (required ? value : value.optional())
    .transform((s, ctx): string => {
      if (s !== undefined && !isRealDate(s)) {
        ctx.addIssue({ code: 'custom', message: `must be a calendar date written YYYY-MM-DD, such as 2026-03-14; got "${s}"` });
        return z.NEVER;
      }
      return s as string;
    })
    .meta({ description, format: 'date', pattern: calendarDatePattern.source });
  return checked as unknown as z.ZodType<R extends true ? string : string | undefined, R extends true ? string : string | undefined>;
}

export const localeParam = () => enumParam('locale', ['en', 'ar'] as const, 'en', 'Language of the returned texts.');

/** Ids of the taxonomy the current catalog holds; filter values are checked against them. */
export interface TaxonomyIds {
  city: readonly string[];
  category: readonly string[];
  theme: readonly string[];
}

export interface ListQuery {
  locale: Locale;
  city: string[];
  category: string[];
  theme: string[];
  label: string[];
  occasion: string[];
  recipient: string[];
  bestFor: string[];
  language: string[];
  timeOfDay: TimeOfDay[];
  duration: DurationBand[];
  rating: number | undefined;
  age: number | undefined;
  priceMin: number | undefined;
  priceMax: number | undefined;
  currency: CurrencyCode;
  sort: Sort;
  page: number;
  limit: number;
  q: string | undefined;
  destination: string | undefined;
  date: string | undefined;
}

function listQueryShape() {
  return {
    locale: localeParam(),
    city: multiParam('city', null, 'City ids (see GET /cities).'),
    category: multiParam('category', null, 'Category ids (see GET /categories).'),
    theme: multiParam('theme', null, 'Theme ids (see GET /themes).'),
    label: multiParam('label', label.options, `Labels: ${label.options.join(', ')}.`),
    occasion: multiParam('occasion', occasion.options, `Occasions: ${occasion.options.join(', ')}.`),
    recipient: multiParam('recipient', recipient.options, `Recipients: ${recipient.options.join(', ')}.`),
    bestFor: multiParam('bestFor', bestFor.options, `Best for: ${bestFor.options.join(', ')}.`),
    language: multiParam('language', languageCode.options, `Guide languages: ${languageCode.options.join(', ')}.`),
    timeOfDay: multiParam('time of day', TIMES_OF_DAY, `Start-time buckets: ${TIMES_OF_DAY.join(', ')}.`),
    duration: multiParam('duration band', DURATION_BANDS, `Duration bands: ${DURATION_BANDS.join(', ')}.`),
    rating: numberParam({ min: 0, max: 5, integer: false, hint: 'a minimum star rating from 0 to 5, such as 4 or 4.5' }),
    age: numberParam({ min: 0, max: 120, integer: true, hint: "a traveller's age in whole years from 0 to 120" }),
    priceMin: numberParam({
      min: 0,
      max: 100_000_000,
      integer: true,
      hint: 'a price in minor units of the currency (e.g. 15000 for 150.00), a whole number 0 or more',
    }),
    priceMax: numberParam({
      min: 0,
      max: 100_000_000,
      integer: true,
      hint: 'a price in minor units of the currency (e.g. 15000 for 150.00), a whole number 0 or more',
    }),
    currency: enumParam('currency', currencyCode.options, 'SAR', 'Currency of priceMin/priceMax and of the price facet.'),
    sort: optionalEnumParam('sort', SORTS, 'Order of the results. Default relevance when q is given, otherwise recommended.'),
    page: numberParam({ min: 1, max: MAX_PAGE, integer: true, hint: `a page number from 1 to ${MAX_PAGE}` }),
    limit: numberParam({ min: 1, max: MAX_PAGE_SIZE, integer: true, hint: `a page size from 1 to ${MAX_PAGE_SIZE}` }),
    q: textParam(200, 'Free text in English or Arabic (titles, cities, categories, descriptions).'),
    destination: textParam(100, 'A city or country name in either script, or a city id.'),
    date: dateParam('Only experiences with a departure on this local date (YYYY-MM-DD), from today up to a year ahead.', { required: false }),
  };
}

function strict<S extends z.ZodRawShape>(shape: S) {
  const accepted = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `${quote(iss.keys)} ${iss.keys.length === 1 ? 'is not a parameter' : 'are not parameters'} of this endpoint; it accepts ${accepted}`
        : undefined,
  });
}

/**
 * What a listing query asks that the catalog cannot give, as the route's 422 (a rule, not the query's shape): ids the
 * catalog does not hold, a price range that ends before it starts. Empty when there is nothing to refuse.
 */
export function listQueryRefusals(q: ListQuery, ids: TaxonomyIds): { path: string; message: string }[] {
  const refusals: { path: string; message: string }[] = (['city', 'category', 'theme'] as const).flatMap((noun) => {
    const known = new Set(ids[noun]);
    const unknown = q[noun].filter((v) => !known.has(v));
    return unknown.length ? [{ path: noun, message: unknownValues(noun, unknown, ids[noun]) }] : [];
  });
  if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) {
    refusals.push({ path: 'priceMin', message: `priceMin (${q.priceMin}) must not be greater than priceMax (${q.priceMax})` });
  }
  return refusals;
}

/** The listing/search query schema; the catalog's own ids are checked afterwards (listQueryRefusals). */
export function listQuerySchema() {
  return strict(listQueryShape()).transform((v): ListQuery => {
    // Relevance needs a text to be relevant to; without q it is the editorial order.
    const sort: Sort = v.sort === undefined ? (v.q ? 'relevance' : 'recommended') : v.sort === 'relevance' && !v.q ? 'recommended' : v.sort;
    return {
      ...v,
      timeOfDay: v.timeOfDay as TimeOfDay[],
      duration: v.duration as DurationBand[],
      sort,
      page: v.page ?? 1,
      limit: v.limit ?? DEFAULT_PAGE_SIZE,
    };
  });
}

/** `?locale=` alone: detail, taxonomy lists. */
export const localeOnlySchema = strict({ locale: localeParam() });

/** `?date=&locale=` for availability. */
export const availabilityQuerySchema = strict({
  date: dateParam('The local date to check (YYYY-MM-DD), from today up to a year ahead.', { required: true }),
  locale: localeParam(),
});

const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536];
/** The spec's breakpoints at densities 1 and 2. */
export const ALLOWED_IMAGE_WIDTHS = [...new Set([...IMAGE_WIDTHS, ...IMAGE_WIDTHS.map((w) => w * 2)])].sort((a, b) => a - b);

/** How an image fills the box when `h` gives it another shape than the artwork's 3:2 (sharp's fits). */
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
/** The tallest box asked for: twice the widest density-1 breakpoint. */
export const MAX_IMAGE_HEIGHT = 3072;

/** An integer query parameter within bounds, or its default when absent. */
const boundedInt = (min: number, max: number, fallback: number | undefined, description: string) =>
  singleParam()
    .transform((s, ctx): number | undefined => {
      if (s === undefined || s === '') return fallback;
      const n = Number(s);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}; got "${s}"` });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description, type: 'integer', minimum: min, maximum: max, ...(fallback !== undefined ? { default: fallback } : {}) });

/**
 * The image proxy's parameters (spec: width, height, format webp, quality, fit, background, densities 1 and 2).
 * `w` is a breakpoint (or its double); `dpr=2` doubles `w` and `h` for a density-2 screen; `h` (at most 3072 after
 * the density) gives the box another shape, filled as `fit` says; `bg` paints what `contain` leaves empty.
 */
export const imageQuerySchema = strict({
  w: singleParam()
    .transform((s, ctx): number => {
      if (s === undefined || s === '') return 640;
      const n = Number(s);
      if (!ALLOWED_IMAGE_WIDTHS.includes(n)) {
        ctx.addIssue({ code: 'custom', message: `must be one of the image breakpoints ${ALLOWED_IMAGE_WIDTHS.join(', ')}; got "${s}"` });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description: `Width in pixels: ${ALLOWED_IMAGE_WIDTHS.join(', ')} (default 640).`, type: 'integer', enum: ALLOWED_IMAGE_WIDTHS }),
  h: boundedInt(16, MAX_IMAGE_HEIGHT, undefined, `Height in pixels, 16-${MAX_IMAGE_HEIGHT} (default: the artwork's 3:2 shape at the width).`),
  q: boundedInt(30, 95, 78, 'WebP quality, 30-95 (default 78).'),
  dpr: singleParam()
    .transform((s, ctx): 1 | 2 => {
      if (s === undefined || s === '' || s === '1') return 1;
      if (s === '2') return 2;
      ctx.addIssue({ code: 'custom', message: `must be 1 or 2 (the screen's pixel density); got "${s}"` });
      return z.NEVER;
    })
    .meta({ description: 'Pixel density, 1 or 2 (default 1): 2 doubles the width and the height.', type: 'integer', enum: [1, 2] }),
  fit: singleParam()
    .transform((s, ctx): (typeof IMAGE_FITS)[number] => {
      if (s === undefined || s === '') return 'cover';
      const fit = IMAGE_FITS.find((f) => f === s);
      if (!fit) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${IMAGE_FITS.join(', ')}; got "${s}"` });
        return z.NEVER;
      }
      return fit;
    })
    .meta({ description: `How the artwork fills the box: ${IMAGE_FITS.join(', ')} (default cover).`, type: 'string', enum: [...IMAGE_FITS] }),
  bg: singleParam()
    .transform((s, ctx): string => {
      if (s === undefined || s === '') return 'ffffff';
      if (!/^[0-9a-fA-F]{6}$/.test(s)) {
        ctx.addIssue({ code: 'custom', message: `must be a colour as six hex digits, e.g. ffffff; got "${s}"` });
        return z.NEVER;
      }
      return s.toLowerCase();
    })
    .meta({ description: 'Background behind a contained image, six hex digits without # (default ffffff).', type: 'string', pattern: '^[0-9a-fA-F]{6}$' }),
}).superRefine((v, ctx) => {
  if (v.w * v.dpr > ALLOWED_IMAGE_WIDTHS[ALLOWED_IMAGE_WIDTHS.length - 1]!) {
    ctx.addIssue({ code: 'custom', path: ['dpr'], message: `dpr=2 needs a density-1 width (up to ${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}); w=${v.w} is one already` });
  }
  if (v.h !== undefined && v.h * v.dpr > MAX_IMAGE_HEIGHT) {
    ctx.addIssue({ code: 'custom', path: ['h'], message: `must be at most ${MAX_IMAGE_HEIGHT / v.dpr} with dpr=${v.dpr} (${MAX_IMAGE_HEIGHT} pixels in all)` });
  }
});

/** What to draw: pixels after the density, the fit and its background. */
export type ImageRequest = z.infer<typeof imageQuerySchema>;

