'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useSearchParams } from 'next/navigation';
import { CURRENCIES, DEFAULT_CURRENCY } from '../../config/site';
import { Link, usePathname } from '../../i18n/navigation';
import { apiCurrency } from '../../lib/api-core';
import type { Cart } from '../../lib/api';
import { setCartCurrency } from '../../lib/cart-actions';
import { unwrap, useCart } from '../../lib/cart-client';
import { infoToast } from '../../lib/toasts';
import { chooseCurrency, useChosenCurrency } from '../../lib/currency-client';
import { useHydrated } from '../../lib/use-hydrated';

/** `initial`: the cart the server read from the cookie, so the count is in the page's HTML before any script runs. */
export function CartLink({ initial }: { initial?: Cart | null }) {
  const t = useTranslations('nav');
  const { cart } = useCart(initial);
  const count = cart?.status === 'open' ? cart.itemCount : 0;
  return (
    <Link href="/cart" className="btn btn-outlined cart-link" aria-label={t('cartCount', { count })}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6" />
      </svg>{' '}
      <span className="label">{t('cart')}</span>
      {count > 0 && (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}

export function LanguageSwitch() {
  const t = useTranslations('nav');
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const other = locale === 'ar' ? 'en' : 'ar';
  const query = Object.fromEntries(search?.entries() ?? []);
  return (
    <Link href={{ pathname, query }} locale={other} className="btn btn-third" lang={other === 'ar' ? 'ar-AE' : 'en-US'} aria-label={t('languageLabel')} hrefLang={other}>
      {t('language')}
    </Link>
  );
}

export function CurrencySelect({ initial }: { initial?: Cart | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const chosen = useChosenCurrency();
  const { cart, setCart } = useCart(initial);
  // A choice made before the page's script runs would be reset by hydration (read-first pages run it after their
  // first paint: scripts/paint-first.mjs).
  const hydrated = useHydrated();
  // Spec: the configured public default until the visitor chooses; a cart not yet told is charged in its first item's.
  const currency = chosen ?? (cart?.status === 'open' && cart.lines.length > 0 ? cart.currency : DEFAULT_CURRENCY);
  return (
    <label className="currency-select">
      <span className="visually-hidden">{t('nav.currency')}</span>
      <select
        value={currency}
        aria-label={t('nav.currency')}
        disabled={!hydrated}
        onChange={async (e) => {
          const c = e.target.value;
          chooseCurrency(c);
          const chosen = apiCurrency(c);
          if (cart?.status === 'open' && chosen) {
            try {
              await setCart(unwrap(await setCartCurrency(chosen, locale)));
            } catch {
              // a checked-out cart keeps its currency
            }
          }
          // Information, not an achievement: the spec's info toast.
          infoToast(t('toast.currency', { currency: c }));
        }}
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}

