import { CartView } from '../../../components/cart/CartView';
import { privatePageMetadata, TitledPage } from '../../../components/layout/TitledPage';
import { enterLocale, type LocalePageProps } from '../../../lib/locale-page';

export const generateMetadata = () => privatePageMetadata('cart');

export default async function CartPage(props: LocalePageProps) {
  await enterLocale(props);
  return (
    <TitledPage namespace="cart">
      <CartView />
    </TitledPage>
  );
}
