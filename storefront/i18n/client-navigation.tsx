'use client';
import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo, type ComponentProps } from 'react';
import { LOCALE_COOKIE } from '../config/site';
import { useLocale } from './client';
import { localizedHref, unlocalizedPath, type Href } from './paths';
import type { AppLocale } from './routing';

/**
 * next/link in the page's language: `href` is a path of the site as every language shares it ('/cart'), prefixed
 * for the current locale or for `locale` (the language switch). Switching sets the locale cookie first, so the proxy
 * does not send the visitor back to the language the cookie still names.
 */
export function Link({ href, locale, onClick, ...rest }: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: AppLocale }) {
  const current = useLocale();
  if (locale === undefined || locale === current) return <NextLink href={localizedHref(href, current)} onClick={onClick} {...rest} />;
  return (
    <NextLink
      href={localizedHref(href, locale)}
      hrefLang={locale}
      prefetch={false}
      onClick={(e) => {
        document.cookie = `${LOCALE_COOKIE.name}=${locale}; max-age=${LOCALE_COOKIE.maxAge}; path=${LOCALE_COOKIE.path}; samesite=${LOCALE_COOKIE.sameSite}`;
        onClick?.(e);
      }}
      {...rest}
    />
  );
}

/** The page's path without its locale prefix. */
export function usePathname(): string {
  return unlocalizedPath(useNextPathname());
}

type NavigateOptions = Parameters<ReturnType<typeof useNextRouter>['push']>[1];

/** Next's router, taking the site's paths in the page's language. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href: Href, options?: NavigateOptions) => router.push(localizedHref(href, locale), options),
      replace: (href: Href, options?: NavigateOptions) => router.replace(localizedHref(href, locale), options),
      prefetch: (href: Href) => router.prefetch(localizedHref(href, locale)),
    }),
    [router, locale],
  );
}
