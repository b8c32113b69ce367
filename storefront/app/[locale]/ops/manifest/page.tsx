import { titleMetadata } from '../../../../components/layout/TitledPage';
import { Manifest } from '../../../../components/staff/Manifest';
import { StaffPage } from '../../../../components/staff/StaffPage';
import { enterLocale, type LocalePageProps } from '../../../../lib/locale-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata({ namespace: 'checkin', titleKey: 'manifestTitle' }, { indexed: false });

/** A departure's manifest for the guide: printable, CSV, no-shows after the start. */
export default async function Page(props: LocalePageProps) {
  const locale = await enterLocale(props);
  return (
    <StaffPage role="ops" also={['supplier']} namespace="checkin" locale={locale} path="/ops/manifest" titleKey="manifestTitle" introKey="manifestIntro">
      <Manifest />
    </StaffPage>
  );
}
