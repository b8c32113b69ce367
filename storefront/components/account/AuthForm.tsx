'use client';
import { Form, Formik } from 'formik';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { toast } from '../../lib/toasts';
import { Link, useRouter } from '../../i18n/navigation';
import { ApiError, apiLocale, auth, CSRF_KEY } from '../../lib/api';
import { isFieldProblem, localizeApiMessage } from '../../lib/problem-fields';
import { passwordResetInput, passwordResetRequestInput, signInInput, signUpInput, validateAs, withConfirmedPassword } from '../../lib/form-rules';
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
  const te = useTranslations('enquiry');
  const says = (k: string, v?: Record<string, string | number>) => te(`serverErrors.${k}`, v);
  /** The form's fields are the api's, but for the phone (two fields here, one object there). */
  const fieldOf = (path: string) => ({ 'phone.number': 'phone', 'phone.countryCode': 'countryCode' })[path] ?? path;
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
        validate={validateAs(signInInput, (v: { email: string; password: string }) => v, fieldOf, says)}
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
    /** What the sign-up form sends: what it checks before sending, with the api's own rules. */
    const signUpBody = (v: { firstName: string; lastName: string; email: string; countryCode: string; phone: string; password: string; confirmPassword: string }) => ({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      phone: { countryCode: v.countryCode, number: v.phone.trim() },
      password: v.password,
      confirmPassword: v.confirmPassword,
      locale: apiLocale(locale),
    });
    return (
      <Formik
        initialValues={{ firstName: '', lastName: '', email: '', countryCode: '+966', phone: '', password: '', confirmPassword: '' }}
        validate={withConfirmedPassword(validateAs(signUpInput, signUpBody, fieldOf, says), says)}
        onSubmit={(v) =>
          enter(
            () => auth.signUp(signUpBody(v), requested()),
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
        validate={validateAs(passwordResetRequestInput, (v: { email: string }) => v, fieldOf, says)}
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
      validate={withConfirmedPassword(validateAs(passwordResetInput.pick({ password: true, confirmPassword: true }), (v: { password: string; confirmPassword: string }) => v, fieldOf, says), says)}
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
