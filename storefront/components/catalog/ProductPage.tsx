/**
 * The product page under the variant's list section (/experiences/{slug} or /things-to-do/{slug}). In a module of
 * its own, not in layout/RoutePages: the client components a page's server modules import are the page's scripts,
 * so sharing a module with the sign-in, checkout and listing pages sent their forms (formik, zod) to every product view.
 */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadExperience, ProductView } from './ProductView';

type ProductParams = { params: Promise<{ locale: string; slug: string }> };

export const productMetadata = (section: 'experiences' | 'things-to-do') =>
  async function generateMetadata({ params }: ProductParams): Promise<Metadata> {
    const { locale, slug } = await params;
    const e = await loadExperience(slug, locale);
    // Each language has its own slug: canonical and hreflang name the product's own url in each.
    const en = `/${section}/${encodeURIComponent(e.slugs?.en ?? slug)}`;
    const ar = `/ar/${section}/${encodeURIComponent(e.slugs?.ar ?? slug)}`;
    return {
      title: e.title,
      description: e.overview.slice(0, 160),
      alternates: { canonical: locale === 'ar' ? ar : en, languages: { 'en-US': en, 'ar-AE': ar, 'x-default': en } },
    };
  };

export async function ProductPage({ params }: ProductParams) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <ProductView experience={await loadExperience(slug, locale)} locale={locale} />;
}
