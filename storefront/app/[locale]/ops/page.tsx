import { privatePageMetadata } from '../../../components/layout/TitledPage';
import { InboxLinks } from '../../../components/staff/InboxPage';
import { LiveChats } from '../../../components/staff/LiveChats';
import { OpsQueues } from '../../../components/staff/OpsQueues';
import { ReconcilerRuns } from '../../../components/staff/ReconcilerRuns';
import { Resellers } from '../../../components/staff/Resellers';
import { StaffPage } from '../../../components/staff/StaffPage';
import { SupplierChannel } from '../../../components/staff/SupplierChannel';
import { enterLocale, type LocalePageProps } from '../../../lib/locale-page';

export const dynamic = 'force-dynamic';

export const generateMetadata = () => privatePageMetadata('ops');

export default async function OpsPage(props: LocalePageProps) {
  return (
    <StaffPage role="ops" locale={await enterLocale(props)}>
      <InboxLinks />
      <OpsQueues />
      <LiveChats />
      <ReconcilerRuns />
      <Resellers />
      <SupplierChannel />
    </StaffPage>
  );
}
