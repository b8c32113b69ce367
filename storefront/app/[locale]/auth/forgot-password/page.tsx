import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthForm } from '../../../../components/AuthForm';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('forgot'), robots: { index: false } };
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('auth');
  return (
    <div className="container prose">
      <h1 style={{ marginBlockStart: '1.5rem' }}>{t('forgot')}</h1>
      <Suspense>
        <AuthForm mode="forgot" />
      </Suspense>
    </div>
  );
}
