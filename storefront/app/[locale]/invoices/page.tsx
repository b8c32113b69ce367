import { Invoices } from '../../../components/account/Invoices';
import { privatePage } from '../../../components/layout/TitledPage';

const page = privatePage('invoices', <Invoices />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
