import { BookingLinkView } from '../../../components/booking/BookingLinkView';
import { privatePage } from '../../../components/layout/TitledPage';

/** The page a booking link in the buyer's e-mail or WhatsApp opens: see the booking, cancel it, on any device. */
const page = privatePage('bookingLink', <BookingLinkView />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
