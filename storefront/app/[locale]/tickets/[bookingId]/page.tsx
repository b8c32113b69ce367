import { TitledPage, privatePageMetadata } from '../../../../components/layout/TitledPage';
import { BookingTicketsView } from '../../../../components/tickets/BookingTicketsView';
import { enterLocale } from '../../../../lib/locale-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => privatePageMetadata('tickets');

/** A booking's tickets with their QR codes: shown on the phone at the start of the tour, or printed one per page. */
export default async function Page(props: { params: Promise<{ locale: string; bookingId: string }> }) {
  const locale = (await enterLocale(props)) === 'ar' ? 'ar' : 'en';
  const { bookingId } = await props.params;
  return (
    <TitledPage namespace="tickets">
      <BookingTicketsView bookingId={decodeURIComponent(bookingId)} locale={locale} />
    </TitledPage>
  );
}
