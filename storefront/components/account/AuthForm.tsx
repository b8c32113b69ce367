'use client';
import { Form, Formik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useRouter } from '../../i18n/navigation';
import { ApiError, apiLocale, auth, CSRF_KEY } from '../../lib/api';
import { isFieldProblem, localizeApiMessage } from '../../lib/problem-fields';
import { emailText, passwordSchema, requiredText, signUpSchema, z, zodValidate } from '../../lib/validation';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { PersonFields } from '../ui/PersonFields';

type Mode = 'sign-in' | 'sign-up' | 'forgot' | 'reset';

/** Sign in, sign up, forgot and reset password, with the spec's messages; backed by the accounts api. */
export function AuthForm({ mode }: { mode: Mode }) {
  const t = useTranslations('auth');
  const tc = useTranslations('checkout');
  const locale = useLocale();
  const router = useRouter();
  const search = useSearchParams();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const m = { required: tc('required'), email: tc('emailFormat'), passwordMin: t('passwordMin'), passwordMatch: t('passwordMatch'), phone: tc('phoneFormat') };

  const te = useTranslations('enquiry');
  const fail = (err: unknown, fallback: string) => {
    const fieldErrors = isFieldProblem(err) ? (err.problem?.errors ?? []) : [];
    if (err instanceof ApiError && err.status === 404) setMessage({ kind: 'error', text: t('unavailable') });
    // The api's field messages (a common password, a character not allowed) in the visitor's language.
    else if (fieldErrors.length > 0) setMessage({ kind: 'error', text: fieldErrors.map((e) => localizeApiMessage(e.message, (k, v) => te(`serverErrors.${k}`, v))).join(' ') });
    else setMessage({ kind: 'error', text: err instanceof ApiError && err.status !== 401 ? err.message : fallback });
  };

  /** The ?next= the visitor arrived with; the api alone decides whether it is safe (its answer's redirectTo). */
  const requested = () => search?.get('next') ?? search?.get('redirect') ?? undefined;
  /**
   * After signing in or up: the api's redirectTo, a path it checked on its final form (locale prefix removed, as
   * here), or the invoices page when the visitor came without one or the api refused it ('/'). Our router adds the
   * visitor's locale again.
   */
  const go = (redirectTo: string) => {
    const target = requested() && redirectTo !== '/' ? redirectTo : '/invoices';
    router.push(target.replace(/^\/[A-Za-z]{2}(?=\/|$)/, '') || '/');
  };

  /** Signing in or up: the session's CSRF token kept for this tab, a toast, then on to where the visitor was going. */
  const enter = async (send: () => Promise<{ customer: { csrfToken: string }; redirectTo: string }>, done: string, fallback: string) => {
    setMessage(null);
    try {
      const r = await send();
      sessionStorage.setItem(CSRF_KEY, r.customer.csrfToken);
      toast.success(done);
      go(r.redirectTo);
    } catch (err) {
      fail(err, fallback);
    }
  };

  if (mode === 'sign-in') {
    return (
      <Formik
        initialValues={{ email: '', password: '' }}
        validate={zodValidate(z.object({ email: emailText(m), password: requiredText(m) }))}
        onSubmit={(v) => {
          const next = requested();
          return enter(() => auth.signIn({ email: v.email.trim(), password: v.password, ...(next ? { next } : {}) }), t('signedIn'), t('wrongPassword'));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Field name="email" label={t('email')} type="email" autoComplete="email" dir="ltr" />
            <Field name="password" label={t('password')} type="password" autoComplete="current-password" />
            {message && <p className={`notice ${message.kind}`} role="alert">{message.text}</p>}
            <div className="actions">
              <Button type="submit" loading={isSubmitting}>{t('signIn')}</Button>
              <Link href="/auth/forgot-password" className="btn btn-third">{t('forgot')}</Link>
            </div>
            <p>
              {t('noAccount')} <Link href="/auth/sign-up">{t('signUp')}</Link>
            </p>
          </Form>
        )}
      </Formik>
    );
  }
  if (mode === 'sign-up') {
    return (
      <Formik
        initialValues={{ firstName: '', lastName: '', email: '', countryCode: '+966', phone: '', password: '', confirmPassword: '' }}
        validate={zodValidate(signUpSchema(m).and(z.object({ phone: requiredText(m).pipe(z.string().regex(/^\d{4,14}$/, m.phone)) })))}
        onSubmit={(v) =>
          enter(
            () =>
              auth.signUp(
                {
                  firstName: v.firstName.trim(),
                  lastName: v.lastName.trim(),
                  email: v.email.trim(),
                  phone: { countryCode: v.countryCode, number: v.phone.trim() },
                  password: v.password,
                  confirmPassword: v.confirmPassword,
                  locale: apiLocale(locale),
                },
                requested(),
              ),
            t('signedUp'),
            tc('allFields'),
          )
        }
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <PersonFields />
            <Field name="password" label={t('password')} type="password" autoComplete="new-password" />
            <Field name="confirmPassword" label={t('confirmPassword')} type="password" autoComplete="new-password" />
            {message && <p className={`notice ${message.kind}`} role="alert">{message.text}</p>}
            <Button type="submit" loading={isSubmitting}>{t('signUp')}</Button>
            <p>
              {t('haveAccount')} <Link href="/auth/sign-in">{t('signIn')}</Link>
            </p>
          </Form>
        )}
      </Formik>
    );
  }
  if (mode === 'forgot') {
    return (
      <Formik
        initialValues={{ email: '' }}
        validate={zodValidate(z.object({ email: emailText(m) }))}
        onSubmit={async (v) => {
          try {
            await auth.requestReset(v.email.trim(), locale);
          } catch {
            // never reveal whether the account exists: the answer is the same
          }
          setMessage({ kind: 'ok', text: t('resetSent') });
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Field name="email" label={t('email')} type="email" autoComplete="email" dir="ltr" />
            {message && <p className={`notice ${message.kind}`} role="status">{message.text}</p>}
            <Button type="submit" loading={isSubmitting}>{t('sendLink')}</Button>
          </Form>
        )}
      </Formik>
    );
  }
  const token = search?.get('token') ?? '';
  return (
    <Formik
      initialValues={{ password: '', confirmPassword: '' }}
      validate={zodValidate(
        z.object({ password: passwordSchema(m), confirmPassword: requiredText(m) }).refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: m.passwordMatch }),
      )}
      onSubmit={async (v) => {
        setMessage(null);
        try {
          await auth.reset({ token, ...v });
          setMessage({ kind: 'ok', text: t('resetDone') });
        } catch (err) {
          // A used, replaced or expired link: say so in the visitor's language, not the api's English.
          const linkRefused = isFieldProblem(err) && (err.problem?.errors ?? []).some((e) => e.path === 'token');
          if (linkRefused) setMessage({ kind: 'error', text: t('invalidLink') });
          else fail(err, t('invalidLink'));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          {!token && <p className="notice error">{t('invalidLink')}</p>}
          <Field name="password" label={t('newPassword')} type="password" autoComplete="new-password" />
          <Field name="confirmPassword" label={t('confirmPassword')} type="password" autoComplete="new-password" />
          {message && <p className={`notice ${message.kind}`} role="alert">{message.text}</p>}
          <Button type="submit" loading={isSubmitting} disabled={!token}>{t('reset')}</Button>
        </Form>
      )}
    </Formik>
  );
}
