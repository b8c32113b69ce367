import { CartView } from '../../../components/cart/CartView';
import { privatePage } from '../../../components/layout/TitledPage';

const page = privatePage('cart', <CartView />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
