import { getTranslations } from 'next-intl/server';
import { pageMetadata, StaticPage } from '../../../components/layout/StaticPage';
import { enterLocale, type LocalePageProps } from '../../../lib/locale-page';
import { FAQ_COUNT } from '../../../lib/blog';

export const generateMetadata = () => pageMetadata('faqTitle');

export default async function Page(props: LocalePageProps) {
  await enterLocale(props);
  const t = await getTranslations('pages');
  return (
    <StaticPage titleKey="faqTitle">
      <div className="faq">
        {Array.from({ length: FAQ_COUNT }, (_, i) => i + 1).map((n) => (
          <details key={n}>
            <summary>{t(`faq${n}q`)}</summary>
            <p>{t(`faq${n}a`)}</p>
          </details>
        ))}
      </div>
    </StaticPage>
  );
}
