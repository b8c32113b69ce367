import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata, StaticPage } from '../../../components/layout/StaticPage';

export const generateMetadata = () => pageMetadata('faqTitle');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  return (
    <StaticPage titleKey="faqTitle">
      <div className="faq">
        {([1, 2, 3, 4] as const).map((n) => (
          <details key={n}>
            <summary>{t(`faq${n}q`)}</summary>
            <p>{t(`faq${n}a`)}</p>
          </details>
        ))}
      </div>
    </StaticPage>
  );
}
