'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import type { GetInit } from '../../lib/api';
import { usePages } from '../../lib/use-pages';
import { useChosenCurrency } from '../../lib/currency-client';
import { useHydrated } from '../../lib/use-hydrated';
import type { ListingSort } from '../../lib/listing-sort';
import type { ListResult, Vocabulary } from '../../lib/types';
import { Choice } from '../ui/Choice';
import { ExperienceCards, LoadMore } from './ExperienceCards';

const MULTI = ['category', 'duration', 'language', 'timeOfDay', 'occasion', 'label', 'recipient', 'bestFor'] as const;
type Multi = (typeof MULTI)[number];
const TITLE_KEY: Record<Multi, string> = {
  category: 'category',
  duration: 'duration',
  language: 'language',
  timeOfDay: 'timeOfDay',
  occasion: 'occasion',
  label: 'labels',
  recipient: 'recipient',
  bestFor: 'bestFor',
};

export interface Filters {
  multi: Partial<Record<Multi, string[]>>;
  rating?: string;
  age?: string;
  priceMin?: string;
  priceMax?: string;
  sort: string;
}

export const emptyFilters = (): Filters => ({ multi: {}, sort: 'recommended' });

/** Keeps the chosen sort in the address bar (?sort=), without a navigation; recommended is the plain url. */
function sortInUrl(sort: string): void {
  const url = new URL(window.location.href);
  if (sort === 'recommended') url.searchParams.delete('sort');
  else url.searchParams.set('sort', sort);
  window.history.replaceState(window.history.state, '', url);
}

function toParams(f: Filters, fixed: Record<string, string>, locale: string, currency: string) {
  const p: Record<string, string | string[] | undefined> = { ...fixed, locale, sort: f.sort === 'recommended' ? undefined : f.sort };
  for (const k of MULTI) if (!(k in fixed)) p[k] = f.multi[k];
  p.rating = f.rating;
  p.age = f.age;
  if (f.priceMin || f.priceMax) {
    p.currency = currency;
    p.priceMin = f.priceMin ? String(Math.round(Number(f.priceMin) * 100)) : undefined;
    p.priceMax = f.priceMax ? String(Math.round(Number(f.priceMax) * 100)) : undefined;
  }
  return p;
}

/**
 * The listing's controls: every spec filter, the three sorts, the results count and 'Reset all'. The results as the
 * server rendered them (the first pages, their cards server components, and a server-rendered 'Load More
 * Experiences') come as `children` and stay as they are until the visitor changes a filter or the sort; from then on
 * the results are fetched here (lib/use-pages.ts, no SWR on the page) and rendered by this component, with a 'Load More'
 * that fetches in place.
 */
export function Listing({
  children,
  facets: serverFacets,
  total: serverTotal,
  vocabulary,
  fixed,
  variant,
  endpoint = '/experiences',
  emptyText,
  initialSort = 'recommended',
}: {
  /** The results the server rendered for the url's filters and sort. */
  children: ReactNode;
  /** The counts per filter value and the total of the server's results (their last page). */
  facets: ListResult['facets'];
  total: number;
  vocabulary: Vocabulary;
  fixed: Record<string, string>;
  variant: 'supplier' | 'general';
  endpoint?: '/experiences' | '/search';
  emptyText?: string;
  initialSort?: ListingSort;
}) {
  const t = useTranslations('listing');
  const locale = useLocale();
  const [filters, setFilters] = useState<Filters>(() => ({ ...emptyFilters(), sort: initialSort }));
  const [touched, setTouched] = useState(false);
  // Phones: the filters open as a sheet from one button that also says how many results there are.
  const [sheetOpen, setSheetOpen] = useState(false);
  // The filters and the sort live in this page's state: until the script runs (e.g. just after a server-rendered
  // "Load More") they are disabled, so a choice made before hydration is not silently reset.
  const hydrated = useHydrated();
  const off = !hydrated;
  // The price filter's amounts are in the currency the visitor sees prices in; the api converts them.
  const chosenCurrency = useChosenCurrency();
  const priceCurrency = chosenCurrency ?? serverFacets.price?.currency ?? 'SAR';
  const params = useMemo(() => toParams(filters, fixed, locale, priceCurrency), [filters, fixed, locale, priceCurrency]);
  // Nothing is fetched until the visitor changes a filter or the sort; then from one page, in place.
  // The filters are the url's strings (the api coerces its query): the one place a query is not built field by field.
  const {
    pages,
    loading: isValidating,
    more,
  } = usePages(endpoint, (index, prev) => (!touched || (prev && !prev.hasMore) ? null : ({ params: { query: { ...params, page: index + 1 } } } as GetInit<typeof endpoint>)));
  const items = pages.flatMap((p) => p.items);
  const last = pages[pages.length - 1];
  const facets = touched ? (last?.facets ?? serverFacets) : serverFacets;
  const total = touched ? (last?.total ?? 0) : serverTotal;

  const update = (f: (prev: Filters) => Filters) => {
    setTouched(true);
    setFilters(f);
  };
  const toggle = (k: Multi, v: string) =>
    update((prev) => {
      const cur = prev.multi[k] ?? [];
      return { ...prev, multi: { ...prev.multi, [k]: cur.includes(v) ? cur.filter((x) => x !== v) : [...cur, v] } };
    });
  const active = Object.values(filters.multi).some((v) => v && v.length) || !!filters.rating || !!filters.age || !!filters.priceMin || !!filters.priceMax;
  // A lowest price above the highest can match nothing: say why instead of the generic "no results".
  const priceInverted = !!filters.priceMin && !!filters.priceMax && Number(filters.priceMin) > Number(filters.priceMax);

  return (
    <div className="listing">
      <button type="button" className="btn btn-outlined filters-toggle" disabled={off} aria-expanded={sheetOpen} aria-controls="listing-filters" onClick={() => setSheetOpen((o) => !o)}>
        {t('filtersToggle', { count: total })}
      </button>
      <aside className="filters" id="listing-filters" aria-label={t('filters')} data-open={sheetOpen}>
        <div className="toolbar">
          <h2 style={{ margin: 0 }}>{t('filters')}</h2>
          <button type="button" className="btn btn-third" onClick={() => update(() => ({ ...emptyFilters(), sort: filters.sort }))} disabled={!active || off}>
            {t('resetAll')}
          </button>
        </div>
        <details open>
          <summary>{t('priceRange')}</summary>
          <div className="form-grid">
            <label>
              <span className="visually-hidden">{t('priceMin')}</span>
              <input type="number" min={0} inputMode="numeric" disabled={off} placeholder={`${t('priceMin')} (${priceCurrency})`} aria-label={t('priceMin')} value={filters.priceMin ?? ''} onChange={(e) => update((p) => ({ ...p, priceMin: e.target.value || undefined }))} />
            </label>
            <label>
              <span className="visually-hidden">{t('priceMax')}</span>
              <input type="number" min={0} inputMode="numeric" disabled={off} placeholder={`${t('priceMax')} (${priceCurrency})`} aria-label={t('priceMax')} value={filters.priceMax ?? ''} onChange={(e) => update((p) => ({ ...p, priceMax: e.target.value || undefined }))} />
            </label>
          </div>
          {priceInverted && (
            <p className="notice small" role="alert" data-testid="price-inverted">
              {t('priceInverted')}
            </p>
          )}
        </details>
        {MULTI.filter((k) => !(k in fixed)).map((k) => {
          const values = vocabulary[k] ?? [];
          if (!values.length) return null;
          return (
            <details key={k} open={k === 'duration' || k === 'category'}>
              <summary>{t(TITLE_KEY[k])}</summary>
              {values.map((v) => (
                <label key={v.id}>
                  <input type="checkbox" disabled={off} checked={filters.multi[k]?.includes(v.id) ?? false} onChange={() => toggle(k, v.id)} />
                  {v.name} <span className="small">({facets[k]?.[v.id] ?? 0})</span>
                </label>
              ))}
            </details>
          );
        })}
        <details>
          <summary>{t('ageRange')}</summary>
          {(vocabulary.ageGroup as unknown as { id: string; name: string; min: number }[] | undefined)?.map((g) => (
            <label key={g.id}>
              <input type="radio" name="age" disabled={off} checked={filters.age === String(g.min)} onChange={() => update((p) => ({ ...p, age: String(g.min) }))} />
              {g.name}
            </label>
          ))}
        </details>
        <details>
          <summary>{t('starRating')}</summary>
          {vocabulary.rating?.map((r) => (
            <label key={r.value}>
              <input type="radio" name="rating" disabled={off} checked={filters.rating === String(r.value)} onChange={() => update((p) => ({ ...p, rating: String(r.value) }))} />
              {r.name}
            </label>
          ))}
        </details>
      </aside>
      <div>
        <div className="toolbar">
          {/* The results' heading: on a phone the filters (and their h2) fold away, and the cards' h3 must not follow the h1. */}
          <h2 aria-live="polite" className="results-count">
            {t('results', { count: total })}
          </h2>
          <label>
            {t('sortBy')}{' '}
            <Choice
              value={filters.sort}
              disabled={off}
              onChoose={(sort) => {
                sortInUrl(sort);
                update((p) => ({ ...p, sort }));
              }}
              options={[
                ['recommended', t('sortRecommended')],
                ['price-asc', t('sortPriceAsc')],
                ['price-desc', t('sortPriceDesc')],
              ]}
            />
          </label>
        </div>
        {!touched ? (
          children
        ) : items.length === 0 && !isValidating ? (
          <div className="empty" data-testid="listing-empty">
            <p>
              <strong>{active || !emptyText ? t('empty') : emptyText}</strong>
            </p>
            {active && (
              <>
                <p>{priceInverted ? t('priceInverted') : t('emptyHint')}</p>
                <button type="button" className="btn btn-outlined" onClick={() => update(() => ({ ...emptyFilters(), sort: filters.sort }))}>
                  {t('resetAll')}
                </button>
              </>
            )}
          </div>
        ) : (
          <>
            <ExperienceCards items={items} variant={variant} />
            {last?.hasMore && <LoadMore onMore={more} loading={isValidating} />}
          </>
        )}
      </div>
    </div>
  );
}
