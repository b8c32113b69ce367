import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListingPage } from '../../../components/ListingPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('listing');
  return { title: t('thingsToDoTitle') };
}

export default async function ThingsToDoPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | undefined>> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const t = await getTranslations('listing');
  const fixed: Record<string, string> = {};
  for (const k of ['theme', 'category', 'city'] as const) if (sp[k]) fixed[k] = sp[k]!;
  return <ListingPage locale={locale} title={t('thingsToDoTitle')} fixed={fixed} />;
}
