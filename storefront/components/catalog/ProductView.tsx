import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { variant } from '../../config/site';
import { Link } from '../../i18n/navigation';
import { ApiError, catalog } from '../../lib/api';
import { safeDecode } from '../../lib/safe-decode';
import { formatDate } from '../../lib/format';
import type { ExperienceDetail } from '../../lib/types';
import { LOCALE_META } from '../../i18n/routing';
import { BookingPanel } from '../booking/BookingPanel';
import { PlainImage } from '../ui/PlainImage';
import { MeetingPointMap } from './MeetingPointMap';
import { ProductFacts } from './ProductFacts';
import { PickupExclusion } from './PickupExclusion';
import { ExperienceCard } from './ExperienceCard';
import { Price } from './Price';
import { ReviewsSection } from './ReviewsSection';

export async function loadExperience(slug: string, locale: string): Promise<ExperienceDetail> {
  try {
    return await catalog.detail(safeDecode(slug), locale);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) notFound();
    throw err;
  }
}

/**
 * A gallery picture as a plain `<img>` with the loader's srcset (no next/image client component: the product page's
 * scripts stay the booking panel's). The first is the page's largest picture: loaded at once at high priority and
 * preloaded from the head; the other two load lazily.
 */
function GalleryImage({ id, alt, first }: { id: string; alt: string; first: boolean }) {
  return first ? <PlainImage src={id} alt={alt} width={1024} height={683} sizes="(max-width: 900px) 100vw, 60vw" priority /> : <PlainImage src={id} alt={alt} width={640} height={427} sizes="(max-width: 900px) 50vw, 25vw" />;
}

/** One part of the product page, named by its heading (screen readers list the sections by it). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function List({ items, children }: { items: string[]; children?: ReactNode }) {
  return (
    <ul className="bullets">
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
      {children}
    </ul>
  );
}

export async function ProductView({ experience: e, locale }: { experience: ExperienceDetail; locale: string }) {
  const t = await getTranslations('product');
  const tc = await getTranslations('common');
  // A day ticket (OPENING_HOURS) lasts as long as the visitor stays, within the day's opening hours: not a tour's length.
  const duration =
    e.availabilityType === 'OPENING_HOURS'
      ? t('dayTicketDuration')
      : e.duration.unit === 'overnight' ? tc('overnight') : tc(e.duration.unit === 'minutes' ? 'minutes' : e.duration.unit === 'days' ? 'days' : e.duration.unit === 'nights' ? 'nights' : 'hours', { n: e.duration.value });
  const similar = variant === 'supplier' ? `/experiences?city=${e.city.id}` : `/things-to-do-in-${e.city.id}`;
  return (
    <div className="container">
      <nav aria-label="breadcrumb" className="small" style={{ marginBlock: '1rem' }}>
        <Link href={`/things-to-do-in-${e.city.id}`}>{e.city.name}</Link> / <span>{e.title}</span>
      </nav>
      <h1>{e.title}</h1>
      <p className="muted" data-testid="product-summary">
        ★ {e.rating.toFixed(1)} · {t('ratingsFrom', { count: e.reviewCount })} · {e.city.name} · {duration}
        {e.freeCancellation && (
          <>
            {' '}
            · <span className="pill">{tc('freeCancellation')}</span>
          </>
        )}
      </p>
      {e.supplier?.confirmationMode === 'onRequest' && (
        <p className="notice" data-testid="on-request">
          <strong>{t('onRequest')}</strong> {t('onRequestText')}
        </p>
      )}
      <div className="product-media" aria-label={t('gallery', { title: e.title })}>
        {e.images.slice(0, 3).map((img, i) => (
          <GalleryImage key={img.id} id={img.id} alt={img.alt} first={i === 0} />
        ))}
      </div>
      {e.status === 'unavailable' ? (
        <section className="notice error" data-testid="unavailable">
          <h2>{t('unavailable')}</h2>
          <Link href={similar} className="btn btn-primary">
            {t('exploreSimilar')}
          </Link>
        </section>
      ) : null}
      <div className="product-grid">
        <div>
          <Section id="overview" title={t('overview')}>
            <p>{e.overview}</p>
            <p className="small">
              {t('ageRange', { min: e.ageRange.min, max: e.ageRange.max })} · {t('languages')}: {new Intl.ListFormat(LOCALE_META[locale === 'ar' ? 'ar' : 'en'].tag, { type: 'conjunction' }).format(e.languages.map((l) => l.name))}
              {e.tourGuide && ` · ${t('tourGuide')}: ${e.tourGuide}`}
            </p>
            <p className="small">{e.expiresOn ? t('expiresOn', { date: formatDate(e.expiresOn, locale) }) : t('neverExpires')}</p>
          </Section>
          <ProductFacts experience={e} locale={locale} duration={duration} />
          {e.highlights.length > 0 && (
            <Section id="highlights" title={t('highlights')}>
              <List items={e.highlights} />
            </Section>
          )}
          <Section id="includes" title={t('includes')}>
            <List items={e.includes} />
            {(e.excludes.length > 0 || e.options.some((o) => !o.pickup.included)) && (
              <>
                <h3>{t('excludes')}</h3>
                {/* Pickup follows the options (and the one chosen in the booking panel), not a sentence in the catalog. */}
                <List items={e.excludes}>
                  <PickupExclusion experienceId={e.id} options={e.options.map((o) => ({ optionId: o.optionId, title: o.title, included: o.pickup.included }))} localeTag={LOCALE_META[locale === 'ar' ? 'ar' : 'en'].tag} />
                </List>
              </>
            )}
          </Section>
          {e.itinerary.length > 0 && (
            <Section id="itinerary" title={t('itinerary')}>
              <ol className="itinerary">
                {e.itinerary.map((s) => (
                  <li key={s.title}>
                    <strong>{s.title}</strong> — {s.description}
                  </li>
                ))}
              </ol>
            </Section>
          )}
          <Section id="kbyg" title={t('knowBeforeYouGo')}>
            <List items={e.knowBeforeYouGo} />
          </Section>
          <Section id="bring" title={t('whatToBring')}>
            <List items={e.whatToBring} />
          </Section>
          <Section id="cancel" title={t('cancellation')}>
            <p>{e.cancellationPolicy.summary}</p>
            <List items={e.cancellationPolicy.tiers.map((x) => x.text)} />
          </Section>
          <Section id="location" title={t('location')}>
            <p>{e.location.address}</p>
            <MeetingPointMap lat={e.location.lat} lng={e.location.lng} label={e.location.address} />
          </Section>
          <Section id="reviews" title={t('reviews')}>
            {/* The catalog rating is not made of the reviews below: say where it comes from. */}
            <p data-testid="rating-source">{t('ratingSource', { rating: e.rating.toFixed(1), count: e.reviewCount })}</p>
            <ReviewsSection experienceId={e.id} />
          </Section>
        </div>
        {e.status === 'available' && <BookingPanel experience={e} />}
      </div>
      {e.status === 'available' && (
        // Phones: the price and the way to book stay on screen wherever the visitor has scrolled to.
        <div className="mobile-book-bar" data-testid="mobile-book-bar">
          <span className="price">{t.rich('fromPrice', { price: () => <Price money={e.fromPrice} /> })}</span>
          <a href="#check-availability" className="btn btn-primary">
            {t('bookBar')}
          </a>
        </div>
      )}
      {e.related.length > 0 && (
        <Section id="related" title={t('related')}>
          <div className="cards">
            {e.related.slice(0, 4).map((c) => (
              <ExperienceCard key={c.id} card={c} variant={variant} />
            ))}
          </div>
        </Section>
      )}
    </div>
  );
}
