import { getTranslations } from 'next-intl/server';
import { pageMetadata, StaticPage } from '../../../components/layout/StaticPage';
import { enterLocale, type LocalePageProps } from '../../../lib/locale-page';

export const generateMetadata = () => pageMetadata('aboutTitle');

export default async function Page(props: LocalePageProps) {
  await enterLocale(props);
  const t = await getTranslations('pages');
  return (
    <StaticPage titleKey="aboutTitle">
      <p>{t('aboutText')}</p>
      <p>{t('aboutMission')}</p>
    </StaticPage>
  );
}
