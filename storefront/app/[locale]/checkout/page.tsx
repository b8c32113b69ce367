import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutForm } from '../../../components/checkout/CheckoutForm';
import { listSection, variant } from '../../../config/site';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('title'), robots: { index: false } };
}

export default async function CheckoutPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('checkout');
  return (
    <div className="container">
      <h1 style={{ marginBlockStart: '1.5rem' }}>{t('title')}</h1>
      <CheckoutForm listPath={listSection(variant)} />
    </div>
  );
}
