import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata, StaticPage } from '../../../components/layout/StaticPage';

export const generateMetadata = () => pageMetadata('aboutTitle');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  return (
    <StaticPage titleKey="aboutTitle">
      <p>{t('aboutText')}</p>
      <p>{t('aboutMission')}</p>
    </StaticPage>
  );
}
