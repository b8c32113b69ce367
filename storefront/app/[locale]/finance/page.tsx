import { privatePageMetadata } from '../../../components/layout/TitledPage';
import { RefundLedger } from '../../../components/staff/RefundLedger';
import { Resellers } from '../../../components/staff/Resellers';
import { StaffPage } from '../../../components/staff/StaffPage';
import { enterLocale, type LocalePageProps } from '../../../lib/locale-page';

export const dynamic = 'force-dynamic';

export const generateMetadata = () => privatePageMetadata('finance');

export default async function FinancePage(props: LocalePageProps) {
  return (
    <StaffPage role="finance" locale={await enterLocale(props)}>
      <RefundLedger />
      <Resellers readOnly />
    </StaffPage>
  );
}
