import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { BookingResult } from '../../../../components/BookingResult';

export const metadata = { robots: { index: false } };

export default async function ResultPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <div className="container">
      <Suspense>
        <BookingResult page="on_hold" />
      </Suspense>
    </div>
  );
}
