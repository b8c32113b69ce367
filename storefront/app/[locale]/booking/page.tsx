import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingLinkView } from '../../../components/booking/BookingLinkView';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookingLink');
  return { title: t('title'), robots: { index: false } };
}

/** The page a booking link in the buyer's e-mail or WhatsApp opens: see the booking, cancel it, on any device. */
export default async function BookingLinkPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('bookingLink');
  return (
    <div className="container">
      <h1 style={{ marginBlockStart: '1.5rem' }}>{t('title')}</h1>
      <BookingLinkView />
    </div>
  );
}
