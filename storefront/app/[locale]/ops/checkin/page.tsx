import { privatePageMetadata } from '../../../../components/layout/TitledPage';
import { Scanner } from '../../../../components/staff/Scanner';
import { StaffPage } from '../../../../components/staff/StaffPage';
import { enterLocale, type LocalePageProps } from '../../../../lib/locale-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => privatePageMetadata('checkin');

/** The check-in scanner for ops and supplier staff: camera or typed reference, offline queue. */
export default async function Page(props: LocalePageProps) {
  const locale = await enterLocale(props);
  return (
    <StaffPage role="ops" also={['supplier']} namespace="checkin" locale={locale} path="/ops/checkin">
      <Scanner />
    </StaffPage>
  );
}
