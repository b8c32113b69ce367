import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata, StaticPage } from '../../../components/layout/StaticPage';
import { Link } from '../../../i18n/navigation';
import { BLOG_POSTS } from '../../../lib/blog';
import { formatDate } from '../../../lib/format';

export const generateMetadata = () => pageMetadata('blogTitle');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  return (
    <StaticPage titleKey="blogTitle">
      {BLOG_POSTS.map((p) => (
        <article key={p.slug} className="line-item" style={{ flexDirection: 'column' }}>
          <h2>
            <Link href={`/blog/${p.slug}`}>{t(`blog.${p.slug}-title`)}</Link>
          </h2>
          <p className="small">{formatDate(p.date, locale)}</p>
          <p>{t(`blog.${p.slug}-excerpt`)}</p>
        </article>
      ))}
    </StaticPage>
  );
}
