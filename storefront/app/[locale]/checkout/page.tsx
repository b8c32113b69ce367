import { CheckoutForm } from '../../../components/checkout/CheckoutForm';
import { privatePageMetadata, TitledPage } from '../../../components/layout/TitledPage';
import { listSection, variant } from '../../../config/site';
import { enterLocale, type LocalePageProps } from '../../../lib/locale-page';

export const generateMetadata = () => privatePageMetadata('checkout');

export default async function CheckoutPage(props: LocalePageProps) {
  await enterLocale(props);
  return (
    <TitledPage namespace="checkout">
      <CheckoutForm listPath={listSection(variant)} />
    </TitledPage>
  );
}
