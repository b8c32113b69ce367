import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { pageMetadata, StaticPage } from '../../../components/layout/StaticPage';
import { Link } from '../../../i18n/navigation';
import { BLOG_POSTS } from '../../../lib/blog';
import { formatDate } from '../../../lib/format';
import { enterLocale, type LocalePageProps } from '../../../lib/locale-page';

export const generateMetadata = () => pageMetadata('blogTitle');

export default async function Page(props: LocalePageProps) {
  const locale = await enterLocale(props);
  const t = await getTranslations();
  return (
    <StaticPage titleKey="blogTitle">
      {BLOG_POSTS.map((p) => (
        <article key={p.slug} className="line-item" style={{ flexDirection: 'column' }}>
          <Image src={p.image} alt="" width={640} height={360} sizes="(max-width: 640px) 100vw, 480px" style={{ inlineSize: '100%', maxInlineSize: '30rem', blockSize: 'auto', borderRadius: 'var(--radius)' }} />
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
