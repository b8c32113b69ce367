'use client';
import { MoneyText } from '../ui/MoneyText';
import { useLocale, useTranslations } from '#i18n/hooks';
import type { ReactNode } from 'react';
import { moneyInText } from '../../lib/format';
import type { Cart } from '../../lib/types';

export function CartSummary({ cart, children }: { cart: Cart; children?: ReactNode }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const d = cart.display;
  return (
    <aside className="summary" aria-label={t('total')}>
      <dl>
        <dt>{t('subtotal')}</dt>
        <dd><MoneyText money={d.subtotal} locale={locale} /></dd>
        {cart.promo && (
          <>
            <dt>
              {t('discount')} <span className="pill">{cart.promo.code}</span>
            </dt>
            <dd data-testid="discount">−<MoneyText money={d.discount} locale={locale} /></dd>
          </>
        )}
        <dt className="total">{t('total')}</dt>
        <dd className="total" data-testid="cart-total">
          <MoneyText money={d.total} locale={locale} />
        </dd>
      </dl>
      {d.approximate && <p className="small">{t('approximate', { currency: d.currency, charge: cart.currency })}</p>}
      {/* A trip across currencies: one charge currency, the other prices converted now and fixed at checkout. */}
      {cart.lines.some((l) => l.lineTotal.currency !== cart.currency) && (
        <p className="small" data-testid="charge-note">
          {t('chargedIn', { currency: cart.currency, total: moneyInText(cart.total, locale) })}
        </p>
      )}
      {children}
    </aside>
  );
}
