import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadExperience, ProductView } from '../../../../components/ProductView';

export async function generateMetadata({ params }: { params: Promise<{ locale: string; slug: string }> }): Promise<Metadata> {
  const { locale, slug } = await params;
  const e = await loadExperience(slug, locale);
  return { title: e.title, description: e.overview.slice(0, 160) };
}

export default async function ProductPage({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <ProductView experience={await loadExperience(slug, locale)} locale={locale} />;
}
