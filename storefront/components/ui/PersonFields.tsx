'use client';
import { useTranslations } from '#i18n/hooks';
import type { ReactNode } from 'react';
import { Field } from './Field';

/**
 * Who a person is and how to reach them (sign-up, checkout): first and last name, e-mail, country code and phone.
 * `countryCode` replaces the free-text country code (checkout offers a list); `numericPhone` asks phones for digits.
 */
export function PersonFields({ countryCode, numericPhone = false }: { countryCode?: ReactNode; numericPhone?: boolean }) {
  const t = useTranslations('checkout');
  return (
    <>
      <div className="form-grid">
        <Field name="firstName" label={t('firstName')} autoComplete="given-name" />
        <Field name="lastName" label={t('lastName')} autoComplete="family-name" />
      </div>
      <Field name="email" label={t('email')} type="email" autoComplete="email" dir="ltr" />
      <div className="form-grid">
        {countryCode ?? <Field name="countryCode" label={t('countryCode')} dir="ltr" />}
        <Field name="phone" label={t('phone')} type="tel" inputMode={numericPhone ? 'numeric' : undefined} autoComplete="tel-national" dir="ltr" />
      </div>
    </>
  );
}
