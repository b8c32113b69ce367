'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { LOCALE_META, type AppLocale } from '../../i18n/routing';
import { formatTime } from '../../lib/format';
import type { LocalizedText } from '../../lib/types';

export interface AddOns {
  pickup?: { name?: LocalizedText; time?: string; address?: LocalizedText } | null;
  extras?: { title?: LocalizedText; quantity: number }[];
}

/**
 * The pickup point (place, time, address) and the extras chosen with an item, under the item wherever it is shown
 * (cart, result screens, invoices): the api keeps them, so the buyer sees them again.
 */
export function LineAddOns({ pickup, extras }: AddOns) {
  const t = useTranslations('common');
  const locale = useLocale() as AppLocale;
  const named = (extras ?? []).filter((x) => x.title);
  if (!pickup && named.length === 0) return null;
  return (
    <ul className="plain addons small" data-testid="line-addons">
      {pickup && (
        <li>
          {t('pickupLine', { place: pickup.name?.[locale] ?? '', time: pickup.time ? formatTime(pickup.time, locale) : '' })}
          {pickup.address?.[locale] && <span className="muted"> · {pickup.address[locale]}</span>}
        </li>
      )}
      {named.length > 0 && (
        <li>
          {t('extrasLine', {
            list: new Intl.ListFormat(LOCALE_META[locale].tag, { type: 'conjunction' }).format(named.map((x) => `${x.title![locale]} × ${x.quantity}`)),
          })}
        </li>
      )}
    </ul>
  );
}
