import { CartView } from '../../../components/cart/CartView';
import { privatePage } from '../../../components/layout/TitledPage';
import { cookieCart } from '../../../lib/cart-cookie';

/** Rendered per request from the cart cookie: the lines are in the HTML before any script runs. */
async function ServerCart() {
  return <CartView initial={await cookieCart()} />;
}

const page = privatePage('cart', <ServerCart />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
