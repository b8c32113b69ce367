import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '../layout/TitledPage';
import { Link } from '../../i18n/navigation';
import { enterLocale, type LocalePageProps } from '../../lib/locale-page';
import { StaffInbox } from './StaffInbox';
import { StaffPage } from './StaffPage';

type Kind = 'enquiries' | 'applications';
const SCREENS = {
  enquiries: { path: '/ops/enquiries', titleKey: 'inbox.enquiriesTitle', introKey: 'inbox.enquiriesIntro' },
  applications: { path: '/ops/partner-applications', titleKey: 'inbox.applicationsTitle', introKey: 'inbox.applicationsIntro' },
} as const;

export const inboxMetadata = (kind: Kind) => () => titleMetadata({ namespace: 'ops', titleKey: SCREENS[kind].titleKey }, { indexed: false });

/** /ops/enquiries and /ops/partner-applications: what people sent, for ops only. */
export async function InboxPage({ kind, ...props }: LocalePageProps & { kind: Kind }) {
  const locale = await enterLocale(props);
  const t = await getTranslations('ops');
  return (
    <StaffPage role="ops" locale={locale} {...SCREENS[kind]}>
      <p>
        <Link href="/ops">{t('title')}</Link>
      </p>
      <StaffInbox kind={kind} />
    </StaffPage>
  );
}

/** The main ops screen's way to the inboxes. */
export async function InboxLinks() {
  const t = await getTranslations('ops');
  return (
    <nav aria-label={t('inbox.nav')}>
      <ul className="plain" style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }} data-testid="ops-inboxes">
        {(['enquiries', 'applications'] as const).map((k) => (
          <li key={k}>
            <Link href={SCREENS[k].path}>{t(SCREENS[k].titleKey)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
