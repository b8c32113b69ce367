'use client';
import { Form, Formik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '../config/site';
import { Link, usePathname } from '../i18n/navigation';
import { carts } from '../lib/api';
import { CURRENCY_KEY, useCart } from '../lib/cart-client';
import { emailText, requiredText, zodValidate } from '../lib/validation';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Field } from './Field';

export function CartLink() {
  const t = useTranslations('nav');
  const { data } = useCart();
  const count = data?.status === 'open' ? data.itemCount : 0;
  return (
    <Link href="/cart" className="btn btn-outlined cart-link" aria-label={t('cartCount', { count })}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6" />
      </svg>{' '}
      {t('cart')}
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

/** Spec: the currency is stored under the key `currency`, defaulting to the configured public default. */
export function useCurrency(): [string, (c: string) => void] {
  const [currency, setCurrency] = useState<string>(DEFAULT_CURRENCY);
  useEffect(() => {
    setCurrency(localStorage.getItem(CURRENCY_KEY) ?? DEFAULT_CURRENCY);
    const on = () => setCurrency(localStorage.getItem(CURRENCY_KEY) ?? DEFAULT_CURRENCY);
    window.addEventListener('rihla:currency', on);
    return () => window.removeEventListener('rihla:currency', on);
  }, []);
  return [
    currency,
    (c: string) => {
      localStorage.setItem(CURRENCY_KEY, c);
      window.dispatchEvent(new Event('rihla:currency'));
    },
  ];
}

export function CurrencySelect() {
  const t = useTranslations();
  const [currency, setCurrency] = useCurrency();
  const { cartId, mutate } = useCart();
  return (
    <label className="currency-select">
      <span className="visually-hidden">{t('nav.currency')}</span>
      <select
        value={currency}
        aria-label={t('nav.currency')}
        onChange={async (e) => {
          const c = e.target.value;
          setCurrency(c);
          if (cartId) {
            try {
              await mutate(await carts.currency(cartId, c), { revalidate: false });
            } catch {
              // a checked-out cart keeps its currency
            }
          }
          toast.success(t('toast.currency', { currency: c }));
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

/** Submits with a loading toast that turns into done (spec: a loading toast can be updated). */
async function pretendSend(t: (k: string) => string) {
  const id = toast.loading(t('toast.saving'));
  await new Promise((r) => setTimeout(r, 300));
  toast.success(t('toast.sent'), { id });
}

export function PartnerButton() {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const m = { required: t('checkout.required'), email: t('checkout.emailFormat') };
  const schema = z.object({ company: requiredText(m), name: requiredText(m), email: emailText(m), phone: requiredText(m), city: requiredText(m), message: z.string().optional() });
  return (
    <>
      <Button kind="third" onClick={() => setOpen(true)}>
        {t('nav.partner')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('partner.title')}>
        <p>{t('partner.text')}</p>
        <Formik
          initialValues={{ company: '', name: '', email: '', phone: '', city: '', message: '' }}
          validate={zodValidate(schema)}
          onSubmit={async (_v, { resetForm }) => {
            await pretendSend(t);
            resetForm();
            setOpen(false);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Field name="company" label={t('partner.company')} />
              <Field name="name" label={t('partner.name')} autoComplete="name" />
              <Field name="email" label={t('partner.email')} type="email" autoComplete="email" />
              <Field name="phone" label={t('partner.phone')} type="tel" autoComplete="tel" />
              <Field name="city" label={t('partner.city')} />
              <Field name="message" label={t('partner.message')} as="textarea" />
              <div className="actions">
                <Button kind="outlined" onClick={() => setOpen(false)}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  {t('partner.submit')}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </Dialog>
    </>
  );
}

export function FeedbackButton() {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const m = { required: t('checkout.required'), email: t('checkout.emailFormat') };
  return (
    <>
      <Button kind="third" onClick={() => setOpen(true)}>
        {t('feedback.title')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('feedback.title')}>
        <p>{t('feedback.text')}</p>
        <Formik
          initialValues={{ message: '' }}
          validate={zodValidate(z.object({ message: requiredText(m) }))}
          onSubmit={async (_v, { resetForm }) => {
            await pretendSend(t);
            resetForm();
            setOpen(false);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Field name="message" label={t('feedback.message')} as="textarea" />
              <div className="actions">
                <Button kind="outlined" onClick={() => setOpen(false)}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  {t('feedback.submit')}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </Dialog>
    </>
  );
}
