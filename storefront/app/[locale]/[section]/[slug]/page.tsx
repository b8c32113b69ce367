import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { loadExperience, ProductView } from '../../../../components/catalog/ProductView';

const CITY = /^things-to-do-in-([a-z0-9-]+)$/;

export async function generateMetadata({ params }: { params: Promise<{ locale: string; section: string; slug: string }> }): Promise<Metadata> {
  const { locale, section, slug } = await params;
  if (!CITY.test(section)) return {};
  const e = await loadExperience(slug, locale);
  return { title: e.title, description: e.overview.slice(0, 160) };
}

/** A product within a city: /things-to-do-in-{city}/{productSlug}. Other two-segment paths were redirected by the proxy. */
export default async function CityProductPage({ params }: { params: Promise<{ locale: string; section: string; slug: string }> }) {
  const { locale, section, slug } = await params;
  setRequestLocale(locale);
  const city = CITY.exec(section)?.[1];
  if (!city) notFound();
  const e = await loadExperience(slug, locale);
  if (e.city.id !== city) notFound();
  return <ProductView experience={e} locale={locale} />;
}
