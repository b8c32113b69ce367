import { FindBooking } from '../../../components/booking/FindBooking';
import { privatePage } from '../../../components/layout/TitledPage';

/** "Find my booking": a guest who lost the e-mail opens their bookings with the order number or an e-mailed code. */
const page = privatePage('findBooking', <FindBooking />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
