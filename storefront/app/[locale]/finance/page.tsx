import { EinvoiceLedger } from '../../../components/staff/EinvoiceLedger';
import { RefundLedger } from '../../../components/staff/RefundLedger';
import { Resellers } from '../../../components/staff/Resellers';
import { staffPage } from '../../../components/staff/StaffPage';

export const dynamic = 'force-dynamic';

const page = staffPage(
  'finance',
  <>
    <RefundLedger />
    <EinvoiceLedger />
    <Resellers readOnly />
  </>,
);

export const generateMetadata = page.generateMetadata;
export default page.Page;
