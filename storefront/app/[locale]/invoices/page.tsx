import { Invoices } from '../../../components/account/Invoices';
import { privatePageMetadata, TitledPage } from '../../../components/layout/TitledPage';
import { enterLocale, type LocalePageProps } from '../../../lib/locale-page';

export const generateMetadata = () => privatePageMetadata('invoices');

export default async function InvoicesPage(props: LocalePageProps) {
  await enterLocale(props);
  return (
    <TitledPage namespace="invoices">
      <Invoices />
    </TitledPage>
  );
}
