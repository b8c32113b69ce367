import type { MetadataRoute } from 'next';
import { listSection, variant } from '../config/site';
import { catalog } from '../lib/api';
import type { ExperienceCard } from '../lib/types';

export const revalidate = 3600;
export const dynamic = 'force-dynamic';

const STATIC = ['/', listSection(variant), '/about', '/contact-us', '/faq', '/privacy-policy', '/terms-and-conditions', '/blog', '/blog/alula', '/blog/redsea', '/blog/dubai', '/cart', '/invoices'];

/** Every public page in both languages: English unprefixed, Arabic under /ar, each naming its alternate. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = (process.env.RIHLA_PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const paths = [...STATIC];
  try {
    const [cities, categories] = await Promise.all([catalog.cities('en'), catalog.categories('en')]);
    paths.push(...cities.items.map((c) => `/things-to-do-in-${c.id}`), ...categories.items.map((c) => `/${c.id}`));
    const cards: ExperienceCard[] = [];
    for (let page = 1; page < 100; page++) {
      const r = await catalog.list({ locale: 'en', limit: 50, page });
      cards.push(...r.items);
      if (!r.hasMore) break;
    }
    paths.push(...cards.map((c) => (variant === 'supplier' ? `/experiences/${c.slug}` : `/things-to-do-in-${c.city.id}/${c.slug}`)));
  } catch {
    // the api is down: the static pages still make a sitemap
  }
  return paths.flatMap((p) => {
    const en = `${base}${p === '/' ? '' : p}` || base;
    const ar = `${base}/ar${p === '/' ? '' : p}`;
    const alternates = { languages: { 'en-US': en || `${base}/`, 'ar-AE': ar } };
    return [
      { url: en || `${base}/`, alternates },
      { url: ar, alternates },
    ];
  });
}
