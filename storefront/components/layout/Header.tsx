import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { layoutLook, variant, type LayoutName } from '../../config/site';
import { Link } from '../../i18n/navigation';
import { AccountMenu } from '../account/AccountMenu';
import { NavMenu } from './NavMenu';
import { cookieCart } from '../../lib/cart-cookie';
import { CartLink, CurrencySelect, LanguageSwitch } from './HeaderClient';
import { FormDialogButton } from '../enquiries/FormDialogButton';
import { ChatButton } from '../chat/ChatButton';
import { HeaderOverHero } from './HeaderOverHero';
import { OperatorBar } from './LayoutParts';

export async function Header({ layout }: { layout: LayoutName }) {
  const t = await getTranslations('nav');
  const look = layoutLook(layout);
  const list = variant === 'supplier' ? '/experiences' : '/things-to-do';
  return (
    <header className="site-header">
      {look.header === 'overHero' && <HeaderOverHero />}
      {look.operator && <OperatorBar brand={look.operator} />}
      <div className="header-inner container">
        <Link href="/" className="logo" aria-label={t('home')}>
          <span aria-hidden="true">رحلة</span> Rihla
        </Link>
        <NavMenu>
          <nav aria-label={t('menu')} className="main-nav">
            <Link href={list}>{variant === 'supplier' ? t('experiences') : t('thingsToDo')}</Link>
            <Link href="/blog">{t('blog')}</Link>
            <Link href="/about">{t('about')}</Link>
            <Link href="/contact-us">{t('contact')}</Link>
            <Link href="/invoices">{t('invoices')}</Link>
          </nav>
          <div className="header-tools">
            <FormDialogButton form="partner" />
            <WithCart render={(cart) => <CurrencySelect initial={cart} />} />
            <LanguageSwitch />
            <AccountMenu />
          </div>
        </NavMenu>
        <ChatButton />
        <WithCart render={(cart) => <CartLink initial={cart} />} />
      </div>
    </header>
  );
}

/**
 * The visitor's cart from the cookie, read on the server (once per request: cookieCart is cached): the count and the
 * cart's currency are in the HTML. Not behind a Suspense boundary on purpose: a streamed boundary would put the empty
 * fallback in the HTML and swap the count in with a script, and the count must be there without one.
 */
async function WithCart({ render }: { render: (cart: Awaited<ReturnType<typeof cookieCart>>) => ReactNode }) {
  // The header never fails the page: without the api the count is simply not shown.
  const cart = await cookieCart().catch(() => null);
  return render(cart);
}
