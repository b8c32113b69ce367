import { BookingLinkView } from '../../../components/booking/BookingLinkView';
import { privatePageMetadata, TitledPage } from '../../../components/layout/TitledPage';
import { enterLocale, type LocalePageProps } from '../../../lib/locale-page';

export const generateMetadata = () => privatePageMetadata('bookingLink');

/** The page a booking link in the buyer's e-mail or WhatsApp opens: see the booking, cancel it, on any device. */
export default async function BookingLinkPage(props: LocalePageProps) {
  await enterLocale(props);
  return (
    <TitledPage namespace="bookingLink">
      <BookingLinkView />
    </TitledPage>
  );
}
