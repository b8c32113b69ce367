import type { MetadataRoute } from 'next';

export default function robots(): MetadataRoute.Robots {
  const base = (process.env.RIHLA_PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  return { rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/checkout', '/cart', '/invoices'] }], sitemap: `${base}/sitemap.xml` };
}
