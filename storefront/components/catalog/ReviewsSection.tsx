'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, usePathname } from '../../i18n/navigation';
import { CSRF_KEY, get } from '../../lib/api-core';
import type { ReviewsPage, ReviewView } from '../../lib/forms-api';
import { useGet } from '../../lib/use-loaded';
import { useSessionCsrf } from '../../lib/use-session-csrf';
import { useAccount } from '../../lib/use-signed-in';
import { formatDate, formatNumber } from '../../lib/format';
import { Button } from '../ui/Button';

// The form (formik + zod, ~100 KB) loads only for a customer who may write: every other product page view stays light.
const WriteReview = lazy(() => import('./WriteReview').then((m) => ({ default: m.WriteReview })));

function Stars({ rating }: { rating: number }) {
  const t = useTranslations('reviews');
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={t('ratedAria', { rating })} style={{ color: '#a15c00', letterSpacing: '0.1em' }}>
      {'★'.repeat(full)}
      <span style={{ color: '#767676' }}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}

function ReviewItem({ r }: { r: ReviewView }) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  return (
    <li className="review">
      <p>
        {/* What people wrote takes its own direction: an English review on an Arabic page ends with its full stop. */}
        <Stars rating={r.rating} /> <strong lang={r.locale} dir="auto">{r.title}</strong>
      </p>
      <p lang={r.locale} dir="auto" style={{ whiteSpace: 'pre-line' }}>
        {r.text}
      </p>
      <p className="small">
        <bdi>{r.displayName}</bdi> · <time dateTime={r.at}>{formatDate(r.at, locale)}</time>
        {r.verifiedBooking && <> · <span className="badge">{t('verified')}</span></>}
      </p>
    </li>
  );
}

/** The first page of reviews with the customer's own new one in it (count, average and list), once. */
function withYours(experienceId: string, base: ReviewsPage | undefined, review: ReviewView): ReviewsPage {
  const page: ReviewsPage = base ?? { experienceId, count: 0, average: null, page: 1, pageSize: 10, hasMore: false, items: [], reviewedByYou: true, yourTrip: 'travelled' };
  if (page.items.some((x) => x.reviewId === review.reviewId)) return { ...page, reviewedByYou: true };
  const count = page.count + 1;
  const average = Math.round((((page.average ?? 0) * page.count + review.rating) / count) * 10) / 10;
  return { ...page, count, average, reviewedByYou: true, items: [review, ...page.items] };
}

/** The product page's reviews: what customers wrote, newest first, and Write a Review for a signed-in customer. */
export function ReviewsSection({ experienceId }: { experienceId: string }) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  const pathname = usePathname();
  const me = useAccount(useSessionCsrf());
  const pageOf = (page: number) => ({ params: { path: { id: experienceId }, query: { page } } });
  const head = useGet('/experiences/{id}/reviews', pageOf(1));
  // Later pages, asked with "More reviews"; the customer's own review, shown at once (the read model follows the
  // event store a moment later).
  const [later, setLater] = useState<ReviewsPage[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [yours, setYours] = useState<ReviewView | null>(null);
  // The session's CSRF token for this tab's writes (a visitor may have signed in in another tab).
  useEffect(() => {
    if (me.data?.csrfToken) sessionStorage.setItem(CSRF_KEY, me.data.csrfToken);
  }, [me.data?.csrfToken]);

  const first = yours ? withYours(experienceId, head.data, yours) : head.data;
  const pages = first ? [first, ...later] : [];
  const items = pages.flatMap((p) => p.items);
  const last = pages[pages.length - 1];
  const signedIn = !!me.data;

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await get('/experiences/{id}/reviews', pageOf(pages.length + 1));
      setLater((l) => [...l, next]);
      setMoreFailed(false);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="reviews-list">
      {first && first.count > 0 && first.average !== null && (
        <p>
          <Stars rating={first.average} /> {t('summary', { average: formatNumber(first.average, locale), count: first.count })}
        </p>
      )}
      {first && first.count === 0 && <p>{t('none')}</p>}
      {(head.error || moreFailed) && <p className="notice error">{t('loadFailed')}</p>}
      {items.length > 0 && (
        <ul className="plain">
          {items.map((r) => (
            <ReviewItem key={r.reviewId} r={r} />
          ))}
        </ul>
      )}
      {last?.hasMore && (
        <Button kind="third" loading={loadingMore} onClick={() => void loadMore()}>
          {t('more')}
        </Button>
      )}
      {me.isLoading ? null : !signedIn ? (
        <p className="notice" role="note">
          {t('signIn')} <Link href={`/auth/sign-in?next=${encodeURIComponent(`${locale === 'ar' ? '/ar' : ''}${pathname}`)}`}>{t('signInLink')}</Link>
        </p>
      ) : first?.reviewedByYou ? (
        <p className="notice ok" role="status">
          {t('already')}
        </p>
      ) : !first ? null : first.yourTrip === 'travelled' ? (
        <Suspense fallback={null}>
          <WriteReview experienceId={experienceId} onPublished={setYours} />
        </Suspense>
      ) : (
        // Only travellers review (the api refuses the rest): say why there is no form.
        <p className="notice" role="note" data-testid="review-not-allowed">
          {t(first.yourTrip === 'upcoming' ? 'afterTrip' : first.yourTrip === 'cancelled' ? 'tripCancelled' : 'notBooked')}
        </p>
      )}
    </div>
  );
}
