import { CheckoutForm } from '../../../components/checkout/CheckoutForm';
import { privatePage } from '../../../components/layout/TitledPage';
import { listSection, variant } from '../../../config/site';

const page = privatePage('checkout', <CheckoutForm listPath={listSection(variant)} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
