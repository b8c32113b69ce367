'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { moneyInText } from '../../lib/format';
import type { CartReview } from '../../lib/types';

const REVIEW_KEY = { allUnavailable: 'reviewAllUnavailable', someUnavailable: 'reviewSomeUnavailable', pricesChanged: 'reviewPricesChanged', unavailableAndPricesChanged: 'reviewBoth' } as const;

/**
 * What the availability check at checkout changed in the cart: each item it removed and why, each price it updated.
 * Shown above the remaining items, and also when it removed every item (the cart is then empty, and says what went).
 */
export function CartReviewNotice({ review, children }: { review: CartReview; children?: React.ReactNode }) {
  const t = useTranslations('cart');
  const locale = useLocale() as 'en' | 'ar';
  if (review.state === 'available' || review.state === 'empty') return null;
  // The api's reason code in the page's language; its English sentence only for a reason this page does not know.
  const reasonText = (l: CartReview['lines'][number]) => (l.reasonCode && t.has(`reason_${l.reasonCode}`) ? t(`reason_${l.reasonCode}`) : (l.reason ?? t('unavailableLine')));
  return (
    <div className="notice" role="status" data-testid={review.state === 'allUnavailable' ? 'cart-removed' : 'cart-review'}>
      <p>
        <strong>{t(REVIEW_KEY[review.state])}</strong>
      </p>
      <ul>
        {review.lines
          .filter((l) => l.status !== 'available')
          .map((l) => (
            <li key={l.lineId}>
              {l.status === 'unavailable'
                ? t('removedLine', { title: l.title[locale], reason: reasonText(l) })
                : `${l.title[locale]}: ${t('priceChangedLine', { from: l.previousTotal ? moneyInText(l.previousTotal, locale) : '', to: l.currentTotal ? moneyInText(l.currentTotal, locale) : '' })}`}
            </li>
          ))}
      </ul>
      {children}
    </div>
  );
}
