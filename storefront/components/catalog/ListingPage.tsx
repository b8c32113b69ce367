import { getTranslations } from 'next-intl/server';
import { variant } from '../../config/site';
import { catalog } from '../../lib/api';
import type { ListResult, Vocabulary } from '../../lib/types';
import { Listing } from './Listing';

/** Server part of every listing: the first page and the filter vocabulary, then the client listing. */
export async function ListingPage({ locale, title, fixed, emptyText, intro }: { locale: string; title: string; fixed: Record<string, string>; emptyText?: string; intro?: string }) {
  const t = await getTranslations('listing');
  const [initial, vocabulary] = await Promise.all([catalog.list({ ...fixed, locale }), catalog.vocabulary(locale)]);
  return (
    <div className="container">
      <h1 style={{ marginBlockStart: '1.5rem' }}>{title}</h1>
      {intro && <p className="muted">{intro}</p>}
      <Listing initial={initial as ListResult} vocabulary={vocabulary as Vocabulary} fixed={fixed} variant={variant} emptyText={emptyText ?? t('empty')} />
    </div>
  );
}
