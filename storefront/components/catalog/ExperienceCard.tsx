import { getImageProps } from 'next/image';
import { useTranslations } from '#i18n/hooks';
import { preload } from 'react-dom';
import { Link } from '../../i18n/navigation';
import { Price } from './Price';
import type { ExperienceCard as Card } from '../../lib/types';

export function productHref(card: { slug: string; city: { id: string } }, variant: 'supplier' | 'general'): string {
  return variant === 'supplier' ? `/experiences/${card.slug}` : `/things-to-do-in-${card.city.id}/${card.slug}`;
}

/**
 * One experience card. Its cover is a plain `<img>` (no client component: a server-rendered card paints without the
 * page's scripts). A `priority` card is on the first screen: its image loads at once at high priority, and a preload
 * in the head asks for it with the HTML, before the stylesheets and scripts; the others load lazily.
 */
export function ExperienceCard({ card, variant, priority = false, id }: { card: Card; variant: 'supplier' | 'general'; priority?: boolean; id?: string }) {
  const t = useTranslations('common');
  const cover = card.imageIds[0];
  const image = cover ? getImageProps({ src: cover, alt: '', width: 640, height: 427, sizes: '(max-width: 640px) 100vw, 320px', loading: priority ? 'eager' : 'lazy', fetchPriority: priority ? 'high' : undefined }).props : null;
  if (image && priority) preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  return (
    <article className="card" data-testid="experience-card" id={id}>
      <Link href={productHref(card, variant)}>
        <div className="card-media">{image && <img {...image} alt="" />}</div>
        <div className="card-body">
          <span className="small">{card.city.name}</span>
          <h3 className="card-title">{card.title}</h3>
          <span className="small">
            ★ {card.rating.toFixed(1)} · {t('ratings', { count: card.reviewCount })}
          </span>
          {card.freeCancellation && <span className="pill">{t('freeCancellation')}</span>}
          {card.confirmationMode === 'onRequest' && <span className="pill muted">{t('onRequest')}</span>}
          <div className="price-line">
            <span className="small">{t('from')}</span>
            <span className="price">
              <Price money={card.fromPrice} /> <span className="small">{card.fromPrice.per === 'person' ? t('perPerson') : t('perItem')}</span>
            </span>
          </div>
        </div>
      </Link>
    </article>
  );
}
