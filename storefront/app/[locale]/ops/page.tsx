import { CatalogWithdrawals } from '../../../components/staff/CatalogWithdrawals';
import { InboxLinks } from '../../../components/staff/InboxPage';
import { LiveChats } from '../../../components/staff/LiveChats';
import { OpsQueues } from '../../../components/staff/OpsQueues';
import { ReconcilerRuns } from '../../../components/staff/ReconcilerRuns';
import { Resellers } from '../../../components/staff/Resellers';
import { staffPage } from '../../../components/staff/StaffPage';
import { SupplierChannel } from '../../../components/staff/SupplierChannel';
import { WebhookFailures } from '../../../components/staff/WebhookFailures';

export const dynamic = 'force-dynamic';

const page = staffPage(
  'ops',
  <>
    <InboxLinks />
    <OpsQueues />
    <LiveChats />
    <ReconcilerRuns />
    <Resellers />
    <WebhookFailures />
    <CatalogWithdrawals />
    <SupplierChannel />
  </>,
);

export const generateMetadata = page.generateMetadata;
export default page.Page;
