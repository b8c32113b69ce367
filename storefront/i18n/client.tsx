'use client';
import { createContext, createElement, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { formatMessage, type CompiledMessage, type FormatValue, type TagValue } from './format-message';
import { routing, type AppLocale } from './routing';

/**
 * The browser's translations: a context holding the locale and the messages a section passes down
 * (i18n/client-messages.ts), read by `useTranslations` / `useLocale` with next-intl's signatures. Server components
 * keep next-intl (no browser cost); client components import these through `#i18n/hooks` (package.json `imports`:
 * next-intl's server hooks under the `react-server` condition, these everywhere else), so a component rendered on
 * both sides reads the same way. Issue 25: next-intl's and use-intl's client runtime was about 6 KB of the 10 KB of
 * compressed JavaScript every page loads before its own code.
 */
interface I18n {
  locale: AppLocale;
  messages: Record<string, unknown>;
}

const I18nContext = createContext<I18n | null>(null);

/** Outermost: the locale layout sets the locale; a section's nested provider replaces the messages below it. */
export function I18nProvider({ locale, messages, children }: { locale?: AppLocale; messages: Record<string, unknown>; children: ReactNode }) {
  const outer = useContext(I18nContext);
  const resolved = locale ?? outer?.locale ?? routing.defaultLocale;
  const value = useMemo<I18n>(() => ({ locale: resolved, messages }), [resolved, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslations/useLocale need an <I18nProvider> above them (the locale layout sets one)');
  return i18n;
}

export function useLocale(): AppLocale {
  return useI18n().locale;
}

type Values = Record<string, FormatValue>;
type RichValues = Record<string, FormatValue | TagValue<ReactNode>>;

export interface Translate {
  (key: string, values?: Values): string;
  rich(key: string, values?: RichValues): ReactNode;
  has(key: string): boolean;
}

function lookUp(messages: Record<string, unknown>, path: string): unknown {
  let at: unknown = messages;
  for (const segment of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[segment];
  }
  return at;
}

const isMessage = (m: unknown): m is CompiledMessage => typeof m === 'string' || Array.isArray(m);

/**
 * `t(key, values)` as next-intl's: a missing message logs MISSING_MESSAGE (the e2e suite listens for it) and shows
 * `namespace.key`, so a page never breaks on one.
 */
export function useTranslations(namespace?: string): Translate {
  const { locale, messages } = useI18n();
  // The same function while the messages stay, as next-intl's: a component may name it in an effect's dependencies.
  return useMemo(() => translator(locale, messages, namespace), [locale, messages, namespace]);
}

function translator(locale: AppLocale, messages: Record<string, unknown>, namespace: string | undefined): Translate {
  const find = (key: string): CompiledMessage | undefined => {
    const message = lookUp(messages, namespace ? `${namespace}.${key}` : key);
    return isMessage(message) ? message : undefined;
  };
  const missing = (key: string) => {
    const path = namespace ? `${namespace}.${key}` : key;
    console.error(`MISSING_MESSAGE: Could not resolve \`${path}\` in messages for locale \`${locale}\`.`);
    return path;
  };
  const t = ((key: string, values?: Values) => {
    const message = find(key);
    if (message === undefined) return missing(key);
    const text = formatMessage(message, locale, values);
    return typeof text === 'string' ? text : text.join('');
  }) as Translate;
  t.rich = (key, values) => {
    const message = find(key);
    if (message === undefined) return missing(key);
    const parts = formatMessage<ReactNode>(message, locale, values);
    // Parts as children of one fragment: React needs no keys for them.
    return typeof parts === 'string' ? parts : createElement(Fragment, null, ...parts);
  };
  t.has = (key) => find(key) !== undefined;
  return t;
}
