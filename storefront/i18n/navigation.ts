import { redirect as nextRedirect } from 'next/navigation';
import { localizedHref, type Href } from './paths';
import { isAppLocale, routing } from './routing';

// Client components both sides render (Link) and the browser's hooks; the server reaches them as client references.
export { Link, usePathname, useRouter } from './client-navigation';

/** Next's redirect to a site path in `locale` (a server component's; it throws, as next/navigation's does). */
export function redirect({ href, locale }: { href: Href; locale: string }): never {
  return nextRedirect(localizedHref(href, isAppLocale(locale) ? locale : routing.defaultLocale));
}
