import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ListingPage } from '../../../components/catalog/ListingPage';
import { catalog } from '../../../lib/api';
import { safeDecode } from '../../../lib/safe-decode';

const CITY = /^things-to-do-in-([a-z0-9-]+)$/;

/** One segment: a city listing (/things-to-do-in-{city}) or a category page (/{categorySlug}); anything else is 404. */
async function resolve(section: string, locale: string) {
  const city = CITY.exec(section)?.[1];
  if (city) {
    const c = (await catalog.cities(locale)).items.find((x) => x.id === city);
    return c ? ({ kind: 'city', id: c.id, name: c.name } as const) : null;
  }
  const cat = (await catalog.categories(locale)).items.find((x) => x.id === section);
  return cat ? ({ kind: 'category', id: cat.id, name: cat.name, description: cat.description } as const) : null;
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string; section: string }> }): Promise<Metadata> {
  const { locale, section } = await params;
  const r = await resolve(section, locale).catch(() => null);
  const t = await getTranslations('listing');
  return r ? { title: r.kind === 'city' ? t('cityTitle', { city: r.name }) : r.name } : {};
}

export default async function SectionPage({ params, searchParams }: { params: Promise<{ locale: string; section: string }>; searchParams: Promise<{ sort?: string; page?: string }> }) {
  const { locale, section } = await params;
  const { sort, page } = await searchParams;
  setRequestLocale(locale);
  const r = await resolve(safeDecode(section), locale);
  if (!r) notFound();
  const t = await getTranslations('listing');
  if (r.kind === 'city') return <ListingPage locale={locale} title={t('cityTitle', { city: r.name })} fixed={{ city: r.id }} emptyText={t('cityEmpty', { city: r.name })} sort={sort} page={page} />;
  return <ListingPage locale={locale} title={r.name} intro={r.description} fixed={{ category: r.id }} sort={sort} page={page} />;
}
