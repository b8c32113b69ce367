'use client';
import { MoneyText } from '../ui/MoneyText';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useState } from 'react';
import { toast } from '../../lib/toasts';
import { Link, useRouter } from '../../i18n/navigation';
import { ApiError, type Cart } from '../../lib/api';
import { applyCartPromo, removeCartItem, removeCartPromo, reviewCart } from '../../lib/cart-actions';
import { unwrap, useCart } from '../../lib/cart-client';
import { formatDate, moneyInText } from '../../lib/format';
import { LineWhen } from '../booking/LineWhen';
import type { CartLine, CartReview } from '../../lib/types';
import { Button } from '../ui/Button';
import { CartSummary } from './CartSummary';
import { Dialog } from '../ui/Dialog';
import { LineAddOns } from './LineAddOns';
import { CartReviewNotice } from './CartReviewNotice';

/** `initial`: the cart the server read from the cookie (the page shows it before any script runs). */
export function CartView({ initial }: { initial: Cart | null }) {
  const t = useTranslations('cart');
  const tt = useTranslations('toast');
  const tc = useTranslations('common');
  const locale = useLocale() as 'en' | 'ar';
  const router = useRouter();
  const { cart, setCart } = useCart(initial);
  const [confirm, setConfirm] = useState<CartLine | null>(null);
  const [promo, setPromo] = useState('');
  const [promoError, setPromoError] = useState<string | null>(null);
  // A second code that takes off less than the applied one: the api keeps the better; the buyer may still choose it.
  const [worseCode, setWorseCode] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [review, setReview] = useState<CartReview | null>(null);

  const lines = cart?.status === 'open' ? cart.lines : [];
  if (!cart || lines.length === 0) {
    return (
      <div className="empty" data-testid="cart-empty">
        {review && <CartReviewNotice review={review} />}
        <p>
          <strong>{t('empty')}</strong>
        </p>
        <Link href="/" className="btn btn-primary">
          {t('emptyCta')}
        </Link>
      </div>
    );
  }
  const lineTotal = (id: string) => cart.display.lines.find((l) => l.lineId === id)?.lineTotal;

  const remove = async (line: CartLine) => {
    setBusy(line.lineId);
    try {
      const r = unwrap(await removeCartItem(line.lineId, locale));
      await setCart(r.cart);
      toast.success(tt('removed'));
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : tt('error'));
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  };

  const applyPromo = async (replace = false) => {
    const code = replace && worseCode ? worseCode : promo.trim().toUpperCase();
    const previous = cart.promo?.code ?? null;
    setPromoError(null);
    setWorseCode(null);
    setBusy('promo');
    try {
      await setCart(unwrap(await applyCartPromo(code, replace, locale)));
      toast.success(previous && previous !== code ? tt('promoReplaced', { code, previous }) : tt('promoApplied'));
      setPromo('');
    } catch (err) {
      setPromoError(err instanceof ApiError ? err.message : tt('error'));
      if (err instanceof ApiError && err.problem?.code === 'promoWorse') setWorseCode(code);
    } finally {
      setBusy(null);
    }
  };

  const checkout = async () => {
    setBusy('review');
    const id = toast.loading(t('processing'));
    try {
      const r = unwrap(await reviewCart(locale));
      await setCart(r.cart);
      toast.dismiss(id);
      if (r.review.state === 'available') router.push('/checkout');
      else setReview(r.review);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : tt('error'), { id });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="two-col">
      <div>
        {review && (
          <CartReviewNotice review={review}>
            <p>{t('reviewText')}</p>
            <Button onClick={() => router.push('/checkout')}>{t('reviewContinue')}</Button>
          </CartReviewNotice>
        )}
        <ul className="plain">
          {lines.map((line) => {
            const travellers = (line.participants.adult ?? 0) + (line.participants.child ?? 0) + (line.participants.infant ?? 0) || line.quantity;
            // A per-item product (a boat, a car) counts items, each for up to so many people: never travellers.
            const count = line.unitPrices.mode === 'perItem' ? t('perItemCount', { count: line.quantity, people: line.unitPrices.maxPeoplePerItem }) : t('travellers', { count: travellers });
            const total = lineTotal(line.lineId) ?? line.lineTotal;
            return (
              <li key={line.lineId} className="line-item" data-testid="cart-line">
                <div>
                  <h2 style={{ fontSize: '1.1rem' }}>{line.title[locale]}</h2>
                  <p className="small">
                    {line.optionTitle[locale]} · {formatDate(line.date, locale, { dateStyle: 'full' })} · <LineWhen startTime={line.startTime} validAllDay={line.validAllDay} /> · {count}
                  </p>
                  <LineAddOns pickup={line.pickup} extras={line.extras} />
                </div>
                <div style={{ textAlign: 'end' }}>
                  <p className="price"><MoneyText money={total} locale={locale} /></p>
                  {/* Priced in another currency than the cart is charged in: what the catalog asks, converted above. */}
                  {line.lineTotal.currency !== total.currency && (
                    <p className="small" data-testid="line-price-original">
                      {t('listedAt', { price: moneyInText(line.lineTotal, locale) })}
                    </p>
                  )}
                  <Button kind="third" onClick={() => setConfirm(line)} loading={busy === line.lineId} aria-label={t('remove', { title: line.title[locale] })}>
                    {tc('remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <form
          className="field"
          onSubmit={(e) => {
            e.preventDefault();
            if (promo.trim()) void applyPromo();
          }}
        >
          <label htmlFor="promo">{t('promo')}</label>
          <div style={{ display: 'flex', gap: '0.5rem' }}>
            <input id="promo" value={promo} onChange={(e) => setPromo(e.target.value)} placeholder={t('promoPlaceholder')} aria-describedby={promoError ? 'promo-err' : undefined} />
            <Button type="submit" kind="outlined" loading={busy === 'promo'} disabled={!promo.trim()}>
              {t('applyPromo')}
            </Button>
          </div>
          {promoError && (
            <p id="promo-err" className="field-error" role="alert">
              {promoError}
            </p>
          )}
          {worseCode && (
            <Button kind="outlined" onClick={() => void applyPromo(true)} loading={busy === 'promo'}>
              {t('useCodeAnyway', { code: worseCode })}
            </Button>
          )}
          {cart.promo && (
            <Button
              kind="third"
              onClick={async () => {
                await setCart(unwrap(await removeCartPromo(locale)));
                toast.success(tt('promoRemoved'));
              }}
            >
              {tc('remove')} {cart.promo.code}
            </Button>
          )}
        </form>
      </div>
      <CartSummary cart={cart}>
        <p className="small">
          <strong>{t('payLater')}</strong> — {t('payLaterText')}
        </p>
        <Button className="full" onClick={checkout} loading={busy === 'review'}>
          {t('checkout')}
        </Button>
      </CartSummary>
      <Dialog open={!!confirm} onClose={() => setConfirm(null)} title={t('confirmDelete')}>
        {confirm && <p data-testid="delete-confirm-text">{t('confirmDeleteText', { title: confirm.title[locale] })}</p>}
        <div className="actions">
          <Button kind="outlined" onClick={() => setConfirm(null)}>
            {tc('cancel')}
          </Button>
          <Button onClick={() => confirm && remove(confirm)} loading={!!confirm && busy === confirm.lineId}>
            {tc('remove')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
