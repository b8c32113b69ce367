/**
 * Page modules that several routes share: each route's page.tsx only says which variant it is
 * (`export default authPage('sign-in')`), so the markup, metadata and locale handling live in one place.
 * Server components only.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ComponentProps } from 'react';
import { AuthForm } from '../account/AuthForm';
import { VerifyEmail } from '../account/VerifyEmail';
import { BookingResult } from '../checkout/BookingResult';
import { ListingPage } from '../catalog/ListingPage';
import { catalog } from '../../lib/api';

type LocaleParams = { params: Promise<{ locale: string }> };

/** /auth/{sign-in,sign-up,forgot-password,reset-password,verify-email}: a heading and the form; never indexed. */
type AuthMode = ComponentProps<typeof AuthForm>['mode'] | 'verify-email';
const AUTH_TITLE: Record<AuthMode, 'signIn' | 'signUp' | 'forgot' | 'reset' | 'verifyTitle'> = { 'sign-in': 'signIn', 'sign-up': 'signUp', forgot: 'forgot', reset: 'reset', 'verify-email': 'verifyTitle' };

export const authMetadata = (mode: AuthMode) =>
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('auth');
    return { title: t(AUTH_TITLE[mode]), robots: { index: false } };
  };

export const authPage = (mode: AuthMode) =>
  async function AuthPage({ params }: LocaleParams) {
    const { locale } = await params;
    setRequestLocale(locale);
    const t = await getTranslations('auth');
    return (
      <div className="container prose">
        <h1 style={{ marginBlockStart: '1.5rem' }}>{t(AUTH_TITLE[mode])}</h1>
        <Suspense>
          {mode === 'verify-email' ? <VerifyEmail /> : <AuthForm mode={mode} />}
        </Suspense>
      </div>
    );
  };

/** /checkout/{success,error,on_hold}: the booking's live result; never indexed. */
export const resultMetadata: Metadata = { robots: { index: false } };

export const resultPage = (page: ComponentProps<typeof BookingResult>['page']) =>
  async function ResultPage({ params }: LocaleParams) {
    const { locale } = await params;
    setRequestLocale(locale);
    return (
      <div className="container">
        <Suspense>
          <BookingResult page={page} />
        </Suspense>
      </div>
    );
  };

/** The variant's list (/experiences or /things-to-do), optionally narrowed by ?theme, ?category or ?city. */
type ListTitle = 'title' | 'thingsToDoTitle';

export const listMetadata = (titleKey: ListTitle) =>
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('listing');
    return { title: t(titleKey) };
  };

export const listPage = (titleKey: ListTitle) =>
  async function ListPage({ params, searchParams }: LocaleParams & { searchParams: Promise<Record<string, string | undefined>> }) {
    const { locale } = await params;
    setRequestLocale(locale);
    const sp = await searchParams;
    const t = await getTranslations('listing');
    const fixed: Record<string, string> = {};
    for (const k of ['theme', 'category', 'city'] as const) if (sp[k]) fixed[k] = sp[k]!;
    // A theme's listing is titled by its theme (what the visitor clicked on the home page).
    const theme = fixed.theme ? (await catalog.themes(locale)).items.find((x) => x.id === fixed.theme) : undefined;
    const title = theme ? t('themeTitle', { list: t(titleKey), theme: theme.name }) : t(titleKey);
    return <ListingPage locale={locale} title={title} fixed={fixed} sort={sp.sort} page={sp.page} keep={fixed} />;
  };
