'use client';
import { Form, Formik } from 'formik';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useState } from 'react';
import { Link } from '../../i18n/navigation';
import { ApiError, bookingLookup } from '../../lib/api';
import type { FoundBookings } from '../../lib/types';
import { formatDate } from '../../lib/format';
import { bookingLookupByOrderInput, bookingLookupCodeInput, bookingLookupCodeRequestInput, validateAs } from '../../lib/form-rules';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/**
 * "Find my booking" for a guest who lost the e-mail: the order number with the e-mail used to book, or the e-mail
 * alone and a six-digit code sent to it. The api never says whether an address has bookings; what it finds opens
 * through the same booking links the messages carry.
 */
export function FindBooking() {
  const t = useTranslations('findBooking');
  const te = useTranslations('enquiry');
  const locale = useLocale() as 'en' | 'ar';
  const says = (k: string, v?: Record<string, string | number>) => te(`serverErrors.${k}`, v);
  const [found, setFound] = useState<FoundBookings['bookings'] | null>(null);
  const [byOrder, setByOrder] = useState<Notice>(null);
  const [byCode, setByCode] = useState<Notice>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  /** The api's words in the page's language (its problem+json follows the page), or ours for a limit or a failure. */
  const problem = (err: unknown): string =>
    err instanceof ApiError && err.status === 429 ? te('tooMany') : err instanceof ApiError && err.problem?.detail ? err.problem.detail : t('failed');

  return (
    <div className="find-booking">
      <p>{t('intro')}</p>
      <div className="find-booking-ways">
        <section aria-labelledby="find-by-order" className="summary">
          <h2 id="find-by-order">{t('byOrderTitle')}</h2>
          <Formik
            initialValues={{ orderId: '', email: '' }}
            validate={validateAs(bookingLookupByOrderInput, (v: { orderId: string; email: string }) => v, (path) => path, says)}
            onSubmit={async (v) => {
              setByOrder(null);
              try {
                setFound((await bookingLookup.byOrder(v.orderId.trim(), v.email.trim())).bookings);
              } catch (err) {
                setFound(null);
                setByOrder({ kind: 'error', text: problem(err) });
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <Field name="orderId" label={t('orderId')} autoComplete="off" dir="ltr" placeholder="RH-XXXXXX" />
                <Field name="email" label={t('email')} type="email" autoComplete="email" dir="ltr" />
                {byOrder && <p className={`notice ${byOrder.kind}`} role="alert">{byOrder.text}</p>}
                <Button type="submit" loading={isSubmitting}>{t('find')}</Button>
              </Form>
            )}
          </Formik>
        </section>
        <section aria-labelledby="find-by-code" className="summary">
          <h2 id="find-by-code">{t('byCodeTitle')}</h2>
          {!codeSentTo ? (
            <Formik
              initialValues={{ email: '' }}
              validate={validateAs(bookingLookupCodeRequestInput, (v: { email: string }) => v, (path) => path, says)}
              onSubmit={async (v) => {
                setByCode(null);
                try {
                  await bookingLookup.requestCode(v.email.trim());
                  setCodeSentTo(v.email.trim());
                  setByCode({ kind: 'ok', text: t('codeSent') });
                } catch (err) {
                  setByCode({ kind: 'error', text: problem(err) });
                }
              }}
            >
              {({ isSubmitting }) => (
                <Form noValidate>
                  <Field name="email" label={t('email')} type="email" autoComplete="email" dir="ltr" />
                  {byCode && <p className={`notice ${byCode.kind}`} role="alert">{byCode.text}</p>}
                  <Button type="submit" loading={isSubmitting}>{t('sendCode')}</Button>
                </Form>
              )}
            </Formik>
          ) : (
            <Formik
              initialValues={{ code: '' }}
              validate={validateAs(bookingLookupCodeInput, (v: { code: string }) => ({ email: codeSentTo, code: v.code }), (path) => (path === 'code' ? path : null), says)}
              onSubmit={async (v) => {
                try {
                  setFound((await bookingLookup.byCode(codeSentTo, v.code.trim())).bookings);
                  setByCode(null);
                } catch (err) {
                  setFound(null);
                  setByCode({ kind: 'error', text: problem(err) });
                }
              }}
            >
              {({ isSubmitting }) => (
                <Form noValidate>
                  {byCode && <p className={`notice ${byCode.kind}`} role={byCode.kind === 'ok' ? 'status' : 'alert'}>{byCode.text}</p>}
                  <Field name="code" label={t('code')} inputMode="numeric" autoComplete="one-time-code" dir="ltr" maxLength={7} />
                  <div className="actions">
                    <Button type="submit" loading={isSubmitting}>{t('openBookings')}</Button>
                    <Button
                      kind="third"
                      onClick={() => {
                        setCodeSentTo(null);
                        setByCode(null);
                      }}
                    >
                      {t('otherEmail')}
                    </Button>
                  </div>
                </Form>
              )}
            </Formik>
          )}
        </section>
      </div>
      {found && (
        <section aria-labelledby="found-bookings" data-testid="found-bookings">
          <h2 id="found-bookings">{t('foundTitle', { count: found.length })}</h2>
          <ul className="found-list">
            {found.map((b) => (
              <li key={b.orderId} className="line-item" data-testid="found-booking">
                <div>
                  <strong dir="ltr">{b.orderId}</strong>
                  <p className="small">
                    {b.experiences.map((x) => x[locale]).join(' · ')}
                    {b.bookingDates.length > 0 && <> · {b.bookingDates.map((d) => formatDate(d, locale)).join(', ')}</>}
                  </p>
                </div>
                <Link href={{ pathname: '/booking', query: { link: b.token } }} className="btn btn-outlined">
                  {t('open')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
