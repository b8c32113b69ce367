import { getTranslations } from 'next-intl/server';
import { ContactForm } from '../../../components/enquiries/ContactForm';
import { pageMetadata, StaticPage } from '../../../components/layout/StaticPage';
import { SUPPORT } from '../../../config/site';
import { enterLocale, type LocalePageProps } from '../../../lib/locale-page';

export const generateMetadata = () => pageMetadata('contactTitle');

export default async function Page(props: LocalePageProps) {
  await enterLocale(props);
  const t = await getTranslations();
  return (
    <StaticPage titleKey="contactTitle">
      <p>{t('pages.contactText')}</p>
      <ul className="plain actions">
        <li><a className="btn btn-outlined" href={SUPPORT.whatsapp} rel="noopener">{t('home.whatsapp')}</a></li>
        <li><a className="btn btn-outlined" href={`mailto:${SUPPORT.email}`}>{t('home.email')}</a></li>
        <li><a className="btn btn-outlined" href={SUPPORT.phoneHref}>{t('home.phone')}: <bdi dir="ltr">{SUPPORT.phone}</bdi></a></li>
      </ul>
      <ContactForm />
    </StaticPage>
  );
}
