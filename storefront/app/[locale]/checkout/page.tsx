import { CheckoutForm } from '../../../components/checkout/CheckoutForm';
import { privatePage } from '../../../components/layout/TitledPage';
import { listSection, variant } from '../../../config/site';
import { cookieCart } from '../../../lib/cart-cookie';

/** Rendered per request from the cart cookie: the summary is in the HTML before any script runs. */
async function ServerCheckout() {
  return <CheckoutForm listPath={listSection(variant)} initial={await cookieCart()} />;
}

const page = privatePage('checkout', <ServerCheckout />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
