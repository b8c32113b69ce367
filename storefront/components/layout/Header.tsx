import { getTranslations } from 'next-intl/server';
import { variant, type LayoutName } from '../../config/site';
import { Link } from '../../i18n/navigation';
import { AccountMenu } from '../account/AccountMenu';
import { NavMenu } from './NavMenu';
import { CartLink, CurrencySelect, LanguageSwitch } from './HeaderClient';
import { FormDialogButton } from '../enquiries/FormDialogButton';
import { ChatButton } from '../chat/ChatButton';
import { HeaderOverHero } from './HeaderOverHero';

export async function Header({ layout }: { layout: LayoutName }) {
  const t = await getTranslations('nav');
  const tl = await getTranslations('layout');
  const list = variant === 'supplier' ? '/experiences' : '/things-to-do';
  return (
    <header className="site-header">
      {layout === 'transparent' && <HeaderOverHero />}
      {layout.startsWith('supplier-') && <div className="brand-strip">{tl('supplierBrand')}</div>}
      {layout.startsWith('template-') && <div className="brand-strip template">{tl('templateBanner')}</div>}
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
            <CurrencySelect />
            <LanguageSwitch />
            <AccountMenu />
          </div>
        </NavMenu>
        <ChatButton />
        <CartLink />
      </div>
    </header>
  );
}
