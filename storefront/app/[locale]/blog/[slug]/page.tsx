import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Link } from '../../../../i18n/navigation';
import { BLOG_POSTS } from '../../../../lib/blog';
import { formatDate } from '../../../../lib/format';

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const { slug } = await params;
  const t = await getTranslations('blog');
  return BLOG_POSTS.some((p) => p.slug === slug) ? { title: t(`${slug}-title`) } : {};
}

export default async function Article({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const post = BLOG_POSTS.find((p) => p.slug === slug);
  if (!post) notFound();
  const t = await getTranslations();
  return (
    <article className="container prose">
      <p style={{ marginBlockStart: '1.5rem' }}>
        <Link href="/blog">{t('pages.blogBack')}</Link>
      </p>
      <h1>{t(`blog.${post.slug}-title`)}</h1>
      <p className="small">{formatDate(post.date, locale)}</p>
      <Image src={post.image} alt={t(`blog.${post.slug}-alt`)} width={1280} height={720} sizes="(max-width: 900px) 100vw, 860px" priority style={{ inlineSize: '100%', blockSize: 'auto', borderRadius: 'var(--radius)' }} />
      {t(`blog.${post.slug}-body`)
        .split(/\n\s*\n/)
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
    </article>
  );
}
