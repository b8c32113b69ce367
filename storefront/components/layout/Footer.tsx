import { getTranslations } from 'next-intl/server';
import { SUPPORT } from '../../config/site';
import { Link } from '../../i18n/navigation';
import { FormDialogButton } from '../enquiries/FormDialogButton';

export async function Footer() {
  const t = await getTranslations();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <nav aria-label={t('nav.footer')}>
          <ul className="plain">
            <li><Link href="/about">{t('nav.about')}</Link></li>
            <li><Link href="/contact-us">{t('nav.contact')}</Link></li>
            <li><Link href="/find-booking">{t('findBooking.link')}</Link></li>
            <li><Link href="/faq">{t('nav.faq')}</Link></li>
            <li><Link href="/blog">{t('nav.blog')}</Link></li>
            <li><Link href="/privacy-policy">{t('nav.privacy')}</Link></li>
            <li><Link href="/terms-and-conditions">{t('nav.terms')}</Link></li>
          </ul>
        </nav>
        <ul className="plain support-links">
          <li><a href={SUPPORT.whatsapp} rel="noopener">{t('home.whatsapp')}</a></li>
          <li><a href={`mailto:${SUPPORT.email}`}>{t('home.email')}: <bdi>{SUPPORT.email}</bdi></a></li>
          <li><a href={SUPPORT.phoneHref}>{t('home.phone')}: <bdi dir="ltr">{SUPPORT.phone}</bdi></a></li>
          <li><FormDialogButton form="feedback" /></li>
        </ul>
        <div>
          <p className="small">{t('pages.license')}</p>
          <p className="small">{t('pages.rights', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
