import { InboxPage, inboxMetadata } from '../../../../components/staff/InboxPage';
import type { LocalePageProps } from '../../../../lib/locale-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = inboxMetadata('enquiries');

export default function Page(props: LocalePageProps) {
  return <InboxPage kind="enquiries" {...props} />;
}
